/** Moved to lib/ so the promo code screens read and send times the same way; kept here for this feature's imports. */
export { isInThePast, toDateTimeLocal, toIsoInstant } from '@/lib/date-time-local';
