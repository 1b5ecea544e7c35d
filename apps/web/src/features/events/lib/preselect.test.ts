import type { TicketType } from '@tiketi/contract/events';
import { describe, expect, it } from 'vitest';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';
import { preselectedQuantities } from './preselect';

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

const NOW = Date.parse('2030-01-01T00:00:00Z');
const event = (
  tickets: TicketType[],
  over: { end_time?: string; max_tickets_per_booking?: number } = {},
) => ({
  tickets,
  end_time: '2030-02-01T00:00:00Z',
  max_tickets_per_booking: 10,
  ...over,
});

describe("the widget's ?ticket= on the event page (issue 19)", () => {
  it('picks the smallest order of the type named, when it can be bought now', () => {
    expect(preselectedQuantities(event([ticket({ id: 4 })]), '4', NOW)).toEqual({ 4: 1 });
    expect(preselectedQuantities(event([ticket({ id: 4, min_per_order: 2 })]), '4', NOW)).toEqual({ 4: 2 });
  });

  it('picks nothing for a type that is not on the page or cannot be bought', () => {
    const open = ticket({ id: 4 });
    expect(preselectedQuantities(event([open]), null, NOW)).toEqual({});
    expect(preselectedQuantities(event([open]), '5', NOW)).toEqual({});
    expect(preselectedQuantities(event([open]), '4abc', NOW)).toEqual({});
    expect(preselectedQuantities(event([ticket({ id: 4, available: 0 })]), '4', NOW)).toEqual({});
    expect(preselectedQuantities(event([ticket({ id: 4, sale_state: 'not_started' })]), '4', NOW)).toEqual(
      {},
    );
    expect(
      preselectedQuantities(event([ticket({ id: 4, min_per_order: 3, available: 2 })]), '4', NOW),
    ).toEqual({});
    expect(preselectedQuantities(event([open], { max_tickets_per_booking: 0 }), '4', NOW)).toEqual({});
    expect(preselectedQuantities(event([open], { end_time: '2029-12-31T00:00:00Z' }), '4', NOW)).toEqual({});
  });
});
