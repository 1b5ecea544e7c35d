// The simulated payments module's front door: the offline card page's and the simulated phone's routes.
export { registerSimulatedMpesaRoutes, type SettleSimulatedAnswer } from './mpesa-routes';
export { registerSimulatedPaymentRoutes } from './routes';
