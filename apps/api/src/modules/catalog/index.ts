// The catalog module's front door: what other modules and the app may use of it.
export { registerCatalogRoutes } from './routes';
