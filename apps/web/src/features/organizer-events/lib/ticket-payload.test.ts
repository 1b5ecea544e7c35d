import type { TicketType } from '@tiketi/contract/events';
import { describe, expect, it } from 'vitest';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';
import { checkNewTickets, checkTicketUpdate } from './ticket-payload';
import {
  CREATE_DEFAULTS,
  EDIT_DEFAULTS,
  newTicketRow,
  removeRow,
  rowsFromTicketTypes,
  updateRow,
} from './ticket-rows';

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

describe('checkNewTickets', () => {
  it('builds the create call with numbers', () => {
    expect(
      checkNewTickets([filled('a'), filled('b', { name: 'VIP', price_per_ticket: '25.50' })], 7, 'USD'),
    ).toEqual({
      isValid: true,
      data: {
        eventId: 7,
        tickets: [
          {
            name: 'Regular',
            price_per_ticket: 10,
            no_of_persons: 1,
            max_tickets: 100,
            ...noOptions,
            position: 0,
          },
          {
            name: 'VIP',
            price_per_ticket: 25.5,
            no_of_persons: 1,
            max_tickets: 100,
            ...noOptions,
            position: 1,
          },
        ],
      },
    });
  });

  it('accepts a price of 0 as a free ticket, but not an empty price (spec decision #5)', () => {
    expect(checkNewTickets([filled('a', { price_per_ticket: '0' })], 7, 'USD').isValid).toBe(true);
    expect(checkNewTickets([filled('a', { price_per_ticket: '' })], 7, 'USD')).toEqual({
      isValid: false,
      message: 'All fields are required',
    });
  });

  it('needs every field', () => {
    for (const key of ['name', 'no_of_persons', 'max_tickets'])
      expect(checkNewTickets([filled('a', { [key]: ' ' })], 7, 'USD')).toEqual({
        isValid: false,
        message: 'All fields are required',
      });
  });

  it('needs whole counts from 1, in the server’s words, naming the ticket', () => {
    expect(checkNewTickets([filled('a', { max_tickets: '0' })], 7, 'USD')).toEqual({
      isValid: false,
      message: 'Regular: Max tickets must be at least 1',
    });
    expect(checkNewTickets([filled('a', { no_of_persons: '1.5' })], 7, 'USD')).toEqual({
      isValid: false,
      message: 'Regular: No of persons per ticket must be a whole number',
    });
    expect(checkNewTickets([filled('a', { price_per_ticket: '-1' })], 7, 'USD')).toEqual({
      isValid: false,
      message: 'Regular: Price cannot be negative',
    });
  });
});

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

describe('checkTicketUpdate', () => {
  it('sends edits, new tickets (id -1) and removed saved tickets (status 3)', () => {
    let rows = rowsFromTicketTypes([saved(1), saved(2)]);
    rows = updateRow(rows, 'saved-1', { price_per_ticket: '15' });
    rows = removeRow(rows, 'saved-2');
    rows = [...rows, { ...newTicketRow('n1', EDIT_DEFAULTS), name: 'Free entry', max_tickets: '30' }];
    expect(checkTicketUpdate(rows, 9, 'USD')).toEqual({
      isValid: true,
      data: {
        eventId: 9,
        // The removed one takes its place after those on screen.
        tickets: [
          {
            id: 1,
            name: 'Type 1',
            price_per_ticket: 15,
            no_of_persons: 2,
            max_tickets: 50,
            status: 1,
            ...noOptions,
            position: 0,
          },
          {
            id: 2,
            name: 'Type 2',
            price_per_ticket: 20,
            no_of_persons: 2,
            max_tickets: 50,
            status: 3,
            ...noOptions,
            position: 2,
          },
          {
            id: -1,
            name: 'Free entry',
            price_per_ticket: 0,
            no_of_persons: 1,
            max_tickets: 30,
            status: 1,
            ...noOptions,
            position: 1,
          },
        ],
      },
    });
  });

  it('makes the organizer fill max for a new ticket (default 0)', () => {
    const rows = [...rowsFromTicketTypes([saved(1)]), { ...newTicketRow('n1', EDIT_DEFAULTS), name: 'Late' }];
    expect(checkTicketUpdate(rows, 9, 'USD')).toEqual({
      isValid: false,
      message: 'Late: Max tickets must be at least 1',
    });
  });

  it('drops an unsaved ticket that was removed', () => {
    const rows = removeRow([...rowsFromTicketTypes([saved(1)]), newTicketRow('n1', EDIT_DEFAULTS)], 'n1');
    const check = checkTicketUpdate(rows, 9, 'USD');
    expect(check.isValid && check.data.tickets.map((t) => t.id)).toEqual([1]);
  });
});
