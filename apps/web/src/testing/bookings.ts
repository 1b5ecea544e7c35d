import type { BookingDraft } from '@tiketi/contract/bookings';
import type { PaymentMethod } from '@tiketi/contract/constants';
import { paymentMethodsFor } from '@tiketi/contract/payments';
import type { CreatedBooking } from '@/lib/checkout-state';
import type { SessionState } from '@/lib/session';
import { asStored } from '@/lib/stored';

/** The payment screens' test data: drafts as the event page leaves them, and booking answers. */

/** A draft for two tickets at 1,500 in `currency`, paid with its first method, as the event page leaves it. */
export function draftIn(currency: string, overrides: Partial<BookingDraft> = {}): BookingDraft {
  return {
    event_id: 7,
    currency,
    tickets: [{ id: 1, qty: 2, price: 1500 }],
    payment_method: paymentMethodsFor(currency)[0] ?? 'card',
    details: { full_name: 'Otieno Kamau', msisdn: '0712 345 678', email_address: 'otieno@example.com' },
    total_price: 3000,
    ...overrides,
  };
}

/** A guest on the payment screen with this draft. */
export function guestWith(draft: BookingDraft): Partial<SessionState> {
  return { booking: asStored(draft) };
}

/** The 201 of the booking call for a method. */
export function createdFor(method: PaymentMethod, overrides: Partial<CreatedBooking> = {}): CreatedBooking {
  const base: CreatedBooking = {
    booking_id: 'TK-ABCDEFGHJK',
    client_secret: 'sim_pi_Abc_secret_Xyz',
    status: 1,
    currency: 'USD',
    total_price: 3000,
    expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    provider: 'simulated',
    payment_method: method,
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
  };
  if (method === 'mpesa') {
    return {
      ...base,
      client_secret: 'bk_mpesa_SeCrEt123',
      currency: 'KES',
      provider: 'mpesa-simulated',
      msisdn: '254712345678',
      ...overrides,
    };
  }
  if (method === 'paypal') {
    return {
      ...base,
      client_secret: 'SIMPP-ORDER123',
      provider: 'paypal-simulated',
      approval_url: '/simulated-paypal?token=SIMPP-ORDER123',
      ...overrides,
    };
  }
  return { ...base, ...overrides };
}

/** A booking as `POST v1/booking/retrieve` answers it. */
export function retrievedBooking(
  method: 'mpesa' | 'paypal' | 'card',
  payment_status: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    booking_id: 'TK-ABCDEFGHJK',
    status: payment_status === 'paid' ? 2 : 1,
    payment_method: method,
    payment_status,
    payment_reference: null,
    msisdn: method === 'mpesa' ? '254712345678' : null,
    expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    currency: method === 'mpesa' ? 'KES' : 'USD',
    price: 3000,
    // A booking with no code, fee or tax: its subtotal is its price.
    subtotal: 3000,
    discount: 0,
    promo_code: null,
    fee: 0,
    tax: 0,
    tax_name: null,
    tax_rate: null,
    tax_mode: null,
    buyer_name: 'Otieno Kamau',
    tickets: [{ name: 'Regular', no_of_persons: 1, price_per_ticket: 1500, quantity: 2 }],
    event: {
      id: 7,
      title: 'Nairobi Nights',
      start_time: '2027-05-01T18:00:00.000Z',
      end_time: '2027-05-01T22:00:00.000Z',
      time_zone: 'UTC',
      location: 'Kenya National Theatre',
    },
    ...overrides,
  };
}
