import type { BookingDraft } from '@tiketi/contract/bookings';
import { describe, expect, it } from 'vitest';
import { readBookingDraft, readHeldBooking } from '../../../lib/checkout-state';
import { toStored } from '../../../lib/stored';
import {
  bookedSession,
  bookingRequestOf,
  chosenMethodSession,
  extendedHoldSession,
  type HeldBooking,
  heldBookingFor,
  heldPaymentOf,
  holdsSecret,
} from './booked-session';

// The session of an order paid by M-Pesa or PayPal: the secret's slot, the number sent, the choice kept.

const draft: BookingDraft = {
  event_id: 7,
  currency: 'KES',
  tickets: [{ id: 1, qty: 2, price: 1500 }],
  payment_method: 'card',
  details: { full_name: ' Amina Njeri ', msisdn: '0700 000 001', email_address: 'amina@example.com' },
  total_price: 3000,
};

const held: HeldBooking = {
  created: {
    booking_id: 'TK-ABCDEFGHJK',
    client_secret: 'sim_pi_Abc_secret_Xyz',
    status: 1,
    currency: 'KES',
    total_price: 3000,
    expires_at: '2026-05-01T10:15:00.000Z',
    provider: 'simulated',
    payment_method: 'card',
    msisdn: null,
    approval_url: null,
    publishable_key: null,
    subtotal: 3000,
    discount: 0,
    promo_code: null,
    fee: 0,
    tax: 0,
    tax_name: null,
    tax_rate: null,
    tax_mode: null,
  },
  summary: { title: 'Sunset Jazz', start_time: null, location: null, lines: [], total: 3000 },
};

describe('M-Pesa and PayPal in the session', () => {
  const mpesaHeld: HeldBooking = {
    ...held,
    created: {
      ...held.created,
      client_secret: 'bk_mpesa_secret',
      currency: 'KES',
      provider: 'mpesa-simulated',
      payment_method: 'mpesa',
      msisdn: '254712345678',
    },
  };

  it('sends the confirmed M-Pesa number as the guest phone, or as the only detail of a signed-in buyer', () => {
    const mpesaDraft = { ...draft, payment_method: 'mpesa' as const };
    expect(bookingRequestOf(mpesaDraft, true, '254712345678').details).toEqual({
      full_name: 'Amina Njeri',
      msisdn: '254712345678',
      email_address: 'amina@example.com',
    });
    expect(bookingRequestOf(mpesaDraft, false, '254712345678').details).toEqual({ msisdn: '254712345678' });
    // Another method ignores the number: a signed-in card buyer sends no details at all.
    expect(bookingRequestOf(draft, false, '254712345678')).not.toHaveProperty('details');
  });

  it('keeps the secret in the slot of the booking method, and only that one', () => {
    const patch = bookedSession(mpesaHeld, {
      token: null,
      buyerName: 'A',
    });
    const intent = patch.payment_intent ?? { mpesa: '', paypal: '', card: '' };
    expect(intent).toEqual({ mpesa: 'bk_mpesa_secret', paypal: '', card: '' });
    expect(heldPaymentOf(mpesaHeld, intent)).toEqual(mpesaHeld);
    expect(heldBookingFor(mpesaHeld, intent, 'mpesa')).toEqual(mpesaHeld);
    expect(heldBookingFor(mpesaHeld, intent, 'card')).toBeNull();
    expect(holdsSecret(intent, 'bk_mpesa_secret')).toBe(true);
    expect(holdsSecret(intent, '')).toBe(false);
  });

  it('makes the draft follow the chosen method', () => {
    const patch = chosenMethodSession({ booking: toStored(draft) }, 'paypal');
    expect(readBookingDraft(patch.booking ?? null)?.payment_method).toBe('paypal');
    expect(chosenMethodSession({ booking: null }, 'paypal')).toEqual({});
  });

  it('keeps the new end of the hold of the same booking only', () => {
    const later = '2026-05-01T10:25:00.000Z';
    const patch = extendedHoldSession({ dump: toStored(mpesaHeld) }, 'bk_mpesa_secret', later);
    expect(readHeldBooking(patch.dump ?? null)?.created.expires_at).toBe(later);
    expect(extendedHoldSession({ dump: toStored(mpesaHeld) }, 'other', later)).toEqual({});
  });
});
