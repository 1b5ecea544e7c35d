// The accounts module's front door: what other modules and the app may use of it.
export { registerAccountRoutes } from './routes';
