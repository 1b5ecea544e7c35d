import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import type { JsonBodyType } from 'msw';
import { eventEndpoints, type SentCall } from '@/testing/server';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';

/** The organizer session the questions screen runs in. */
export const owner = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

const ticketType = (id: number, name: string, price: number, position: number) => ({
  id,
  name,
  no_of_persons: 1,
  status: 1,
  currency: 'USD',
  price_per_ticket: price,
  max_tickets: 100,
  available: 100,
  ...PLAIN_SALE_TERMS,
  position,
});

/** Event 7 in Lisbon with General and VIP tickets. */
export const questionsEvent: OrganizerEvent = {
  id: 7,
  title: 'Fado Night',
  slug: 'fado-night',
  image: null,
  image_srcset: null,
  short_description: 'Songs of the city.',
  full_description: 'Songs of the city, by the river.',
  organizer: 'Lisbon Sounds',
  organizer_id: 1,
  organizer_slug: 'lisbon-sounds',
  category: 'Music',
  category_id: 2,
  start_time: '2031-05-01T18:00:00.000Z',
  end_time: '2031-05-01T22:00:00.000Z',
  time_zone: 'Europe/Lisbon',
  location: 'Alfama, Lisbon',
  currency: 'EUR',
  status: 1,
  tickets_bought: 5,
  max_tickets: 200,
  created_at: '2031-01-01T00:00:00.000Z',
  tickets: [ticketType(21, 'General', 10, 0), ticketType(22, 'VIP', 25, 1)],
};

/**
 * Answers event 7 and its questions (`v1/event/7/questions…`) with what `answer` gives; returns
 * every call but the reads, with its path under the event and its body.
 */
export function questionEndpoints(answer: (call: SentCall) => Response | JsonBodyType) {
  return eventEndpoints(
    7,
    questionsEvent as unknown as JsonBodyType,
    ['questions', 'questions/:rest'],
    answer,
  );
}
