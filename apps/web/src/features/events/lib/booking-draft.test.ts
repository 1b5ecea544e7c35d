import type { TicketType } from '@tiketi/contract/events';
import { describe, expect, it } from 'vitest';
import { formatShortDateTime } from '@/lib/dates';
import { NO_FEES_OR_TAXES, PLAIN_SALE_TERMS } from '@/testing/ticket-types';
import {
  bookingCapMessage,
  buildBookingDraft,
  grandTotal,
  isOnSale,
  parseQuantity,
  pickedCount,
  saleStatus,
  stockHint,
} from './booking-draft';

const ticket = (over: Partial<TicketType>): TicketType => ({
  id: 1,
  name: 'Regular',
  no_of_persons: 1,
  status: 1,
  currency: 'USD',
  price_per_ticket: 10,
  max_tickets: 100,
  available: 100,
  ...PLAIN_SALE_TERMS,
  ...over,
});

const regular = ticket({ id: 1, price_per_ticket: 19.99 });
const vip = ticket({ id: 2, name: 'VIP', price_per_ticket: 0.1, no_of_persons: 2 });
const closed = ticket({ id: 3, name: 'Early bird', status: 3 });
const soldOut = ticket({ id: 4, name: 'Table', available: 0 });

describe('parseQuantity', () => {
  it('accepts whole numbers and caps them at what is available', () => {
    expect(parseQuantity('3', 10)).toBe(3);
    expect(parseQuantity(' 04 ', 10)).toBe(4);
    expect(parseQuantity('25', 10)).toBe(10);
  });

  it('reads anything else as 0', () => {
    for (const input of ['', '-2', '1.5', 'abc', '1e3']) expect(parseQuantity(input, 10)).toBe(0);
    expect(parseQuantity('2', 0)).toBe(0);
  });
});

describe('stockHint and isOnSale', () => {
  it('warn about sold out and low stock, only for tickets on sale', () => {
    expect(stockHint(soldOut)).toBe('Sold out');
    expect(stockHint(ticket({ available: 3 }))).toBe('Only 3 left');
    expect(stockHint(ticket({ available: 50 }))).toBeNull();
    expect(stockHint(closed)).toBeNull();
    expect(isOnSale(regular)).toBe(true);
    expect(isOnSale(closed)).toBe(false);
    expect(isOnSale(soldOut)).toBe(false);
  });
});

describe('saleStatus', () => {
  it("reads 'Sale open' only for a type on sale, with some left, of an event not over", () => {
    expect(saleStatus(regular, false)).toBe('Sale open');
    expect(saleStatus(ticket({ available: 1 }), false)).toBe('Sale open');
  });

  it("reads 'Sale closed' when sold out, taken off sale or the event has ended", () => {
    expect(saleStatus(soldOut, false)).toBe('Sale closed');
    expect(saleStatus(ticket({ available: -2 }), false)).toBe('Sale closed');
    expect(saleStatus(closed, false)).toBe('Sale closed');
    expect(saleStatus(regular, true)).toBe('Sale closed');
  });
});

describe("issue 15's sale windows", () => {
  const notStarted = ticket({ id: 5, sale_state: 'not_started', sale_start: '2027-04-01T07:00:00.000Z' });
  const ended = ticket({ id: 6, sale_state: 'ended', sale_end: '2027-03-01T07:00:00.000Z' });

  it("reads 'Sale starts {date}' before the window and 'Sale ended' after it", () => {
    expect(saleStatus(notStarted, false)).toBe(
      `Sale starts ${formatShortDateTime('2027-04-01T07:00:00.000Z')}`,
    );
    expect(saleStatus(ended, false)).toBe('Sale ended');
    // The event being over, or the type taken off sale, still reads as before.
    expect(saleStatus(ended, true)).toBe('Sale closed');
    expect(saleStatus({ ...notStarted, status: 3 }, false)).toBe('Sale closed');
  });

  it('keeps such types out of the order', () => {
    expect(isOnSale(notStarted)).toBe(false);
    expect(isOnSale(ended)).toBe(false);
    expect(pickedCount([regular, notStarted, ended], { 1: 1, 5: 2, 6: 3 })).toBe(1);
    expect(
      buildBookingDraft(
        { id: 42, currency: 'USD', tickets: [notStarted, ended], sales: NO_FEES_OR_TAXES },
        { 5: 2, 6: 3 },
      ),
    ).toBeNull();
  });
});

describe('grandTotal', () => {
  it('sums quantity times price without floating point drift', () => {
    expect(grandTotal([regular, vip], { 1: 3, 2: 3 }, 'USD')).toBe(60.27);
  });

  it('ignores quantities on rows that are not on sale', () => {
    expect(grandTotal([regular, closed, soldOut], { 1: 1, 3: 5, 4: 2 }, 'USD')).toBe(19.99);
  });
});

describe('pickedCount and bookingCapMessage', () => {
  it('counts the tickets picked on rows on sale, to hold against the cap', () => {
    expect(pickedCount([regular, vip, closed], { 1: 15, 2: 6, 3: 9 })).toBe(21);
    expect(bookingCapMessage(20)).toBe('You can book at most 20 tickets at a time');
  });
});

describe('buildBookingDraft', () => {
  const event = { id: 42, currency: 'USD', tickets: [regular, vip, closed], sales: NO_FEES_OR_TAXES };

  it('returns null when no row has a quantity above 0', () => {
    expect(buildBookingDraft(event, {})).toBeNull();
    expect(buildBookingDraft(event, { 1: 0, 2: 0 })).toBeNull();
    expect(buildBookingDraft(event, { 3: 4 })).toBeNull();
  });

  it('keeps only rows with a quantity and fills the spec 3 draft', () => {
    expect(buildBookingDraft(event, { 1: 0, 2: 2 })).toEqual({
      event_id: 42,
      currency: 'USD',
      tickets: [{ id: 2, qty: 2, price: 0.1 }],
      payment_method: 'paypal',
      details: { full_name: '', msisdn: '', email_address: '' },
      total_price: 0.2,
    });
  });

  it("starts with the first method the event's currency can be paid by", () => {
    expect(buildBookingDraft({ ...event, currency: 'KES' }, { 2: 1 })?.payment_method).toBe('mpesa');
    expect(buildBookingDraft({ ...event, currency: 'NGN' }, { 2: 1 })?.payment_method).toBe('card');
  });

  it('carries the applied code and prices its total with the event’s fees and taxes (issue 15)', () => {
    const priced = {
      ...event,
      tickets: [ticket({ id: 5, price_per_ticket: 33.33 })],
      sales: {
        tax_name: 'VAT',
        tax_rate: 16,
        tax_mode: 'added' as const,
        fee_fixed: 0,
        fee_percent: 0,
        fee_payer: 'buyer' as const,
      },
    };
    const code = {
      code: 'SUMMER',
      discount_type: 'percentage' as const,
      discount_value: 15,
      ticket_type_ids: [],
      unlocks_hidden: false,
      unlocked_tickets: [],
    };
    expect(buildBookingDraft(priced, { 5: 3 }, code)).toMatchObject({
      promo_code: 'SUMMER',
      total_price: 98.59,
    });
    // Without the code, the VAT is still added; no promo_code travels.
    const plain = buildBookingDraft(priced, { 5: 3 });
    expect(plain?.total_price).toBe(115.99);
    expect(plain).not.toHaveProperty('promo_code');
  });
});
