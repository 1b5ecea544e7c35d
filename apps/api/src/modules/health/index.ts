// The health module's front door.
export { registerHealthRoutes } from './routes';
