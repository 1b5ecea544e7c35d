// The orders module's front door (issue 14): what the app and other modules may use of it.

export { canRefund, requireRefundRight } from './order-rights';
export { orderStatusCondition, orderStatusOf } from './order-status';
export { registerOrderRoutes } from './routes';
