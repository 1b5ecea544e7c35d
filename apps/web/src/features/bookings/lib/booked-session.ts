import type { BookingDraft, createBookingInput } from '@tiketi/contract/bookings';
import { BOOKING_STATUS, PAYMENT_METHODS, type PaymentMethod } from '@tiketi/contract/constants';
import type { z } from 'zod';
import { type HeldBooking, readBookingDraft, readHeldBooking } from '@/lib/checkout-state';
import { EMPTY_PAYMENT_INTENT, type PaymentIntentSecrets, type SessionState } from '@/lib/session';
import { toStored } from '@/lib/stored';

export type { CreatedBooking, HeldBooking } from '@/lib/checkout-state';

/** The body as sent: the server fills in what a signed-in buyer leaves out of `details`. */
export type BookingRequest = z.input<typeof createBookingInput>;

/**
 * The body of `POST v1/event/book`: spec 3 drops currency and total_price; only a guest sends
 * details (a signed-in buyer books with the account's own). For M-Pesa, `mpesaPhone` is the number
 * the buyer confirmed for the prompt: a guest's phone detail, or the only detail a signed-in buyer sends.
 * A code applied on the event page travels as `promo_code`.
 */
export function bookingRequestOf(draft: BookingDraft, isGuest: boolean, mpesaPhone?: string): BookingRequest {
  const phone = draft.payment_method === 'mpesa' && mpesaPhone ? mpesaPhone : draft.details.msisdn.trim();
  const base = {
    event_id: draft.event_id,
    tickets: draft.tickets.map(({ id, qty, price }) => ({ id, qty, price })),
    payment_method: draft.payment_method,
    // Issue 15: the code applied on the event page; the server prices the order with it again.
    ...(draft.promo_code ? { promo_code: draft.promo_code } : {}),
    // Issue 16: the answers and ticket holders, as the screen checked them.
    ...(draft.answers?.length ? { answers: draft.answers } : {}),
    ...(draft.holders?.length ? { holders: draft.holders } : {}),
  };
  if (isGuest) {
    return {
      ...base,
      details: {
        full_name: draft.details.full_name.trim(),
        msisdn: phone,
        email_address: draft.details.email_address.trim(),
      },
    };
  }
  return draft.payment_method === 'mpesa' && mpesaPhone ? { ...base, details: { msisdn: phone } } : base;
}

/** The buyer picked another payment method: the draft follows the choice (spec 3). */
export function chosenMethodSession(
  state: Pick<SessionState, 'booking'>,
  method: PaymentMethod,
): Partial<SessionState> {
  const draft = readBookingDraft(state.booking);
  return draft ? { booking: toStored({ ...draft, payment_method: method }) } : {};
}

/** A guest typed one of their details on the payment screen. */
export function guestDetailSession(
  state: Pick<SessionState, 'booking'>,
  key: keyof BookingDraft['details'],
  value: string,
): Partial<SessionState> {
  const draft = readBookingDraft(state.booking);
  return draft ? { booking: toStored({ ...draft, details: { ...draft.details, [key]: value } }) } : {};
}

/** The name the order is for: the guest's own, or the signed-in account's. */
export function buyerNameOf(state: Pick<SessionState, 'user_name'>, draft: BookingDraft, isGuest: boolean) {
  return isGuest ? draft.details.full_name.trim() : state.user_name;
}

/** The method whose slot of the payment intent holder keeps this booking's secret; null for a free booking. */
export function secretSlotOf(created: HeldBooking['created']): PaymentMethod | null {
  const method = created.payment_method;
  return (PAYMENT_METHODS as readonly string[]).includes(method) ? (method as PaymentMethod) : null;
}

/**
 * The session after a booking call (spec 3 and 4): the client secret in its method's slot (none
 * for a free booking; one booking is held at a time, so the other slots are emptied), the buyer's
 * name and the held booking. A new guest's token comes in the `auth` header:
 * it is kept as the guest token of this one booking, for its payment and success screens, and never
 * becomes the session of a signed-in person (the next person at this browser must not inherit it).
 */
export function bookedSession(
  held: HeldBooking,
  options: { token: string | null; buyerName: string },
): Partial<SessionState> {
  const slot = secretSlotOf(held.created);
  return {
    payment_intent: {
      ...EMPTY_PAYMENT_INTENT,
      ...(slot ? { [slot]: held.created.client_secret ?? '' } : {}),
    },
    buyer_name: options.buyerName,
    dump: toStored(held),
    ...(options.token ? { guestToken: options.token } : {}),
  };
}

/**
 * 'Not you?' on a guest's payment screen: the details, the guest token and the booking held under
 * them are forgotten, so the next person starts with empty details.
 */
export function forgottenGuestSession(state: Pick<SessionState, 'booking'>) {
  const draft = readBookingDraft(state.booking);
  return {
    // Issue 16: the ticket names and answers were theirs too.
    booking: draft
      ? toStored({
          ...draft,
          details: { full_name: '', msisdn: '', email_address: '' },
          answers: undefined,
          holders: undefined,
        })
      : null,
    guestToken: '',
    buyer_name: '',
    dump: null,
    payment_intent: { ...EMPTY_PAYMENT_INTENT },
  } satisfies Partial<SessionState>;
}

/** 'Not you?' for a signed-in attendee: the account leaves this browser; the order stays, with empty details. */
export function signedOutBuyerSession(state: Pick<SessionState, 'booking'>) {
  return {
    ...forgottenGuestSession(state),
    tokenKey: '',
    authenticated: false,
    accountType: 'user',
    user_name: '',
    msisdn: '',
  } satisfies Partial<SessionState>;
}

/**
 * The held booking when the session also holds its secret in its method's slot (spec 4's "existing
 * secret"), whatever its method; null otherwise.
 */
export function heldPaymentOf(held: HeldBooking | null, secrets: PaymentIntentSecrets): HeldBooking | null {
  const slot = held ? secretSlotOf(held.created) : null;
  if (!held || !slot || !secrets[slot]) return null;
  return held.created.client_secret === secrets[slot] ? held : null;
}

/** The held booking, when it is paid with this method. */
export function heldBookingFor(
  held: HeldBooking | null,
  secrets: PaymentIntentSecrets,
  method: PaymentMethod,
): HeldBooking | null {
  const payment = heldPaymentOf(held, secrets);
  return payment?.created.payment_method === method ? payment : null;
}

/** True when this client secret is the one this browser holds for its booking, in any method's slot. */
export function holdsSecret(secrets: PaymentIntentSecrets, clientSecret: string): boolean {
  return clientSecret !== '' && Object.values(secrets).includes(clientSecret);
}

/** The free booking with this reference, when this browser made it. */
export function freeBookingOf(held: HeldBooking | null, bookingId: string): HeldBooking | null {
  return held && held.created.status === BOOKING_STATUS.paid && held.created.booking_id === bookingId
    ? held
    : null;
}

/**
 * Once the success screen sees this payment paid, its draft, secret and held booking have served
 * their purpose: going back to the payment screen must not offer to pay again.
 */
export function paidSession(
  state: Pick<SessionState, 'payment_intent'>,
  clientSecret: string,
): Partial<SessionState> {
  if (!holdsSecret(state.payment_intent, clientSecret)) return {};
  return { booking: null, dump: null, payment_intent: { ...EMPTY_PAYMENT_INTENT } };
}

/**
 * A free booking is confirmed at once: its draft goes (the held booking stays, for the
 * confirmation to list), so the payment screen cannot book it a second time.
 */
export function freeBookedSession(
  state: Pick<SessionState, 'dump'>,
  bookingId: string,
): Partial<SessionState> {
  return freeBookingOf(readHeldBooking(state.dump), bookingId) ? { booking: null } : {};
}

/** The hold ran out or was given back: drop the booking and its secret, so the next Proceed books again. */
export function releasedSession(): Partial<SessionState> {
  return { dump: null, payment_intent: { ...EMPTY_PAYMENT_INTENT } };
}

/** A new M-Pesa prompt may hold the seats longer: the held booking keeps the new end of its hold. */
export function extendedHoldSession(
  state: Pick<SessionState, 'dump'>,
  clientSecret: string,
  expiresAt: string,
): Partial<SessionState> {
  const held = readHeldBooking(state.dump);
  if (!held || held.created.client_secret !== clientSecret) return {};
  return { dump: toStored({ ...held, created: { ...held.created, expires_at: expiresAt } }) };
}
