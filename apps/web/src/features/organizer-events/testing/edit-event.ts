import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { http } from 'msw';
import { API, envelope, server } from '@/testing/server';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';
import { heldEventFrom, holdEvent } from '../lib/held-event';

/** A published event with one ticket type and 40 sold: what the edit screen's tests open. */
export const jazzOnTheLawn: OrganizerEvent = {
  id: 5,
  title: 'Jazz on the Lawn',
  slug: 'jazz-on-the-lawn',
  image: null,
  image_srcset: null,
  short_description: 'An evening of jazz',
  full_description: 'An evening of jazz under the trees.',
  organizer: 'Nairobi Jazz',
  organizer_id: 1,
  organizer_slug: 'nairobi-jazz',
  category: 'Music',
  category_id: 2,
  start_time: '2027-05-01T18:00:00.000Z',
  end_time: '2027-05-01T22:00:00.000Z',
  time_zone: 'UTC',
  location: 'Arboretum, Nairobi',
  currency: 'KES',
  status: 1,
  tickets_bought: 40,
  max_tickets: 100,
  created_at: '2026-01-01T00:00:00.000Z',
  tickets: [
    {
      id: 11,
      name: 'Regular',
      no_of_persons: 1,
      status: 1,
      currency: 'KES',
      price_per_ticket: 1500,
      max_tickets: 100,
      available: 60,
      ...PLAIN_SALE_TERMS,
    },
  ],
  ticket_holders: 40,
};

/** The organizer's session, holding `event` as its card does when the edit screen is opened. */
export function editingSession(event: OrganizerEvent) {
  return {
    tokenKey: 'organizer-token',
    accountType: 'organizer',
    authenticated: true,
    ...holdEvent(heldEventFrom(event)),
  } as const;
}

/** The edit screen's reads: the event as `current()` has it, the categories and the zone. */
export function serveEditScreen(current: () => OrganizerEvent) {
  server.use(
    http.get(`${API}/v1/client/event/${current().id}`, () => envelope(current())),
    http.get(`${API}/v1/client/category/view`, () => envelope([{ id: 2, name: 'Music' }])),
    http.get(`${API}/v1/client/time-zone`, () => envelope({ time_zone: null, effective: 'UTC' })),
  );
}
