import { describe, expect, it } from 'vitest';
import { namedTarget } from './sold-out-early';

describe('namedTarget', () => {
  it('reads the event and ticket types of a booking body', () => {
    expect(namedTarget({ event_id: 7, tickets: [{ id: 3, qty: 1 }, { id: 4 }] })).toEqual({
      eventId: 7,
      ticketTypeIds: [3, 4],
    });
  });

  it('reads nothing it cannot trust to be a positive whole number', () => {
    for (const body of [
      null,
      'text',
      {},
      { event_id: '7', tickets: [{ id: 3 }] },
      { event_id: 0, tickets: [{ id: 3 }] },
      { event_id: 7, tickets: [] },
      { event_id: 7, tickets: [{ id: 3.5 }] },
      { event_id: 7, tickets: [null] },
      { event_id: 7, tickets: 'all' },
      { event_id: 7, tickets: Array.from({ length: 51 }, (_, i) => ({ id: i + 1 })) },
    ])
      expect(namedTarget(body)).toBeNull();
  });
});
