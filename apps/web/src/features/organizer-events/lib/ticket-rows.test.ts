import type { TicketType } from '@tiketi/contract/events';
import { describe, expect, it } from 'vitest';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';
import { toIsoInstant } from './date-time-local';
import {
  CREATE_DEFAULTS,
  canRemoveRow,
  createRows,
  EDIT_DEFAULTS,
  heldTicketValues,
  moveRow,
  NO_MORE_OPTIONS,
  newTicketRow,
  removeRow,
  rowsFromTicketTypes,
  updateRow,
  visibleRows,
} from './ticket-rows';

const ticket = (id: number, status = 1): TicketType => ({
  id,
  name: `Type ${id}`,
  no_of_persons: 1,
  status,
  currency: 'USD',
  price_per_ticket: 12.5,
  max_tickets: 100,
  available: 90,
  ...PLAIN_SALE_TERMS,
});

describe('rowsFromTicketTypes', () => {
  it('lists only tickets on sale, as text', () => {
    const rows = rowsFromTicketTypes([ticket(1), ticket(2, 3)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: 1,
      name: 'Type 1',
      price_per_ticket: '12.5',
      max_tickets: '100',
      status: 1,
    });
  });
});

describe('newTicketRow', () => {
  it('starts unsaved with the spec 9 defaults on edit', () => {
    expect(newTicketRow('n1', EDIT_DEFAULTS)).toMatchObject({
      id: -1,
      status: 1,
      price_per_ticket: '0',
      no_of_persons: '1',
      max_tickets: '0',
    });
    expect(newTicketRow('n2', CREATE_DEFAULTS)).toMatchObject({
      id: -1,
      price_per_ticket: '',
      max_tickets: '',
    });
  });
});

describe('removeRow', () => {
  it('never removes the last ticket on screen', () => {
    const rows = [newTicketRow('n1', CREATE_DEFAULTS)];
    expect(canRemoveRow(rows)).toBe(false);
    expect(removeRow(rows, 'n1')).toEqual(rows);
  });

  it('deletes an unsaved ticket locally', () => {
    const rows = [...rowsFromTicketTypes([ticket(1)]), newTicketRow('n1', EDIT_DEFAULTS)];
    const after = removeRow(rows, 'n1');
    expect(after.map((row) => row.key)).toEqual(['saved-1']);
  });

  it('marks a saved ticket removed (status 3), restores its saved values and hides it', () => {
    let rows = rowsFromTicketTypes([ticket(1), ticket(2)]);
    rows = updateRow(rows, 'saved-1', { max_tickets: '', name: 'Edited' });
    const after = removeRow(rows, 'saved-1');
    expect(after.find((row) => row.id === 1)).toMatchObject({
      status: 3,
      name: 'Type 1',
      max_tickets: '100',
    });
    expect(visibleRows(after).map((row) => row.id)).toEqual([2]);
    // Now only one is visible: it stays.
    expect(removeRow(after, 'saved-2')).toEqual(after);
  });
});

describe('held ticket forms (create step 3)', () => {
  it('starts with one blank form when nothing is held', () => {
    const rows = createRows([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: -1, status: 1, ...CREATE_DEFAULTS });
  });

  it('holds the forms on screen and brings them back as unsaved rows with distinct keys', () => {
    let rows = [newTicketRow('a', CREATE_DEFAULTS), newTicketRow('b', CREATE_DEFAULTS)];
    rows = updateRow(rows, 'a', { name: 'Regular', price_per_ticket: '15', max_tickets: '100' });
    rows = updateRow(rows, 'b', { name: 'VIP', no_of_persons: '2' });
    const held = heldTicketValues(rows);
    expect(held).toEqual([
      { name: 'Regular', price_per_ticket: '15', no_of_persons: '1', max_tickets: '100', ...NO_MORE_OPTIONS },
      { name: 'VIP', price_per_ticket: '', no_of_persons: '2', max_tickets: '', ...NO_MORE_OPTIONS },
    ]);
    const restored = createRows(held);
    expect(restored.map((row) => row.name)).toEqual(['Regular', 'VIP']);
    expect(new Set(restored.map((row) => row.key)).size).toBe(2);
    expect(restored.every((row) => row.id === -1 && row.saved === null)).toBe(true);
  });
});

describe("issue 15's options", () => {
  it('load a saved ticket’s description, sale window and limits into its form', () => {
    const [row] = rowsFromTicketTypes([
      {
        ...ticket(1),
        description: 'Includes a drink',
        sale_start: '2027-04-01T07:00:00.000Z',
        sale_end: '2027-04-30T21:00:00.000Z',
        min_per_order: 2,
        max_per_order: 6,
      },
    ]);
    expect(row).toMatchObject({ description: 'Includes a drink', min_per_order: '2', max_per_order: '6' });
    // The window shows on the organizer's own clock and goes back to the same instants.
    expect(toIsoInstant(row?.sale_start ?? '')).toBe('2027-04-01T07:00:00.000Z');
    expect(toIsoInstant(row?.sale_end ?? '')).toBe('2027-04-30T21:00:00.000Z');
    expect(row?.saved).toMatchObject({ description: 'Includes a drink', max_per_order: '6' });
  });

  it('leave a ticket without them blank, with a minimum of 1', () => {
    expect(rowsFromTicketTypes([ticket(1)])[0]).toMatchObject(NO_MORE_OPTIONS);
    expect(NO_MORE_OPTIONS.min_per_order).toBe('1');
  });

  it('are held across a reload with the rest of the form', () => {
    const rows = updateRow([newTicketRow('a', CREATE_DEFAULTS)], 'a', {
      description: 'Front rows',
      sale_end: '2027-04-30T23:59',
      max_per_order: '4',
    });
    expect(createRows(heldTicketValues(rows))[0]).toMatchObject({
      description: 'Front rows',
      sale_end: '2027-04-30T23:59',
      max_per_order: '4',
    });
  });
});

describe('moveRow', () => {
  it('swaps a ticket with its neighbour on screen, passing over removed ones', () => {
    let rows = rowsFromTicketTypes([ticket(1), ticket(2), ticket(3)]);
    rows = removeRow(rows, 'saved-2');
    const moved = moveRow(rows, 'saved-3', -1);
    expect(visibleRows(moved).map((row) => row.id)).toEqual([3, 1]);
    // The removed one is still sent, hidden.
    expect(moved.map((row) => row.id).sort()).toEqual([1, 2, 3]);
  });

  it('leaves the first ticket first and the last one last', () => {
    const rows = rowsFromTicketTypes([ticket(1), ticket(2)]);
    expect(moveRow(rows, 'saved-1', -1)).toEqual(rows);
    expect(moveRow(rows, 'saved-2', 1)).toEqual(rows);
    expect(moveRow(rows, 'saved-1', 1).map((row) => row.id)).toEqual([2, 1]);
  });
});
