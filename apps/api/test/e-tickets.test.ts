import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bookings, platformSecrets, ticketTypes } from '../src/db/schema/index';
import { createLinkKeySource } from '../src/modules/e-tickets/link-key';
import { signLink } from '../src/modules/e-tickets/sign-link';
import {
  buyAndPay,
  decodeQr,
  listTickets,
  open,
  type Purchase,
  readPdf,
  renderPdfPage,
} from './e-tickets-kit';
import { book } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

interface ListedTicket {
  code_link: string;
  link: string;
  title: string;
  booking: { booking_id: string; payment_method: string; price: number; tickets: unknown[] };
  admissions: { number: number; code: string; code_link: string; name: string; no_of_persons: number }[];
}

const other = { full_name: 'Otieno Kamau', msisdn: '+254722000333', email_address: 'otieno@example.com' };

describe.each(databaseKinds)('e-tickets on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let regular: { id: number };
  let couple: { id: number };
  let purchase: Purchase;
  let ticket: ListedTicket;

  beforeAll(async () => {
    t = await createTestApp(kind, { TZ: 'Africa/Nairobi' });
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    eventId = (
      await createEvent(t.db, {
        organizationId: org.id,
        categoryId: category.id,
        title: 'Jazz Night at the Lake',
        shortDescription: 'Three bands, one stage, by the water.',
      })
    ).id;
    regular = await createTicketType(t.db, { eventId, name: 'Regular', priceMinor: 2500 });
    couple = await createTicketType(t.db, { eventId, name: 'VIP couple', priceMinor: 8000 });
    await t.db.update(ticketTypes).set({ noOfPersons: 2 }).where(eq(ticketTypes.id, couple.id));
    purchase = await buyAndPay(t, eventId, [
      { id: couple.id, qty: 1 },
      { id: regular.id, qty: 2 },
    ]);
    const listed = await listTickets(t, purchase.token);
    ticket = listed.body.message.data[0];
  });
  afterAll(() => t.close());

  it('lists the paid booking as the spec describes, with a QR code per admission', async () => {
    const listed = await listTickets(t, purchase.token);
    expect(listed.status).toBe(200);
    expect(listed.body.message.total).toBe(1);
    expect(ticket).toMatchObject({
      event_id: eventId,
      title: 'Jazz Night at the Lake',
      short_description: 'Three bands, one stage, by the water.',
      location: expect.stringContaining('Nairobi'),
      buyer_name: 'Njeri Wambui',
      booking: {
        payment_method: 'card',
        booking_id: purchase.reference,
        currency: 'USD',
        price: 130,
        tickets: [
          { name: 'Regular', no_of_persons: 1, price_per_ticket: 25, quantity: 2 },
          { name: 'VIP couple', no_of_persons: 2, price_per_ticket: 80, quantity: 1 },
        ],
      },
    });
    expect(ticket.admissions.map((a) => [a.number, a.name, a.no_of_persons])).toEqual([
      [1, 'Regular', 1],
      [2, 'Regular', 1],
      [3, 'VIP couple', 2],
    ]);
    for (const admission of ticket.admissions) {
      // 256 random bits, base64url: nothing sequential, nothing guessable.
      expect(admission.code).toMatch(/^[\w-]{43}$/);
      expect(admission.code_link).toMatch(
        new RegExp(
          `^/api/v1/tickets/${purchase.reference}/qr/${admission.number}\\.png\\?exp=\\d+&sig=[\\w-]{43}$`,
        ),
      );
    }
    expect(new Set(ticket.admissions.map((a) => a.code)).size).toBe(3);
    expect(ticket.code_link).toBe(defined(ticket.admissions[0], 'ticket.admissions[0]').code_link);
    expect(ticket.link).toMatch(
      new RegExp(`^/api/v1/tickets/${purchase.reference}/e-ticket\\.pdf\\?exp=\\d+&sig=`),
    );
  });

  it('shows each person only their own paid bookings, and needs a session', async () => {
    const theirs = await buyAndPay(t, eventId, [{ id: regular.id, qty: 1 }], { details: other });
    const pending = await book(t, { event_id: eventId, tickets: [{ id: regular.id, qty: 1 }] });

    const mine = await listTickets(t, purchase.token);
    expect(mine.body.message.data.map((e: ListedTicket) => e.booking.booking_id)).toEqual([
      purchase.reference,
    ]);
    const listedForThem = await listTickets(t, theirs.token);
    expect(listedForThem.body.message.data.map((e: ListedTicket) => e.booking.booking_id)).toEqual([
      theirs.reference,
    ]);
    // A booking that is not paid yet has no e-ticket, nor is it a closed order.
    expect((await listTickets(t, pending.token)).body.message).toEqual({ data: [], total: 0, closed: [] });

    expect((await listTickets(t)).status).toBe(401);
    expect((await listTickets(t, 'not-a-token')).status).toBe(401);
  });

  it('serves each QR image, which decodes back to that admission’s code', async () => {
    for (const admission of ticket.admissions) {
      const response = await open(t, admission.code_link);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(await decodeQr(response.rawPayload)).toBe(admission.code);
    }
  });

  it('serves the PDF e-ticket with the booking id, event, buyer and seat lines, a page per admission', async () => {
    const response = await open(t, ticket.link);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="e-ticket-${purchase.reference}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await readPdf(response.rawPayload);
    expect(pages).toBe(3);
    expect(text).toContain(purchase.reference);
    expect(text).toContain('Jazz Night at the Lake');
    expect(text).toContain('Njeri Wambui');
    expect(text).toMatch(/2 x\s+Regular/);
    expect(text).toContain('$130.00');
    expect(text).toContain('Africa/Nairobi');
    for (const admission of ticket.admissions) expect(text).toContain(admission.code);
  });

  it('prints a QR code in the PDF that a scanner reads back', async () => {
    const response = await open(t, ticket.link);
    const page = await renderPdfPage(response.rawPayload, 2);
    expect(await decodeQr(page)).toBe(defined(ticket.admissions[1], 'ticket.admissions[1]').code);
  });

  it('answers 404 to a link that was changed, forged, unsigned or expired', async () => {
    const qr = new URL(defined(ticket.admissions[0], 'ticket.admissions[0]').code_link, 'http://x');
    const pdf = new URL(ticket.link, 'http://x');
    const sig = defined(qr.searchParams.get('sig'), 'the sig parameter');
    const exp = defined(qr.searchParams.get('exp'), 'the exp parameter');
    const variants = [
      // Another admission of the same booking, with the first one's signature.
      `/api/v1/tickets/${purchase.reference}/qr/2.png?exp=${exp}&sig=${sig}`,
      `/api/v1/tickets/${purchase.reference}/qr/99.png?exp=${exp}&sig=${sig}`,
      `${qr.pathname}?exp=${Number(exp) + 900}&sig=${sig}`,
      `${qr.pathname}?exp=${exp}&sig=${sig.slice(0, -2)}AA`,
      `${qr.pathname}?exp=${exp}`,
      qr.pathname,
      `${qr.pathname}?exp=abc&sig=${sig}`,
      `/api/v1/tickets/TK-NOTAREALONE/qr/1.png?exp=${exp}&sig=${sig}`,
      `/api/v1/tickets/${purchase.reference}/qr/1.jpg?exp=${exp}&sig=${sig}`,
      `${pdf.pathname}?exp=${exp}&sig=${sig}`,
      pdf.pathname,
    ];
    for (const url of variants) {
      const response = await open(t, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }

    const key = await createLinkKeySource(t.app.deps)();
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = signLink(key, { kind: 'pdf', reference: purchase.reference }, past);
    expect((await open(t, expired)).statusCode).toBe(404);
    const farFuture = signLink(key, { kind: 'pdf', reference: purchase.reference }, past + 10 * 86_400);
    expect((await open(t, farFuture)).statusCode).toBe(404);
    // The same key signs a fresh link that does open: the refusals above were about the links.
    const fresh = signLink(key, { kind: 'pdf', reference: purchase.reference }, past + 1800);
    expect((await open(t, fresh)).statusCode).toBe(200);
  });

  it('stops listing and serving a booking once it is refunded', async () => {
    const refunded = await buyAndPay(t, eventId, [{ id: regular.id, qty: 1 }], { details: other });
    const [listed] = (await listTickets(t, refunded.token)).body.message.data as ListedTicket[];
    assert(listed, 'listed');
    expect((await open(t, listed.link)).statusCode).toBe(200);
    await t.db.update(bookings).set({ status: 5 }).where(eq(bookings.reference, refunded.reference));
    expect((await listTickets(t, refunded.token)).body.message.total).toBe(0);
    expect((await open(t, listed.link)).statusCode).toBe(404);
    expect((await open(t, listed.code_link)).statusCode).toBe(404);
  });

  it('signs with one key per database, so every instance on it agrees; TICKET_LINK_SECRET overrides it', async () => {
    const first = await createLinkKeySource(t.app.deps)();
    const second = await createLinkKeySource({ db: t.db, config: t.config })();
    expect(second.equals(first)).toBe(true);
    const rows = await t.db
      .select()
      .from(platformSecrets)
      .where(eq(platformSecrets.name, 'ticket_link_secret'));
    expect(rows).toHaveLength(1);
    expect(defined(rows[0], 'rows[0]').value).toMatch(/^[\w-]{43}$/);

    const configured = { ...t.config, ticketLinkSecret: 'x'.repeat(40) };
    const fromSetting = await createLinkKeySource({ db: t.db, config: configured })();
    expect(fromSetting.equals(first)).toBe(false);
    expect(fromSetting.equals(await createLinkKeySource({ db: t.db, config: configured })())).toBe(true);
  });
});

describe('the TICKET_LINK_SECRET setting', () => {
  it('is optional, and refused when too short to be a key', () => {
    expect(loadConfig({}).ticketLinkSecret).toBeUndefined();
    expect(loadConfig({ TICKET_LINK_SECRET: 'k'.repeat(32) }).ticketLinkSecret).toBe('k'.repeat(32));
    expect(() => loadConfig({ TICKET_LINK_SECRET: 'short' })).toThrow(
      /TICKET_LINK_SECRET must be at least 32/,
    );
  });
});
