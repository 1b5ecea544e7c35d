import { describe, expect, it } from 'vitest';
import { checkoutOf } from './checkout-state';
import { createSessionStore, normalizeSession } from './session';

const created = {
  booking_id: 'TK-ABCDEFGHJK',
  client_secret: 'sim_pi_Abc_secret_Xyz',
  status: 0,
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
};
const summary = { title: 'Jazz', start_time: null, location: null, lines: [], total: 70 };
const draft = {
  event_id: 7,
  currency: 'USD',
  tickets: [{ id: 1, qty: 2, price: 35 }],
  payment_method: 'card',
  details: { full_name: 'Amina', msisdn: '+254700000001', email_address: 'amina@example.com' },
  total_price: 70,
};

/** A session as the browser stored it: JSON text, read back by the store. */
function storedSession(value: unknown) {
  const storage = new Map<string, string>([['k', JSON.stringify(value)]]);
  return createSessionStore(
    { getItem: (key) => storage.get(key) ?? null, setItem: (key, text) => storage.set(key, text) },
    'k',
  ).get();
}

describe('checkoutOf', () => {
  it('reads the draft, the held booking, the secret and the guest token back from storage', () => {
    const state = storedSession({
      booking: draft,
      dump: { created, summary },
      payment_intent: { card: created.client_secret },
      guestToken: 'guest',
      buyer_name: 'Amina',
    });
    expect(checkoutOf(state)).toEqual({
      draft,
      bookedEvent: null,
      held: { created, summary },
      secrets: { mpesa: '', paypal: '', card: created.client_secret },
      bookingToken: 'guest',
      buyerName: 'Amina',
    });
  });

  it('treats a stale or corrupt stored value as missing', () => {
    const state = storedSession({
      booking: { ...draft, tickets: 'two' },
      dump: { created: { ...created, provider: 'carrier-pigeon' }, summary },
      event: { kind: 'organizer-event', flow: 'create', title: 'Not a booked event' },
    });
    const checkout = checkoutOf(state);
    expect(checkout.draft).toBeNull();
    expect(checkout.held).toBeNull();
    expect(checkout.bookedEvent).toBeNull();
  });

  it('keeps only records in the stored slots', () => {
    const state = normalizeSession({ booking: 'draft', dump: [1, 2], event: 3, data: true });
    expect(state).toMatchObject({ booking: null, dump: null, event: null, data: null });
  });
});
