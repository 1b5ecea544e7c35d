import type { BookingDraft } from '@tiketi/contract/bookings';
import { describe, expect, it } from 'vitest';
import { readBookingDraft, readHeldBooking } from '../../../lib/checkout-state';
import { bookingTokenOf, createSessionStore, hasToken } from '../../../lib/session';
import { toStored } from '../../../lib/stored';
import {
  bookedSession,
  bookingRequestOf,
  buyerNameOf,
  forgottenGuestSession,
  freeBookedSession,
  freeBookingOf,
  type HeldBooking,
  heldBookingFor,
  paidSession,
  releasedSession,
  signedOutBuyerSession,
} from './booked-session';

const draft: BookingDraft = {
  event_id: 7,
  currency: 'USD',
  tickets: [
    { id: 1, qty: 2, price: 15 },
    { id: 3, qty: 1, price: 40 },
  ],
  payment_method: 'card',
  details: { full_name: ' Amina Njeri ', msisdn: '+254700000001 ', email_address: 'amina@example.com' },
  total_price: 70,
};

const secret = 'sim_pi_Abc_secret_Xyz';

const held: HeldBooking = {
  created: {
    booking_id: 'TK-ABCDEFGHJK',
    client_secret: secret,
    status: 1,
    currency: 'USD',
    total_price: 70,
    expires_at: '2026-05-01T10:15:00.000Z',
    provider: 'simulated',
    payment_method: 'card',
    msisdn: null,
    approval_url: null,
    publishable_key: null,
    subtotal: 70,
    discount: 0,
    promo_code: null,
    fee: 0,
    tax: 0,
    tax_name: null,
    tax_rate: null,
    tax_mode: null,
  },
  summary: {
    title: 'Sunset Jazz',
    start_time: '2026-05-01T17:00:00.000Z',
    location: 'Terrace',
    lines: [{ id: 1, name: 'Regular', no_of_persons: 1, qty: 2, price: 15, subtotal: 30 }],
    total: 70,
  },
};

const free: HeldBooking = {
  ...held,
  created: { ...held.created, client_secret: null, status: 2, total_price: 0, provider: 'none' },
};

describe('bookingRequestOf', () => {
  it('drops currency and total_price, and sends trimmed details for a guest', () => {
    expect(bookingRequestOf(draft, true)).toEqual({
      event_id: 7,
      tickets: [
        { id: 1, qty: 2, price: 15 },
        { id: 3, qty: 1, price: 40 },
      ],
      payment_method: 'card',
      details: { full_name: 'Amina Njeri', msisdn: '+254700000001', email_address: 'amina@example.com' },
    });
  });

  it('sends no details for a signed-in buyer', () => {
    expect(bookingRequestOf(draft, false)).not.toHaveProperty('details');
  });
});

describe('buyerNameOf', () => {
  it("is the guest's name or the account's", () => {
    expect(buyerNameOf({ user_name: 'Kofi Mensah' }, draft, true)).toBe('Amina Njeri');
    expect(buyerNameOf({ user_name: 'Kofi Mensah' }, draft, false)).toBe('Kofi Mensah');
  });
});

describe('bookedSession', () => {
  it("stores the card secret, the buyer, the held booking and the guest's booking token", () => {
    const store = createSessionStore(null, 'k');
    store.update({ booking: toStored(draft) });
    store.update(bookedSession(held, { token: 'guest-token', buyerName: 'Amina Njeri' }));
    const state = store.get();
    expect(state.payment_intent).toEqual({ mpesa: '', paypal: '', card: secret });
    expect(state.buyer_name).toBe('Amina Njeri');
    expect(readBookingDraft(state.booking)).toEqual(draft);
    expect(heldBookingFor(readHeldBooking(state.dump), state.payment_intent, 'card')).toEqual(held);
    // The guest reaches their own booking, but is not signed in: the next person is not them.
    expect(bookingTokenOf(state)).toBe('guest-token');
    expect(hasToken(state)).toBe(false);
    expect(state).toMatchObject({ tokenKey: '', authenticated: false, user_name: '', msisdn: '' });
  });

  it('keeps an existing session when no token comes back', () => {
    const store = createSessionStore(null, 'k');
    store.update({ tokenKey: 'org', authenticated: true, accountType: 'organizer', user_name: 'Org Owner' });
    store.update(bookedSession(held, { token: null, buyerName: 'Org Owner' }));
    expect(store.get()).toMatchObject({ tokenKey: 'org', accountType: 'organizer', user_name: 'Org Owner' });
    expect(bookingTokenOf(store.get())).toBe('org');
  });

  it('holds no card secret for a free booking', () => {
    const patch = bookedSession(free, {
      token: null,
      buyerName: 'A',
    });
    expect(patch.payment_intent?.card).toBe('');
    expect(freeBookingOf(readHeldBooking(patch.dump ?? null), 'TK-ABCDEFGHJK')).toEqual(free);
  });
});

describe("'Not you?'", () => {
  it("forgets a guest's details, token and held booking, and keeps the order", () => {
    const store = createSessionStore(null, 'k');
    store.update({
      booking: toStored({
        ...draft,
        answers: [{ question_id: 4, value: 'Radio' }],
        holders: [{ ticket_id: 1, name: 'Amina Njeri', email: '', answers: [] }],
      }),
    });
    store.update(bookedSession(held, { token: 'guest-token', buyerName: 'Amina Njeri' }));
    store.update(forgottenGuestSession);
    const state = store.get();
    expect(readBookingDraft(state.booking)?.tickets).toEqual(draft.tickets);
    // Issue 16: the ticket names and answers go with the person.
    expect(readBookingDraft(state.booking)?.holders).toBeUndefined();
    expect(readBookingDraft(state.booking)?.answers).toBeUndefined();
    expect(readBookingDraft(state.booking)?.details).toEqual({
      full_name: '',
      msisdn: '',
      email_address: '',
    });
    expect(bookingTokenOf(state)).toBe('');
    expect(heldBookingFor(readHeldBooking(state.dump), state.payment_intent, 'card')).toBeNull();
    expect(state.buyer_name).toBe('');
  });

  it('signs an attendee out here and keeps the order for the person at the screen', () => {
    const store = createSessionStore(null, 'k');
    store.update({
      booking: toStored(draft),
      tokenKey: 'att',
      authenticated: true,
      user_name: 'Amina',
      msisdn: '+2547',
    });
    store.update(signedOutBuyerSession);
    const state = store.get();
    expect(hasToken(state)).toBe(false);
    expect(state).toMatchObject({ user_name: '', msisdn: '', authenticated: false });
    expect(readBookingDraft(state.booking)?.event_id).toBe(7);
  });
});

describe('heldBookingFor, heldPaymentOf and freeBookingOf', () => {
  const cardSlot = (card: string) => ({ mpesa: '', paypal: '', card });

  it('match only the held secret or reference', () => {
    expect(heldBookingFor(held, cardSlot('sim_pi_Other_secret_1'), 'card')).toBeNull();
    expect(heldBookingFor(held, cardSlot(''), 'card')).toBeNull();
    expect(heldBookingFor(null, cardSlot(secret), 'card')).toBeNull();
    expect(heldBookingFor(held, cardSlot(secret), 'card')).toEqual(held);
    expect(freeBookingOf(free, 'TK-ABCDEFGHJK')).toEqual(free);
    expect(freeBookingOf(free, 'TK-OTHER')).toBeNull();
    expect(freeBookingOf(held, 'TK-ABCDEFGHJK')).toBeNull();
  });
});

describe('paidSession, freeBookedSession and releasedSession', () => {
  it('drops the draft of the free booking this browser made', () => {
    expect(freeBookedSession({ dump: toStored(free) }, 'TK-ABCDEFGHJK')).toEqual({ booking: null });
    expect(freeBookedSession({ dump: toStored(free) }, 'TK-OTHER')).toEqual({});
    expect(freeBookedSession({ dump: toStored(held) }, 'TK-ABCDEFGHJK')).toEqual({});
  });

  it('clears the draft once its own payment is paid', () => {
    const intent = { mpesa: '', paypal: '', card: secret };
    expect(paidSession({ payment_intent: intent }, secret)).toEqual({
      booking: null,
      dump: null,
      payment_intent: { mpesa: '', paypal: '', card: '' },
    });
    expect(paidSession({ payment_intent: intent }, 'sim_pi_Other_secret_1')).toEqual({});
  });

  it('forgets the booking and secret of a hold that ran out', () => {
    expect(releasedSession()).toEqual({ dump: null, payment_intent: { mpesa: '', paypal: '', card: '' } });
  });

  it('clears the draft once an M-Pesa or PayPal payment is paid', () => {
    const intent = { mpesa: 'bk_mpesa_secret', paypal: '', card: '' };
    expect(paidSession({ payment_intent: intent }, 'bk_mpesa_secret')).toMatchObject({ booking: null });
    expect(paidSession({ payment_intent: intent }, '')).toEqual({});
  });
});
