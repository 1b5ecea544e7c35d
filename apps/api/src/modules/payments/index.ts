// The payments module's front door: the providers' notification routes (and the simulator's pages).
export { registerPaymentRoutes } from './routes';
