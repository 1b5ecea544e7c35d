import type { TicketType } from '@tiketi/contract/events';
import { describe, expect, it } from 'vitest';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';
import { brokenLimit, limitHints, limitProblems, quantityMax, quantityMin } from './order-limits';

const ticket = (over: Partial<TicketType>): TicketType => ({
  id: 1,
  name: 'VIP',
  no_of_persons: 1,
  status: 1,
  currency: 'USD',
  price_per_ticket: 40,
  max_tickets: 100,
  available: 100,
  ...PLAIN_SALE_TERMS,
  ...over,
});

const plain = ticket({});
const pair = ticket({ id: 2, name: 'Table', min_per_order: 2, max_per_order: 4 });

describe('the quantity box of a type', () => {
  it('offers 0 up to what is left, and no more than its own maximum', () => {
    expect([quantityMin(plain), quantityMax(plain)]).toEqual([0, 100]);
    expect([quantityMin(pair), quantityMax(pair)]).toEqual([2, 4]);
    expect(quantityMax({ ...pair, available: 3 })).toBe(3);
    expect(quantityMax({ ...plain, available: -1 })).toBe(0);
  });

  it('says only the limits a type sets', () => {
    expect(limitHints(plain)).toEqual({ min: null, max: null });
    expect(limitHints(pair)).toEqual({ min: 'At least 2 per order', max: 'At most 4 per order' });
  });
});

describe('limits broken by a quantity', () => {
  it('leave 0 and quantities within them alone', () => {
    for (const qty of [0, 2, 3, 4]) expect(brokenLimit(pair, qty)).toBeNull();
    expect(brokenLimit(plain, 50)).toBeNull();
  });

  it('name the limit below the minimum or above the maximum', () => {
    expect(brokenLimit(pair, 1)).toBe('min');
    expect(brokenLimit(pair, 5)).toBe('max');
  });

  it('are said per type before booking, and not for types not on sale', () => {
    const single = ticket({ id: 3, name: 'Backstage', max_per_order: 1 });
    const later = { ...pair, id: 4, sale_state: 'not_started' as const };
    expect(limitProblems([plain, pair, single, later], { 1: 8, 2: 1, 3: 2, 4: 1 })).toEqual([
      'Choose at least 2 Table tickets, or none',
      'You can book at most 1 Backstage ticket per order',
    ]);
    expect(limitProblems([pair], { 2: 5 })).toEqual(['You can book at most 4 Table tickets per order']);
    expect(limitProblems([pair], { 2: 3 })).toEqual([]);
  });
});
