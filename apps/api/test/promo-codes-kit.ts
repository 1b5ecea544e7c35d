import { eq } from 'drizzle-orm';
import { ticketTypes } from '../src/db/schema/index';
import { book, guest, payWithCard, retrieve } from './support/bookings';
import { useOrganizerEvents } from './support/organizer-events';
import type { DatabaseKind } from './support/test-database';

/**
 * Issue 15's suites for codes and sales settings: the organiser-events app (an owner and a rival
 * organisation), published events with named types, the code and settings calls, and bookings
 * made and paid the way a buyer does.
 */
export function usePromoCodes(kind: DatabaseKind) {
  const organizerEvents = useOrganizerEvents(kind);
  const { current, newEventId, addTickets, setStatus, regular } = organizerEvents;
  const app = () => current().t.app;
  const ownerToken = () => current().owner.token;

  /** A published event with the given ticket rows, and its types' ids by name. */
  async function publishedEvent(tickets: object[] = [regular], form?: Record<string, string>) {
    const id = await newEventId(ownerToken(), form ? organizerEvents.fields(form) : undefined);
    const added = await addTickets(ownerToken(), id, tickets);
    if (added.statusCode !== 201) throw new Error(added.body);
    const published = await setStatus(ownerToken(), id, 1);
    if (published.statusCode !== 200) throw new Error(published.body);
    const rows = await current().t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id));
    const idOf = (name: string) => {
      const row = rows.find((type) => type.name === name);
      if (!row) throw new Error(`no ticket type ${name}`);
      return row.id;
    };
    return { id, idOf };
  }

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = ownerToken(),
  ) => app().inject({ method, url, ...(payload ? { payload } : {}), headers: { auth: token } });

  const codes = {
    list: (eventId: number, token?: string) =>
      call('GET', `/api/v1/event/${eventId}/promo-codes`, undefined, token),
    create: (eventId: number, body: object, token?: string) =>
      call('POST', `/api/v1/event/${eventId}/promo-codes`, body, token),
    update: (eventId: number, codeId: number, body: object, token?: string) =>
      call('PUT', `/api/v1/event/${eventId}/promo-codes/${codeId}`, body, token),
    remove: (eventId: number, codeId: number, token?: string) =>
      call('DELETE', `/api/v1/event/${eventId}/promo-codes/${codeId}`, undefined, token),
  };

  /** The public lookup, from one client address (each suite picks its own, for the rate limit). */
  const lookup = (eventId: number, code: string, remoteAddress = '198.51.100.7') =>
    app().inject({
      method: 'GET',
      url: `/api/v1/event/${eventId}/code?code=${encodeURIComponent(code)}`,
      remoteAddress,
    });

  const sales = {
    get: (eventId: number, token?: string) =>
      call('GET', `/api/v1/event/${eventId}/sales-settings`, undefined, token),
    put: (eventId: number, body: object, token?: string) =>
      call('PUT', `/api/v1/event/${eventId}/sales-settings`, body, token),
    getDefaults: (token?: string) => call('GET', '/api/v1/client/sales-settings', undefined, token),
    putDefaults: (body: object, token?: string) => call('PUT', '/api/v1/client/sales-settings', body, token),
  };

  /** Each booking by its own guest, from its own address, so no hold cap comes into play. */
  let buyers = 0;
  async function bookAs(eventId: number, tickets: { id: number; qty: number }[], promoCode?: string) {
    buyers += 1;
    const details = {
      ...guest,
      email_address: `code-buyer-${buyers}@example.com`,
      msisdn: `+2547220${String(buyers).padStart(5, '0')}`,
    };
    const body = { event_id: eventId, tickets, details, ...(promoCode ? { promo_code: promoCode } : {}) };
    return book(current().t, body, undefined, `203.0.113.${buyers % 250}`);
  }

  /** Books and pays by card through the simulated provider, as the browser does. */
  async function bookAndPay(eventId: number, tickets: { id: number; qty: number }[], promoCode?: string) {
    const booked = await bookAs(eventId, tickets, promoCode);
    if (booked.status !== 201) throw new Error(JSON.stringify(booked.body));
    const secret = booked.body.message.data.client_secret as string;
    const paid = await payWithCard(current().t, secret);
    if (paid.status !== 'succeeded') throw new Error(JSON.stringify(paid));
    const settled = await retrieve(current().t, secret, booked.token);
    if (settled.body.message.data.status !== 2) throw new Error(JSON.stringify(settled.body));
    return booked;
  }

  return { ...organizerEvents, publishedEvent, codes, lookup, sales, bookAs, bookAndPay };
}
