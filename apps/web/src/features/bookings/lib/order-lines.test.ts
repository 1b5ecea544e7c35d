import type { BookingDraft } from '@tiketi/contract/bookings';
import type { EventDetail } from '@tiketi/contract/events';
import { describe, expect, it } from 'vitest';
import { NO_FEES_OR_TAXES, PLAIN_SALE_TERMS } from '@/testing/ticket-types';
import {
  formatAmountWithCode,
  hasGuestDetails,
  isFreeOrder,
  orderSummaryOf,
  paidRowsOf,
  summaryRowsOf,
} from './order-lines';

const draft: BookingDraft = {
  event_id: 7,
  currency: 'USD',
  tickets: [
    { id: 1, qty: 2, price: 19.99 },
    { id: 2, qty: 1, price: 0.1 },
  ],
  payment_method: 'card',
  details: { full_name: '', msisdn: '', email_address: '' },
  total_price: 40.08,
};

const ticket = (id: number, name: string, no_of_persons: number) => ({
  id,
  name,
  no_of_persons,
  status: 1,
  currency: 'USD',
  price_per_ticket: 1,
  max_tickets: 10,
  available: 10,
  ...PLAIN_SALE_TERMS,
});

const event: EventDetail = {
  checkout: { questions: [], ticket_names: 'off', ticket_emails: 'off' },
  sales: NO_FEES_OR_TAXES,
  id: 7,
  title: 'Jazz on the Lawn',
  slug: 'jazz-on-the-lawn',
  image: null,
  image_srcset: null,
  short_description: 'Live jazz',
  full_description: 'Live jazz all evening',
  organizer: 'Blue Notes',
  organizer_id: 3,
  organizer_slug: 'blue-notes',
  category: 'Music',
  category_id: 2,
  start_time: '2026-05-01T17:00:00Z',
  end_time: '2026-05-01T22:00:00Z',
  time_zone: 'UTC',
  location: 'Arboretum, Nairobi',
  currency: 'USD',
  status: 1,
  tickets_bought: 0,
  max_tickets: 100,
  coordinates: null,
  tickets: [ticket(1, 'Regular', 1), ticket(2, 'Couple', 2)],
  max_tickets_per_booking: 20,
};

describe('orderSummaryOf', () => {
  it('names each row from the stored event and totals in minor units', () => {
    const summary = orderSummaryOf(draft, event);
    expect(summary.title).toBe('Jazz on the Lawn');
    expect(summary.location).toBe('Arboretum, Nairobi');
    expect(summary.end_time).toBe('2026-05-01T22:00:00Z');
    expect(summary.lines).toEqual([
      { id: 1, name: 'Regular', no_of_persons: 1, qty: 2, price: 19.99, subtotal: 39.98 },
      { id: 2, name: 'Couple', no_of_persons: 2, qty: 1, price: 0.1, subtotal: 0.1 },
    ]);
    expect(summary.total).toBe(40.08);
  });

  it('still lists the rows when the stored event is missing or another one', () => {
    for (const stored of [null, { ...event, id: 8 }]) {
      const summary = orderSummaryOf(draft, stored);
      expect(summary.title).toBe('Your booking');
      expect(summary.lines.map((line) => line.name)).toEqual(['Ticket #1', 'Ticket #2']);
      expect(summary.total).toBe(40.08);
    }
  });
});

describe('isFreeOrder', () => {
  it('is true only when every row costs nothing', () => {
    expect(isFreeOrder({ tickets: [{ id: 1, qty: 3, price: 0 }] })).toBe(true);
    expect(isFreeOrder(draft)).toBe(false);
    expect(
      isFreeOrder({
        tickets: [
          { id: 1, qty: 3, price: 0 },
          { id: 2, qty: 1, price: 0.01 },
        ],
      }),
    ).toBe(false);
  });
});

describe('hasGuestDetails', () => {
  it('needs all three details, with no format check', () => {
    expect(hasGuestDetails({ full_name: 'A', email_address: 'not-an-email', msisdn: '1' })).toBe(true);
    expect(hasGuestDetails({ full_name: 'A', email_address: 'a@b.c', msisdn: '' })).toBe(false);
    expect(hasGuestDetails({ full_name: '  ', email_address: 'a@b.c', msisdn: '1' })).toBe(false);
  });
});

describe('formatAmountWithCode', () => {
  it('shows the currency code and two decimals', () => {
    expect(formatAmountWithCode(40.08, 'USD')).toBe('USD 40.08');
    expect(formatAmountWithCode(1500, 'USD')).toBe('USD 1,500.00');
  });

  it('shows a KES total in whole shillings', () => {
    expect(formatAmountWithCode(3000, 'KES')).toBe('KES 3,000');
  });
});

describe('paidRowsOf and summaryRowsOf', () => {
  it('lists a retrieved booking with subtotals in minor units', () => {
    expect(
      paidRowsOf({
        currency: 'USD',
        tickets: [
          { name: 'Regular', no_of_persons: 1, price_per_ticket: 19.99, quantity: 3 },
          { name: 'Couple', no_of_persons: 2, price_per_ticket: 0.1, quantity: 1 },
        ],
      }),
    ).toEqual([
      { name: 'Regular', no_of_persons: 1, price: 19.99, quantity: 3, subtotal: 59.97 },
      { name: 'Couple', no_of_persons: 2, price: 0.1, quantity: 1, subtotal: 0.1 },
    ]);
  });

  it('lists the order the payment screen showed', () => {
    expect(summaryRowsOf(orderSummaryOf(draft, event))).toEqual([
      { name: 'Regular', no_of_persons: 1, price: 19.99, quantity: 2, subtotal: 39.98 },
      { name: 'Couple', no_of_persons: 2, price: 0.1, quantity: 1, subtotal: 0.1 },
    ]);
  });
});
