// The bookings module's front door: what other modules, the jobs and the app may use of it.
export { greetingOf, plainMail, when as eventTimeText } from './booking-email';
export { confirmPayment, confirmVerifiedPayment } from './confirm-payment';
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
export { claimPendingBookings } from './reconcile-queries';
export { recordRefund } from './record-refund';
export { registerBookingRoutes } from './routes';
export { type SettleOutcome, settlePendingBooking } from './settle-pending';
export { setBookingPayment } from './status-queries';
