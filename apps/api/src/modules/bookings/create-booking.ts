import { randomBytes } from 'node:crypto';
import type { BookingCreated, CreateBookingInput } from '@tiketi/contract/bookings';
import { fromMinor } from '@tiketi/contract/money';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import { bookingItems, bookings } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Actor } from '../sessions/authenticate';
import { fulfilBooking } from './fulfil-booking';
import { findRemainingSeats, holdSeats, inLockOrder } from './inventory';
import { findBookableEvent, findTicketTypesOfEvent } from './queries';
import { releaseBookingHold } from './release-booking-hold';
import { resolveBuyer } from './resolve-buyer';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache'>;

export interface CreateBookingOptions {
  input: CreateBookingInput;
  actor: Actor | null;
  origin: string;
  /** Test-only: the naive read-then-write, for the control test that proves the harness works. */
  unguarded?: boolean;
}

/** Booking references people read out at the door: 10 characters without look-alikes. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function createReference(): string {
  const bytes = randomBytes(10);
  return `TK-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

class SoldOut extends Error {}

/**
 * Books tickets: checks the request, prices it from the server's own ticket types (decision 8),
 * holds every row's seats in one transaction in ticket-type order (any miss refuses the whole
 * booking with 409), then opens a payment with the provider. A free booking is confirmed at once.
 */
export async function createBooking(deps: Deps, options: CreateBookingOptions) {
  const { input } = options;
  if (input.payment_method !== 'card') {
    const name = input.payment_method === 'mpesa' ? 'M-Pesa' : 'PayPal';
    throw badRequest(`${name} payments are not available yet. Please pay by card.`);
  }
  const ids = input.tickets.map((row) => row.id);
  if (new Set(ids).size !== ids.length)
    throw badRequest('Each ticket type can appear only once in a booking');
  const quantity = input.tickets.reduce((sum, row) => sum + row.qty, 0);
  const cap = deps.config.booking.maxTicketsPerBooking;
  if (quantity > cap) throw badRequest(`You can book at most ${cap} tickets at a time`);

  const event = await findBookableEvent(deps.db, input.event_id);
  if (!event || event.status !== 1) throw notFound('Event not found');
  if (event.endTime.getTime() <= Date.now()) throw badRequest('This event has ended');
  if (input.currency && input.currency.toUpperCase() !== event.currency) {
    throw badRequest(`This event is priced in ${event.currency}`);
  }

  const types = new Map(
    (await findTicketTypesOfEvent(deps.db, event.id, ids)).map((type) => [type.id, type]),
  );
  const rows = inLockOrder(
    input.tickets.map((row) => {
      const type = types.get(row.id);
      if (!type || type.status !== 1) throw badRequest(`Ticket ${row.id} is not on sale for this event`);
      return { ticketTypeId: type.id, quantity: row.qty, type };
    }),
  );
  const totalMinor = rows.reduce((sum, row) => sum + row.quantity * row.type.priceMinor, 0);
  const isFree = totalMinor === 0;
  const reference = createReference();
  const holdExpiresAt = new Date(Date.now() + deps.config.booking.holdMinutes * 60_000);

  let created: { bookingId: number; token: string | null; status: number };
  try {
    created = await deps.db.transaction(async (tx) => {
      const buyer = await resolveBuyer(tx, options.actor, input.details, deps.config.session);
      const [booking] = await tx
        .insert(bookings)
        .values({
          reference,
          eventId: event.id,
          userId: buyer.userId,
          paymentMethod: isFree ? 'free' : 'card',
          currency: event.currency,
          totalMinor,
          buyerName: buyer.name,
          buyerEmail: buyer.email,
          buyerMsisdn: buyer.msisdn,
          holdExpiresAt,
        })
        .returning();
      await tx.insert(bookingItems).values(
        rows.map((row) => ({
          bookingId: booking!.id,
          ticketTypeId: row.ticketTypeId,
          name: row.type.name,
          noOfPersons: row.type.noOfPersons,
          quantity: row.quantity,
          unitPriceMinor: row.type.priceMinor,
        })),
      );
      // The contended updates come last, so their row locks are held only until the commit.
      for (const row of rows) {
        const isHeld = await holdSeats(
          tx,
          {
            ticketTypeId: row.ticketTypeId,
            quantity: row.quantity,
            eventId: event.id,
            priceMinor: row.type.priceMinor,
          },
          { unguarded: options.unguarded },
        );
        if (!isHeld) throw new SoldOut();
      }
      if (isFree) await fulfilBooking(deps, tx, booking!, options.origin);
      return { bookingId: booking!.id, token: buyer.newToken, status: isFree ? 2 : 1 };
    });
  } catch (error) {
    if (error instanceof SoldOut) throw await soldOutError(deps, rows);
    throw error;
  }
  deps.publicCache.clear();

  let clientSecret: string | null = null;
  if (!isFree) {
    try {
      const intent = await deps.payments.createIntent({
        amountMinor: totalMinor,
        currency: event.currency,
        reference,
        idempotencyKey: `booking-${reference}`,
      });
      await deps.db
        .update(bookings)
        .set({ provider: deps.payments.kind, providerIntentId: intent.id })
        .where(eq(bookings.id, created.bookingId));
      clientSecret = intent.clientSecret;
    } catch (error) {
      await releaseBookingHold(deps, created.bookingId, 4);
      throw error instanceof AppError
        ? error
        : new AppError('UNAVAILABLE', 'The payment provider is unavailable. Please try again.');
    }
  }

  const response: BookingCreated = {
    data: {
      booking_id: reference,
      client_secret: clientSecret,
      status: created.status,
      currency: event.currency,
      total_price: fromMinor(totalMinor),
      expires_at: holdExpiresAt.toISOString(),
      provider: isFree ? 'none' : deps.payments.kind,
      publishable_key: isFree ? null : deps.payments.publishableKey,
    },
  };
  return { response, token: created.token };
}

/** 409 naming the first ticket type that ran short, with what is left of it. */
async function soldOutError(
  deps: Deps,
  rows: { ticketTypeId: number; quantity: number; type: { priceMinor: number } }[],
) {
  const remaining = new Map(
    (
      await findRemainingSeats(
        deps.db,
        rows.map((row) => row.ticketTypeId),
      )
    ).map((type) => [type.id, type]),
  );
  for (const row of rows) {
    const now = remaining.get(row.ticketTypeId);
    if (!now || now.status !== 1)
      return new AppError('CONFLICT', 'A ticket in your order is no longer on sale');
    if (now.priceMinor !== row.type.priceMinor) {
      return new AppError('CONFLICT', `The price of ${now.name} has just changed. Please review your order.`);
    }
    if (now.remaining < row.quantity) {
      return new AppError(
        'CONFLICT',
        now.remaining === 0
          ? `${now.name} is sold out`
          : `Only ${now.remaining} tickets left for ${now.name}`,
      );
    }
  }
  return new AppError('CONFLICT', 'Some of these tickets were just taken. Please try again.');
}
