// The simulated payments module's front door: the offline card page's, the simulated phone's and
// the PayPal approval page's routes.
export { registerSimulatedMpesaRoutes, type SettleSimulatedAnswer } from './mpesa-routes';
export { registerSimulatedPaypalRoutes } from './paypal-routes';
export { registerSimulatedPaymentRoutes } from './routes';
