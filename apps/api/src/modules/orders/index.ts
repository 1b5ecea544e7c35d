// The orders module's front door (issue 14): what the app and other modules may use of it.

export { type CancelOrderInput, type CancelOutcome, cancelOrder } from './cancel-order';
export { getOrderDetail } from './order-detail';
export { actorOf, canRefund, requireRefundRight } from './order-rights';
export { orderStatusCondition, orderStatusOf } from './order-status';
export { findOwnedOrder } from './owned-order';
export { type OrderDeps, type RefundOrderInput, type RefundOutcome, refundOrder } from './refund-order';
export { registerOrderRoutes } from './routes';
export { runEventCancellations } from './run-event-cancellations';
