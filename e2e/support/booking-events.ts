import { listEvents } from './api';
import { type APIRequestContext, type Page, test } from './test';

// The demo events the booking journeys book, and the sums they check, shared by the booking*.spec.ts
// files.

export interface TicketType {
  id: number;
  name: string;
  status: number;
  price_per_ticket: number;
  available: number;
}

export interface EventDetail {
  id: number;
  title: string;
  slug: string;
  end_time: string;
  /** Issue 16: the event's own zone, which its times are shown in. */
  time_zone: string;
  tickets: TicketType[];
}

export const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Cents, so totals add up exactly as the server's minor units do. */
export const totalOf = (rows: { qty: number; price: number }[]) =>
  rows.reduce((sum, row) => sum + row.qty * Math.round(row.price * 100), 0) / 100;

export async function eventDetails(request: APIRequestContext, id: number): Promise<EventDetail> {
  const response = await request.get(`/api/v1/event/details/${id}`);
  if (!response.ok()) throw new Error(`event details answered ${response.status()}`);
  return (await response.json()).message as EventDetail;
}

/**
 * Published events still on sale, in the order of the public list, skipping the first page (other
 * journeys read its first event) and events ending within a day.
 */
async function bookableEvents(request: APIRequestContext): Promise<EventDetail[]> {
  const { data } = await listEvents(request, { limit: 100 });
  const soon = Date.now() + 24 * 3_600_000;
  const events: EventDetail[] = [];
  for (const summary of data.slice(6)) {
    const event = await eventDetails(request, summary.id);
    if (new Date(event.end_time).getTime() > soon) events.push(event);
  }
  return events;
}

export const onSale = (event: EventDetail) => event.tickets.filter((t) => t.status === 1 && t.available > 0);
export const paidOnSale = (event: EventDetail) => onSale(event).filter((t) => t.price_per_ticket > 0);
/** Events without free tickets are for the paying journeys; the free one is kept for its own. */
export const paidOnly = (event: EventDetail) => onSale(event).every((t) => t.price_per_ticket > 0);
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error!' });

/**
 * A distinct event for each journey, so one journey's bookings never change another's numbers. The
 * set of taken events lives here, not in a spec, so it holds across the booking spec files (one
 * worker runs them one after another and loads this module once).
 */
let events: EventDetail[] = [];
const taken = new Set<number>();

/** Call at the top of a spec: loads the bookable events, as they are now, before its journeys. */
export function useBookableEvents() {
  test.beforeAll(async ({ request }) => {
    events = await bookableEvents(request);
  });
}

export function takeEvent(fits: (event: EventDetail) => boolean): EventDetail {
  const event = events.find((candidate) => !taken.has(candidate.id) && fits(candidate));
  if (!event) throw new Error('no demo event fits this journey');
  taken.add(event.id);
  return event;
}

/** An event for a journey that books nothing, so it may be one another journey takes. */
export function findEvent(fits: (event: EventDetail) => boolean): EventDetail | undefined {
  return events.find(fits);
}
