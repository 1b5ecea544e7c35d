// The simulated payments module's front door: the offline card page's routes.
export { registerSimulatedPaymentRoutes } from './routes';
