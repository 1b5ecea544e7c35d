// The bookings module's front door: what other modules, the jobs and the app may use of it.

export { bookingBatchSizes } from './batch-sizes';
export {
  buildBookingRefundedEmail,
  greetingOf,
  plainMail,
  refundNoticeOf,
  when as eventTimeText,
} from './booking-email';
export { completeRefund } from './complete-refund';
export { confirmPayment, confirmVerifiedPayment } from './confirm-payment';
export { returnSoldSeats } from './inventory';
export { type OrderActor, recordOrderEvent } from './order-events';
export { findOwnBookingByClientSecret, type OwnBooking } from './own-booking';
export {
  countAttempts,
  endAttempt,
  findAttempt,
  findLatestAttempt,
  insertAttempt,
} from './payment-attempts';
export { recordPaymentNotice } from './payment-notices';
export { paymentProgressOf } from './payment-progress';
export { REFUND_NOT_COMPLETED, sweepPendingRefunds } from './pending-refunds';
export { bookingBreakdown, breakdownOf } from './price-breakdown';
export { type BookingRow, findBookingEvent, findBookingItems } from './queries';
export { claimPendingBookings } from './reconcile-queries';
export { recordRefund } from './record-refund';
export {
  addRefundMoney,
  findRefundsIn,
  insertRefund,
  lockRefund,
  pendingRefundMinor,
  type RefundRow,
  setProviderRefundId,
  settleRefund,
} from './refund-ledger';
export {
  buildOrderCancelledEmail,
  buildPartialRefundEmail,
  buildRefundComingEmail,
  buildRefundPaidOutEmail,
  moneyOf,
} from './refund-mails';
export { registerBookingRoutes } from './routes';
export { type SettleOutcome, settlePendingBooking } from './settle-pending';
export { lockBooking, setBookingPayment } from './status-queries';
export { confirmationMailOf, createConfirmationAttachments } from './tickets-mail';
export { voidBooking } from './void-booking';
