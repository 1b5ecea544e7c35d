// The simulated payments module's front door: the offline card page's and PayPal approval page's routes.
export { registerSimulatedPaypalRoutes } from './paypal-routes';
export { registerSimulatedPaymentRoutes } from './routes';
