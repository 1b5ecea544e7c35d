import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, outbox, ticketTypes } from '../src/db/schema/index';
import { get, parseCsv } from './check-in-kit';
import { buyAndPay, listTickets, open, readPdf } from './e-tickets-kit';
import { defined } from './support/defined';
import { multipart } from './support/multipart';
import { useOrganizerEvents } from './support/organizer-events';
import type { TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

/** Intl puts a space that does not break between a code and its amount. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

// Spec decision #13: each event has its currency; a KES event is priced in whole shillings.
describe.each(databaseKinds)('a currency per event on %s', (kind) => {
  const { current, fields, image, newEventId, addTickets, updateTickets, setStatus } =
    useOrganizerEvents(kind);
  let t: TestApp;
  let owner: { token: string };
  beforeAll(() => {
    ({ t, owner } = current());
  });

  const kesTicket = { name: 'Regular', price_per_ticket: 1500, no_of_persons: 1, max_tickets: 50 };
  const update = (id: number, form: Record<string, string>) => {
    const body = multipart({ ...form, id: String(id) }, []);
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/event/update/${id}`,
      payload: body.payload,
      headers: { ...body.headers, auth: owner.token },
    });
  };

  it('creates a KES event, stores shillings in cents and shows KES to the public', async () => {
    const id = await newEventId(owner.token, fields({ currency: 'KES' }));
    const [event] = await t.db.select().from(events).where(eq(events.id, id));
    expect(event?.currency).toBe('KES');
    expect((await addTickets(owner.token, id, [kesTicket])).statusCode).toBe(201);
    const [ticket] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id));
    // ISO 4217 gives KES two minor units, as card providers take it.
    expect(ticket?.priceMinor).toBe(150_000);
    await setStatus(owner.token, id, 1);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/event/details/${id}` })).json().message;
    expect(detail).toMatchObject({ currency: 'KES', tickets: [{ currency: 'KES', price_per_ticket: 1500 }] });
  });

  it('refuses a KES price with cents and a UGX price with decimals, with a clear 400', async () => {
    const kes = await newEventId(owner.token, fields({ currency: 'KES' }));
    const cents = await addTickets(owner.token, kes, [{ ...kesTicket, price_per_ticket: 1500.5 }]);
    expect(cents.statusCode).toBe(400);
    expect(cents.json().status_description).toBe(
      'Regular: KES prices must be whole shillings: M-Pesa takes no cents',
    );
    expect((await addTickets(owner.token, kes, [kesTicket])).statusCode).toBe(201);
    const [saved] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, kes));
    const edited = await updateTickets(owner.token, kes, [
      { ...kesTicket, id: defined(saved, 'saved').id, status: 1, price_per_ticket: 99.99 },
    ]);
    expect(edited.statusCode).toBe(400);
    expect(edited.json().status_description).toContain('whole shillings');

    const ugx = await newEventId(owner.token, fields({ currency: 'UGX' }));
    const decimals = await addTickets(owner.token, ugx, [{ ...kesTicket, price_per_ticket: 20_000.5 }]);
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().status_description).toBe('Regular: UGX prices must be whole numbers');
    expect(
      (await addTickets(owner.token, ugx, [{ ...kesTicket, price_per_ticket: 20_000 }])).statusCode,
    ).toBe(201);
    const [ugxTicket] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, ugx));
    expect(ugxTicket?.priceMinor).toBe(20_000);
  });

  it('changes the currency before any booking, keeping the price amounts, and refuses it after', async () => {
    const id = await newEventId(owner.token, fields({ currency: 'USD' }));
    await addTickets(owner.token, id, [{ ...kesTicket, price_per_ticket: 15.5 }]);
    // 15.50 is not a whole number of shillings: the prices must change first.
    const unfit = await update(id, fields({ currency: 'KES' }));
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json().status_description).toContain('whole shillings');

    const [ticket] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id));
    const ticketId = defined(ticket, 'ticket').id;
    await updateTickets(owner.token, id, [{ ...kesTicket, id: ticketId, status: 1, price_per_ticket: 15 }]);
    expect((await update(id, fields({ currency: 'UGX' }))).statusCode).toBe(200);
    const [asUgx] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketId));
    expect(asUgx?.priceMinor).toBe(15);
    expect((await update(id, fields({ currency: 'KES' }))).statusCode).toBe(200);
    const [asKes] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketId));
    expect(asKes?.priceMinor).toBe(1500);

    await setStatus(owner.token, id, 1);
    await buyAndPay(t, id, [{ id: ticketId, qty: 1 }]);
    const refused = await update(id, fields({ currency: 'USD' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().status_description).toBe(
      'The currency cannot change once tickets have been booked',
    );
    const [event] = await t.db.select().from(events).where(eq(events.id, id));
    expect(event?.currency).toBe('KES');
    // The same currency with other fields still saves.
    expect((await update(id, fields({ currency: 'KES', title: 'Renamed' }))).statusCode).toBe(200);
  });

  it('shows KES on the e-ticket, the PDF, the mail, the CSV and the dashboard, never added to USD', async () => {
    const id = await newEventId(owner.token, fields({ currency: 'KES', title: 'Nairobi Nights' }));
    await addTickets(owner.token, id, [kesTicket]);
    await setStatus(owner.token, id, 1);
    const [ticket] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id));
    const purchase = await buyAndPay(t, id, [{ id: defined(ticket, 'ticket').id, qty: 2 }]);

    const listed = (await listTickets(t, purchase.token)).body.message.data[0];
    expect(listed.booking).toMatchObject({ currency: 'KES', price: 3000 });
    const pdf = await readPdf((await open(t, listed.link)).rawPayload);
    expect(plain(pdf.text)).toContain('KES 3,000');
    expect(pdf.text).not.toContain('$');

    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'subject' like ${`%${purchase.reference}%`}`);
    const text = plain((defined(mail, 'mail').payload as { text: string }).text);
    expect(text).toContain('2 x Regular (admits 1) — KES 3,000');
    expect(text).toContain('TOTAL KES 3,000');
    expect(text).not.toContain('$');

    const csv = parseCsv((await get(t, owner.token, `/api/v1/event/${id}/attendees.csv`)).body);
    const header = defined(csv[0], 'header');
    const row = defined(csv[1], 'row');
    expect(row[header.indexOf('Total')]).toBe('3000');
    expect(row[header.indexOf('Currency')]).toBe('KES');

    const usd = await newEventId(owner.token, fields({ currency: 'USD' }));
    await addTickets(owner.token, usd, [{ ...kesTicket, price_per_ticket: 12.5 }]);
    await setStatus(owner.token, usd, 1);
    const [usdTicket] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, usd));
    await buyAndPay(t, usd, [{ id: defined(usdTicket, 'usdTicket').id, qty: 1 }]);
    const summary = (
      await t.app.inject({ method: 'GET', url: '/api/v1/client/summary', headers: { auth: owner.token } })
    ).json().message;
    // The currency-change test above sold one 15-shilling ticket; USD is kept apart.
    expect(summary.sales).toEqual([
      { currency: 'KES', net_sales: 3015 },
      { currency: 'USD', net_sales: 12.5 },
    ]);
    expect(summary).toMatchObject({ currency: 'USD', net_sales: 12.5 });
  });

  it('refuses an unknown currency with a 400 that lists the choices', async () => {
    const body = multipart(fields({ currency: 'kes' }), [image()]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/event/register',
      payload: body.payload,
      headers: { ...body.headers, auth: owner.token },
    });
    expect(response.statusCode).toBe(400);
    assert.match(response.json().status_description, /^Currency must be one of USD, KES, EUR/);
  });
});
