// The marketing module's front door.
export { registerMarketingRoutes } from './routes';
