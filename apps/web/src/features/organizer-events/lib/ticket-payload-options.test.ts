import type { TicketType } from '@tiketi/contract/events';
import { describe, expect, it } from 'vitest';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';
import { checkNewTickets, checkTicketUpdate } from './ticket-payload';
import { CREATE_DEFAULTS, moveRow, newTicketRow, rowsFromTicketTypes } from './ticket-rows';

const filled = (key: string, values: Partial<Record<string, string>> = {}) => ({
  ...newTicketRow(key, CREATE_DEFAULTS),
  name: 'Regular',
  price_per_ticket: '10',
  no_of_persons: '1',
  max_tickets: '100',
  ...values,
});

/** What the call carries for a ticket without issue 15's options. */
const noOptions = {
  description: '',
  sale_start: null,
  sale_end: null,
  min_per_order: 1,
  max_per_order: null,
  hidden: false,
};

const filledPayload = { name: 'Regular', price_per_ticket: 10, no_of_persons: 1, max_tickets: 100 };

const saved = (id: number): TicketType => ({
  id,
  name: `Type ${id}`,
  no_of_persons: 2,
  status: 1,
  currency: 'USD',
  price_per_ticket: 20,
  max_tickets: 50,
  available: 50,
  ...PLAIN_SALE_TERMS,
});

// Issue 15's options of a ticket type in the create and update calls.

describe("issue 15's options in the calls", () => {
  it('send the description, the window as ISO instants, the limits and the place on screen', () => {
    const rows = [
      filled('a', { description: '  Includes a drink ', min_per_order: '2', max_per_order: '6' }),
      filled('b', { name: 'Early bird', sale_start: '2027-04-01T09:00', sale_end: '2027-04-30T23:59' }),
    ];
    const check = checkNewTickets(moveRow(rows, 'b', -1), 7, 'USD');
    expect(check).toEqual({
      isValid: true,
      data: {
        eventId: 7,
        tickets: [
          {
            ...filledPayload,
            name: 'Early bird',
            ...noOptions,
            // The organizer's own clock, as the event's start and end are sent.
            sale_start: new Date('2027-04-01T09:00').toISOString(),
            sale_end: new Date('2027-04-30T23:59').toISOString(),
            position: 0,
          },
          {
            ...filledPayload,
            ...noOptions,
            description: 'Includes a drink',
            min_per_order: 2,
            max_per_order: 6,
            position: 1,
          },
        ],
      },
    });
  });

  it('read a blank minimum as 1 and a blank maximum as none', () => {
    const check = checkNewTickets([filled('a', { min_per_order: ' ', max_per_order: '' })], 7, 'USD');
    expect(check.isValid && check.data.tickets[0]).toMatchObject({ min_per_order: 1, max_per_order: null });
  });

  it('refuse what the server refuses, naming the ticket', () => {
    const refused = (values: Partial<Record<string, string>>) =>
      checkNewTickets([filled('a', values)], 7, 'USD');
    expect(refused({ sale_start: '2027-04-30T09:00', sale_end: '2027-04-01T09:00' })).toEqual({
      isValid: false,
      message: 'Regular: Sale end must be after sale start',
    });
    expect(refused({ sale_start: '2027-04-30T09:00', sale_end: '2027-04-30T09:00' })).toMatchObject({
      message: 'Regular: Sale end must be after sale start',
    });
    expect(refused({ min_per_order: '5', max_per_order: '4' })).toEqual({
      isValid: false,
      message: 'Regular: Maximum per order cannot be below the minimum',
    });
    expect(refused({ min_per_order: '0' })).toMatchObject({
      message: 'Regular: Minimum per order must be at least 1',
    });
    expect(refused({ max_per_order: '2.5' })).toMatchObject({
      message: 'Regular: Maximum per order must be a whole number',
    });
    expect(refused({ description: 'x'.repeat(301) })).toMatchObject({
      message: 'Regular: Description is at most 300 characters',
    });
    expect(refused({ sale_start: 'next week' })).toMatchObject({
      message: 'Regular: Enter a valid sale start',
    });
  });

  it('load back unchanged into the update call', () => {
    const rows = rowsFromTicketTypes([
      {
        ...saved(1),
        description: 'Front rows',
        sale_start: null,
        sale_end: '2027-04-30T21:00:00.000Z',
        min_per_order: 2,
        max_per_order: null,
      },
    ]);
    const check = checkTicketUpdate(rows, 9, 'USD');
    expect(check.isValid && check.data.tickets[0]).toMatchObject({
      description: 'Front rows',
      sale_start: null,
      sale_end: '2027-04-30T21:00:00.000Z',
      min_per_order: 2,
      max_per_order: null,
      position: 0,
    });
  });
});

describe('the hidden flag in the calls', () => {
  it('is sent as ticked, and is false by default', () => {
    const check = checkNewTickets([filled('a', { name: 'Partners' }), filled('b')], 7, 'USD');
    expect(check.isValid && check.data.tickets.map((ticket) => ticket.hidden)).toEqual([false, false]);
    const ticked = checkNewTickets([{ ...filled('a'), hidden: true }], 7, 'USD');
    expect(ticked.isValid && ticked.data.tickets[0]?.hidden).toBe(true);
    const updated = checkTicketUpdate(rowsFromTicketTypes([{ ...saved(3), hidden: true }]), 7, 'USD');
    expect(updated.isValid && updated.data.tickets[0]).toMatchObject({ id: 3, hidden: true });
  });
});
