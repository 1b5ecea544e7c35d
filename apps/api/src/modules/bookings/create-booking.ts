import { randomBytes } from 'node:crypto';
import type { CreateBookingInput } from '@tiketi/contract/bookings';
import { BOOKING_STATUS, EVENT_CANCELLED, EVENT_STATUS, TICKET_STATUS } from '@tiketi/contract/constants';
import { PAYMENT_METHOD_LABELS } from '@tiketi/contract/e-tickets';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { BrowserStep } from '../../providers/payments/payment-provider';
import type { Actor } from '../sessions';
import { checkBookingCheckout, questionsChanged } from './booking-checkout';
import { clientSecretOf, mpesaPhoneOf, responseOf } from './booking-payment-step';
import { capacityError, soldOutError } from './booking-refusals';
import { replaceUnpaidBookings } from './cancel-booking';
import { confirmFreeBooking } from './confirm-free-booking';
import { limitFreeBookingMail } from './free-booking-limits';
import { inLockOrder } from './inventory';
import { insertAttempt } from './payment-attempts';
import {
  bookingCodeKey,
  codeRefusedAtHold,
  findBookingCode,
  holdTermsOf,
  priceBooking,
} from './price-booking';
import { type BookingTarget, findBookingTarget } from './queries';
import { releaseBookingHold } from './release-booking-hold';
import { resolveBuyer } from './resolve-buyer';
import { saleRuleError, saleZoneOf } from './sale-rule-error';
import type { SeatLanes } from './seat-lanes';
import { markFullEvent, refuseIfSoldOut, type SoldOutMarks } from './sold-out';
import { setBookingPayment } from './status-queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache' | 'metrics'>;

const HELD_BY_BUYER =
  'You already hold the most unpaid seats allowed for this event. Pay for them or cancel them before booking more.';
const HELD_FROM_ADDRESS =
  'Too many unpaid seats are held from your network for this event. Please try again in a few minutes.';

export interface CreateBookingOptions {
  input: CreateBookingInput;
  actor: Actor | null;
  origin: string;
  /** The client's address as rateLimitAddress gives it. */
  clientAddress: string | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The instance's booking statements, batched per lane (issue 18). */
  lanes: SeatLanes;
  /** Issue 18: this instance's sold-out types and events (one per app, see routes.ts). */
  soldOut: SoldOutMarks;
}

/** Booking references people read out at the door: 10 characters without look-alikes. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function createReference(): string {
  const bytes = randomBytes(10);
  return `TK-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/**
 * Books tickets: checks the request, prices it from the server's own ticket types (spec decision #8),
 * holds every row's seats and writes the booking in one statement, in ticket-type order (any miss
 * refuses the whole booking with 409), then opens a payment with the provider. A free booking is
 * confirmed at once.
 */
export async function createBooking(deps: Deps, options: CreateBookingOptions) {
  const { input } = options;
  const provider = deps.payments.forMethod(input.payment_method);
  if (!provider) {
    const name = PAYMENT_METHOD_LABELS[input.payment_method];
    throw badRequest(`${name} payments are not available yet. Please pay by card.`);
  }
  const ids = input.tickets.map((row) => row.id);
  if (new Set(ids).size !== ids.length)
    throw badRequest('Each ticket type can appear only once in a booking');
  const quantity = input.tickets.reduce((sum, row) => sum + row.qty, 0);
  const cap = deps.config.booking.maxTicketsPerBooking;
  if (quantity > cap) throw badRequest(`You can book at most ${cap} tickets at a time`);

  // The event and its types as read a moment ago (the public micro-cache): during a rush most
  // bookings then cost no read. Nothing here is trusted blindly: book_seats holds seats only at
  // the price read here, only for types on sale and only for a published event that has not ended;
  // it alone judges the sale windows and per-order limits, by the database's clock at the hold.
  const targetKey = `booking-target:${input.event_id}:${[...ids].sort((a, b) => a - b).join(',')}`;
  const target = bookable(
    await deps.publicCache.getOrLoad(targetKey, () => findBookingTarget(deps.db, input.event_id, ids)),
  );
  const { event } = target;
  if (input.currency && input.currency.toUpperCase() !== event.currency) {
    throw badRequest(`This event is priced in ${event.currency}`);
  }

  const rows = inLockOrder(
    input.tickets.map((row) => {
      const type = target.types.get(row.id);
      if (type?.status !== TICKET_STATUS.onSale)
        throw badRequest(`Ticket ${row.id} is not on sale for this event`);
      return { ticketTypeId: type.id, quantity: row.qty, type };
    }),
  );
  // Issue 18: sold out is known without touching the hot rows (a guest's booking was judged by
  // the route's preValidation hook, before its body was validated: sold-out-early.ts).
  if (options.actor)
    await refuseIfSoldOut(deps, options.soldOut, {
      eventId: event.id,
      ticketTypeIds: rows.map((row) => row.ticketTypeId),
      userId: options.actor.user.id,
    });
  // Issue 16: the answers and ticket holders, checked before any seat is held.
  const checkout = await checkBookingCheckout(deps, input);
  // Issue 15: the code and the event's fees and taxes, priced by the contract's one rule.
  const code = input.promo_code ? await findBookingCode(deps, event.id, input.promo_code) : null;
  const priced = priceBooking(rows, code, event);
  const totalMinor = priced.total_minor;
  const isFree = totalMinor === 0;
  // A method that cannot take the event's money is refused before any seat is held.
  if (!isFree && provider.currencies && !provider.currencies.includes(event.currency)) {
    const name = PAYMENT_METHOD_LABELS[input.payment_method];
    throw badRequest(
      `${name} is not available for events priced in ${event.currency}; it takes ${provider.currencies.join(', ')}`,
    );
  }
  const reference = createReference();
  const holdExpiresAt = new Date(Date.now() + deps.config.booking.holdMinutes * 60_000);
  const buyer = resolveBuyer(options.actor, input.details, deps.config.session);
  // The phone an M-Pesa prompt goes to is checked before any seat is held.
  const phone = !isFree && input.payment_method === 'mpesa' ? mpesaPhoneOf(buyer.msisdn) : null;
  if (buyer.userId !== null)
    await replaceUnpaidBookings(deps, buyer.userId, event.id, {
      origin: options.origin,
      log: options.log,
    });

  if (isFree) await limitFreeBookingMail(deps, options.clientAddress, buyer.email);

  // The simulator names its intent now, so the booking is written with it (one statement fewer).
  const namedIntentId = isFree ? null : (provider.newPaymentId?.() ?? null);
  // One lane per set of types and code: a batch then takes the same rows in the same order.
  const laneKey = `${event.id}:${rows.map((row) => row.ticketTypeId).join(',')}:${code?.id ?? ''}`;
  const booked = await options.lanes.book(laneKey, {
    eventId: event.id,
    items: rows.map((row) => ({
      ticketTypeId: row.ticketTypeId,
      quantity: row.quantity,
      unitPriceMinor: row.type.priceMinor,
      name: row.type.name,
      noOfPersons: row.type.noOfPersons,
      discountMinor:
        priced.lines.find((line) => line.ticket_type_id === row.ticketTypeId)?.discount_minor ?? 0,
    })),
    ...holdTermsOf(priced, code, event),
    buyer,
    reference,
    paymentMethod: isFree ? 'free' : input.payment_method,
    currency: event.currency,
    totalMinor,
    holdExpiresAt,
    intent: namedIntentId ? { provider: provider.id, id: namedIntentId } : null,
    clientAddress: options.clientAddress,
    caps: {
      heldPerBuyer: deps.config.booking.heldSeatsPerBuyer,
      heldPerAddress: deps.config.booking.heldSeatsPerAddress,
    },
    checkout,
  });
  if ('overCap' in booked) {
    throw new AppError('RATE_LIMITED', booked.overCap === 'buyer' ? HELD_BY_BUYER : HELD_FROM_ADDRESS);
  }
  if ('ruleBroken' in booked) {
    const { ruleBroken } = booked;
    const row = rows.find((candidate) => candidate.ticketTypeId === ruleBroken.ticketTypeId);
    throw saleRuleError(ruleBroken, row?.type.name ?? 'This ticket', await saleZoneOf(deps, event.id));
  }
  if ('codeRefused' in booked) {
    if (input.promo_code) deps.publicCache.forget(bookingCodeKey(event.id, input.promo_code));
    throw codeRefusedAtHold(booked.codeRefused);
  }
  if ('capacityLeft' in booked) {
    const refusal = capacityError(booked.capacityLeft);
    if (booked.capacityLeft === 0) await markFullEvent(deps.db, options.soldOut, event.id, refusal.message);
    throw refusal;
  }
  if ('questionsChanged' in booked) throw questionsChanged(deps, event.id);
  if ('eventNotOnSale' in booked || 'shortOfTicketTypeId' in booked) {
    deps.publicCache.forget(targetKey);
    if ('shortOfTicketTypeId' in booked)
      throw await soldOutError(deps, rows, booked.shortOfTicketTypeId, options.soldOut);
    // Unpublished or ended since it was read: say which, from a fresh read.
    bookable(await findBookingTarget(deps.db, input.event_id, ids));
    throw new AppError('CONFLICT', 'This event is no longer on sale');
  }
  const { bookingId } = booked;
  const token = buyer.guest?.token ?? null;

  if (isFree) {
    await confirmFreeBooking(deps, bookingId, options.origin);
    return { response: responseOf({ reference, event, priced, code, holdExpiresAt }, null), token };
  }

  let browser: BrowserStep;
  let clientSecret: string;
  try {
    const payment = await provider.createPayment({
      amountMinor: totalMinor,
      currency: event.currency,
      reference,
      idempotencyKey: `booking-${reference}`,
      ...(namedIntentId ? { id: namedIntentId } : {}),
      ...(phone ? { phone } : {}),
    });
    browser = payment.browser;
    clientSecret = clientSecretOf(browser);
    if (browser.method !== 'card') {
      // M-Pesa and PayPal bookings keep their own secret, and each payment they open (one per prompt).
      await setBookingPayment(deps.db, bookingId, {
        provider: provider.id,
        intentId: payment.id,
        clientSecret,
      });
      await insertAttempt(deps.db, {
        provider: provider.id,
        paymentId: payment.id,
        bookingId,
        msisdn: phone,
      });
    } else if (!namedIntentId) {
      await setBookingPayment(deps.db, bookingId, { provider: provider.id, intentId: payment.id });
    }
  } catch (error) {
    await releaseBookingHold(deps, bookingId, BOOKING_STATUS.cancelled);
    throw error instanceof AppError
      ? error
      : new AppError('UNAVAILABLE', 'The payment provider is unavailable. Please try again.');
  }
  return {
    response: responseOf(
      { reference, event, priced, code, holdExpiresAt },
      { provider, browser, clientSecret },
    ),
    token,
  };
}

/** The event can be booked: it exists, is published (not cancelled) and has not ended. */
function bookable(target: BookingTarget | null): BookingTarget {
  if (target?.event.status === EVENT_STATUS.cancelled) throw new AppError('CONFLICT', EVENT_CANCELLED);
  if (target?.event.status !== EVENT_STATUS.published) throw notFound('Event not found');
  if (target.event.hasEnded) throw badRequest('This event has ended');
  return target;
}
