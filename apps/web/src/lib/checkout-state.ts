import { type BookingDraft, bookingDraft } from '@tiketi/contract/bookings';
import { type EventDetail, eventDetail } from '@tiketi/contract/events';
import { type AppliedCode, appliedCode } from '@tiketi/contract/promo-codes';
import { useMemo } from 'react';
import type { z } from 'zod';
import { type HeldBooking, heldBooking } from './checkout-schemas';
import {
  bookingTokenOf,
  EMPTY_PAYMENT_INTENT,
  type PaymentIntentSecrets,
  type SessionState,
} from './session';
import { toStored } from './stored';
import { useSession } from './use-session';

export type { CreatedBooking, HeldBooking, OrderLine, OrderSummary } from './checkout-schemas';

/**
 * The one owner of checkout state (spec 3 and 4): the booking draft, the copy of the event being
 * booked, the booking held after Proceed, its client secret (one slot per method), the guest token and the buyer's
 * name. They are kept in the session (storage keys `booking`, `event`, `dump`, `payment_intent`,
 * `guestToken`, `buyer_name`); every read goes through these schemas, so a stale or corrupt stored
 * value counts as missing instead of crashing a screen.
 */

function parsed<T>(schema: z.ZodType<T>, stored: unknown): T | null {
  const result = schema.safeParse(stored);
  return result.success ? result.data : null;
}

/** The booking draft the event page left, or null. */
export const readBookingDraft = (stored: SessionState['booking']): BookingDraft | null =>
  parsed(bookingDraft, stored);

/** The booking held after Proceed, or null. */
export const readHeldBooking = (stored: SessionState['dump']): HeldBooking | null =>
  parsed(heldBooking, stored);

/** The copy of the event being booked (for ticket names), or null (or an organizer's held event). */
export const readBookedEvent = (stored: SessionState['event']): EventDetail | null =>
  parsed(eventDetail, stored);

/** The code applied on the event page, when it is the one the draft carries; else null. */
export function readAppliedCode(
  stored: SessionState['applied_code'],
  draft: Pick<BookingDraft, 'promo_code'> | null,
): AppliedCode | null {
  const code = parsed(appliedCode, stored);
  return code && draft?.promo_code === code.code ? code : null;
}

export interface CheckoutState {
  draft: BookingDraft | null;
  bookedEvent: EventDetail | null;
  /** Issue 15: the draft's code, with its discount, to price the order as the event page did. */
  appliedCode: AppliedCode | null;
  held: HeldBooking | null;
  /** The held booking's client secret, in the slot of its method; the other slots are ''. */
  secrets: PaymentIntentSecrets;
  /** The token for calls about this booking: the account's, else the guest's. */
  bookingToken: string;
  buyerName: string;
}

/** The checkout state of a session, checked. */
export function checkoutOf(state: SessionState): CheckoutState {
  return {
    draft: readBookingDraft(state.booking),
    bookedEvent: readBookedEvent(state.event),
    appliedCode: readAppliedCode(state.applied_code, readBookingDraft(state.booking)),
    held: readHeldBooking(state.dump),
    secrets: state.payment_intent,
    bookingToken: bookingTokenOf(state),
    buyerName: state.buyer_name,
  };
}

/** The checkout state for a screen; parsed again only when one of its stored values changes. */
export function useCheckout(): CheckoutState {
  const booking = useSession((s) => s.booking);
  const event = useSession((s) => s.event);
  const code = useSession((s) => s.applied_code);
  const dump = useSession((s) => s.dump);
  const secrets = useSession((s) => s.payment_intent);
  const bookingToken = useSession(bookingTokenOf);
  const buyerName = useSession((s) => s.buyer_name);
  const draft = useMemo(() => readBookingDraft(booking), [booking]);
  const bookedEvent = useMemo(() => readBookedEvent(event), [event]);
  const applied = useMemo(() => readAppliedCode(code, draft), [code, draft]);
  const held = useMemo(() => readHeldBooking(dump), [dump]);
  return { draft, bookedEvent, appliedCode: applied, held, secrets, bookingToken, buyerName };
}

/**
 * Book on an event page starts a new order: its draft and a copy of the event (for ticket names;
 * with the types a code unlocked), and the applied code (issue 15). A guest token and secret left
 * by the last buyer are not reused.
 */
export function startedCheckout(
  draft: BookingDraft,
  event: EventDetail,
  code: AppliedCode | null = null,
): Partial<SessionState> {
  return {
    booking: toStored(draft),
    event: toStored(event),
    applied_code: code ? toStored(code) : null,
    payment_intent: { ...EMPTY_PAYMENT_INTENT },
    guestToken: '',
  };
}
