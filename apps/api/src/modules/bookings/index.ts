// The bookings module's front door: what other modules, the jobs and the app may use of it.
export { confirmPayment, confirmVerifiedPayment } from './confirm-payment';
export { findOwnBookingByClientSecret } from './own-booking';
export { endAttempt } from './payment-attempts';
export { recordPaymentNotice } from './payment-notices';
export { claimPendingBookings } from './reconcile-queries';
export { recordRefund } from './record-refund';
export { registerBookingRoutes } from './routes';
export { type SettleOutcome, settlePendingBooking } from './settle-pending';
