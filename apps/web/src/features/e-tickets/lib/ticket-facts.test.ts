import type { ETicket } from '@tiketi/contract/e-tickets';
import { describe, expect, it } from 'vitest';
import { hasEnded, resolveApiLink, seatLines } from './ticket-facts';

describe('e-ticket facts', () => {
  it('resolves server links against the API origin', () => {
    const link = '/api/v1/tickets/TK-A/qr/1.png?exp=1&sig=x';
    expect(resolveApiLink(link, '/api/', 'https://tickets.example.com/account/tickets')).toBe(
      'https://tickets.example.com/api/v1/tickets/TK-A/qr/1.png?exp=1&sig=x',
    );
    expect(resolveApiLink(link, 'https://api.example.com/api/', 'https://tickets.example.com/x')).toBe(
      'https://api.example.com/api/v1/tickets/TK-A/qr/1.png?exp=1&sig=x',
    );
  });

  it('computes each seat line amount in cents', () => {
    const ticket = {
      booking: {
        tickets: [
          { name: 'Regular', no_of_persons: 1, price_per_ticket: 0.1, quantity: 3 },
          { name: 'VIP', no_of_persons: 2, price_per_ticket: 80, quantity: 1 },
        ],
      },
    } as ETicket;
    expect(seatLines(ticket).map((line) => line.amount)).toEqual([0.3, 80]);
  });

  it('tells past events from coming ones', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(hasEnded({ end_time: '2026-11-22T11:59:00Z' }, now)).toBe(true);
    expect(hasEnded({ end_time: '2026-11-22T12:01:00Z' }, now)).toBe(false);
    expect(hasEnded({ end_time: 'nonsense' }, now)).toBe(false);
  });
});
