import type { BookingDraft, CreateBookingInput } from '@tiketi/contract/bookings';
import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { type HeldBooking, readBookingDraft, readHeldBooking } from '@/lib/checkout-state';
import type { SessionState } from '@/lib/session';
import { toStored } from '@/lib/stored';

export type { CreatedBooking, HeldBooking } from '@/lib/checkout-state';

/**
 * The body of `POST v1/event/book`: spec 3 drops currency and total_price; only a guest sends
 * details (a signed-in buyer books with the account's own).
 */
export function bookingRequestOf(draft: BookingDraft, isGuest: boolean): CreateBookingInput {
  return {
    event_id: draft.event_id,
    tickets: draft.tickets.map(({ id, qty, price }) => ({ id, qty, price })),
    payment_method: draft.payment_method,
    ...(isGuest
      ? {
          details: {
            full_name: draft.details.full_name.trim(),
            msisdn: draft.details.msisdn.trim(),
            email_address: draft.details.email_address.trim(),
          },
        }
      : {}),
  };
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

/**
 * The session after a booking call (spec 3 and 4): the card's client secret (none for a free
 * booking), the buyer's name and the held booking. A new guest's token comes in the `auth` header:
 * it is kept as the guest token of this one booking, for its payment and success screens, and never
 * becomes the session of a signed-in person (the next person at this browser must not inherit it).
 */
export function bookedSession(
  state: Pick<SessionState, 'payment_intent'>,
  held: HeldBooking,
  options: { token: string | null; buyerName: string },
): Partial<SessionState> {
  return {
    payment_intent: { ...state.payment_intent, card: held.created.client_secret ?? '' },
    buyer_name: options.buyerName,
    dump: toStored(held),
    ...(options.token ? { guestToken: options.token } : {}),
  };
}

/**
 * 'Not you?' on a guest's payment screen: the details, the guest token and the booking held under
 * them are forgotten, so the next person starts with empty details.
 */
export function forgottenGuestSession(state: Pick<SessionState, 'booking' | 'payment_intent'>) {
  const draft = readBookingDraft(state.booking);
  return {
    booking: draft ? toStored({ ...draft, details: { full_name: '', msisdn: '', email_address: '' } }) : null,
    guestToken: '',
    buyer_name: '',
    dump: null,
    payment_intent: { ...state.payment_intent, card: '' },
  } satisfies Partial<SessionState>;
}

/** 'Not you?' for a signed-in attendee: the account leaves this browser; the order stays, with empty details. */
export function signedOutBuyerSession(state: Pick<SessionState, 'booking' | 'payment_intent'>) {
  return {
    ...forgottenGuestSession(state),
    tokenKey: '',
    authenticated: false,
    accountType: 'user',
    user_name: '',
    msisdn: '',
  } satisfies Partial<SessionState>;
}

/** The booking behind the card's client secret, when the session holds both (spec 4's "existing secret"). */
export function heldCardBookingOf(held: HeldBooking | null, cardSecret: string): HeldBooking | null {
  if (!cardSecret) return null;
  return held && held.created.client_secret === cardSecret ? held : null;
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
  if (state.payment_intent.card !== clientSecret) return {};
  return { booking: null, dump: null, payment_intent: { mpesa: '', paypal: '', card: '' } };
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

/** The hold ran out: drop the secret, so the next Proceed books again. */
export function releasedSession(state: Pick<SessionState, 'payment_intent'>): Partial<SessionState> {
  return { dump: null, payment_intent: { ...state.payment_intent, card: '' } };
}
