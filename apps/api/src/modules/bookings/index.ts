// The bookings module's front door: what other modules, the jobs and the app may use of it.
export { confirmPayment } from './confirm-payment';
export { claimPendingBookings } from './reconcile-queries';
export { recordRefund } from './record-refund';
export { registerBookingRoutes } from './routes';
export { type SettleOutcome, settlePendingBooking } from './settle-pending';
