// The check-in module's front door: what other modules and the app may use of it.
export { registerCheckInRoutes } from './routes';
