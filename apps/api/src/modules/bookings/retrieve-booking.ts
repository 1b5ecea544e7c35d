import type { PaidBooking } from '@tiketi/contract/bookings';
import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { fromMinor } from '@tiketi/contract/money';
import type { PaymentStatusName } from '@tiketi/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import { eventZone } from '../../lib/event-zone';
import type { Actor } from '../sessions';
import { confirmPayment } from './confirm-payment';
import { findOwnBookingByClientSecret } from './own-booking';
import { findAttempt } from './payment-attempts';
import { paymentProgressOf } from './payment-progress';
import { paymentStatusOf } from './payment-status';
import { bookingBreakdown } from './price-breakdown';
import { findBookingEvent, findBookingItems } from './queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache' | 'metrics'>;

/**
 * The success screen's call: the booking behind a client secret, for its owner only. The payment's
 * state is read from the provider, never from the browser, and a succeeded payment is confirmed here
 * if its notification has not arrived yet.
 */
export async function retrieveBooking(
  deps: Deps,
  actor: Actor,
  clientSecret: string,
  context: { origin: string; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> },
): Promise<PaidBooking> {
  const found = await findOwnBookingByClientSecret(deps, actor, clientSecret);
  const { intent, intentId, provider } = found;
  let booking = found.booking;
  let paymentStatus: PaymentStatusName;
  if (intent && intentId) {
    // A card: its payment was just read from the provider with the secret.
    const hasEnded = booking.status === BOOKING_STATUS.paid || booking.status === BOOKING_STATUS.refunded;
    if (intent.status === 'succeeded' && !hasEnded) {
      await confirmPayment(deps, provider, intentId, context, intent);
      booking = (await found.reload()) ?? booking;
    }
    paymentStatus = paymentStatusOf(booking, intent);
  } else {
    paymentStatus = await paymentProgressOf(deps, provider, booking, context);
    if (paymentStatus === 'paid' || paymentStatus === 'refunded') booking = (await found.reload()) ?? booking;
  }
  const attempt =
    booking.paymentMethod === 'mpesa' && booking.providerIntentId
      ? await findAttempt(deps.db, provider.id, booking.providerIntentId)
      : null;
  const items = await findBookingItems(deps.db, booking.id);
  const event = await findBookingEvent(deps.db, booking);
  return {
    booking_id: booking.reference,
    status: booking.status,
    payment_method: booking.paymentMethod,
    payment_status: paymentStatus,
    payment_reference: booking.paymentReference,
    msisdn: attempt?.msisdn ?? null,
    expires_at: booking.holdExpiresAt.toISOString(),
    currency: booking.currency,
    price: fromMinor(booking.totalMinor, booking.currency),
    ...bookingBreakdown(booking),
    buyer_name: booking.buyerName,
    tickets: items.map((item) => ({
      name: item.name,
      no_of_persons: item.noOfPersons,
      price_per_ticket: fromMinor(item.unitPriceMinor, booking.currency),
      quantity: item.quantity,
    })),
    event: {
      id: event.id,
      title: event.title,
      start_time: event.startTime.toISOString(),
      end_time: event.endTime.toISOString(),
      time_zone: eventZone(event.timeZone, deps.config.timeZone),
      location: event.location,
    },
  };
}
