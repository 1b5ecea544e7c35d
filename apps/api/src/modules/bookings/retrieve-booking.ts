import type { PaidBooking } from '@tiketi/contract/bookings';
import { fromMinor } from '@tiketi/contract/money';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import { bookings, events } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { isSameSecret } from '../../lib/secrets';
import { intentIdFromClientSecret } from '../../providers/payments/payment-provider';
import type { Actor } from '../sessions/authenticate';
import { confirmPayment } from './confirm-payment';
import { findBookingItems } from './queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache'>;

const NOT_FOUND = 'Booking not found';

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
  const intentId = intentIdFromClientSecret(clientSecret);
  if (!intentId) throw notFound(NOT_FOUND);
  const find = async () => {
    const [row] = await deps.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.provider, deps.payments.kind),
          eq(bookings.providerIntentId, intentId),
          eq(bookings.userId, actor.user.id),
        ),
      );
    return row ?? null;
  };
  let booking = await find();
  if (!booking) throw notFound(NOT_FOUND);
  const intent = await deps.payments.retrieveIntent(intentId);
  if (!intent || !isSameSecret(intent.clientSecret, clientSecret)) throw notFound(NOT_FOUND);
  if (intent.status === 'succeeded' && booking.status !== 2 && booking.status !== 5) {
    await confirmPayment(deps, intentId, context);
    booking = (await find()) ?? booking;
  }
  const items = await findBookingItems(deps.db, booking.id);
  const [event] = await deps.db.select().from(events).where(eq(events.id, booking.eventId));
  return {
    booking_id: booking.reference,
    status: booking.status,
    payment_status: intent.status,
    currency: booking.currency,
    price: fromMinor(booking.totalMinor),
    buyer_name: booking.buyerName,
    tickets: items.map((item) => ({
      name: item.name,
      no_of_persons: item.noOfPersons,
      price_per_ticket: fromMinor(item.unitPriceMinor),
      quantity: item.quantity,
    })),
    event: {
      id: event!.id,
      title: event!.title,
      start_time: event!.startTime.toISOString(),
      end_time: event!.endTime.toISOString(),
      location: event!.location,
    },
  };
}
