import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox } from '../src/db/schema/index';
import { type MailMessage, mailMessageSchema } from '../src/modules/mail';
import { createOrganizer, get, type Organizer, parseCsv } from './check-in-kit';
import { buyAndPay, listTickets, open, readPdf } from './e-tickets-kit';
import { book, payWithCard } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const RECEIPT_LABELS = /M-Pesa receipt|PayPal transaction|Card payment/;

describe.each(databaseKinds)('the payment reference on the e-ticket, PDF, mail and CSV on %s', (kind) => {
  let t: TestApp;
  let owner: Organizer;
  let eventId: number;
  let paidSeat: number;
  let freeSeat: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { TZ: 'Africa/Nairobi' });
    owner = await createOrganizer(t);
    const category = await createCategory(t.db);
    eventId = (
      await createEvent(t.db, {
        organizationId: owner.organizationId,
        categoryId: category.id,
        title: 'Kilifi Nights',
      })
    ).id;
    paidSeat = (await createTicketType(t.db, { eventId, name: 'Regular', priceMinor: 1500 })).id;
    freeSeat = (await createTicketType(t.db, { eventId, name: 'Guest list', priceMinor: 0 })).id;
  }, 60_000);
  afterAll(() => t.close());

  /** The confirmation mail of a booking, as the outbox holds it for the worker to send. */
  async function confirmationOf(reference: string): Promise<MailMessage> {
    const rows = await t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.topic, 'mail'),
          sql`${outbox.payload}->>'subject' like ${`Your tickets for %(${reference})`}`,
        ),
      );
    expect(rows).toHaveLength(1);
    return mailMessageSchema.parse(defined(rows[0], 'the confirmation mail').payload);
  }

  async function attendeeCsvRow(reference: string) {
    const response = await get(t, owner.token, `/api/v1/event/${eventId}/attendees.csv`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body);
    const row = defined(
      rows.find((cells) => cells[0] === reference),
      `the CSV row of ${reference}`,
    );
    return { header: defined(header, 'the CSV header'), row };
  }

  it('shows an M-Pesa receipt on the e-tickets API, every page of the PDF, the attendee list and the CSV', async () => {
    const purchase = await buyAndPay(t, eventId, [{ id: paidSeat, qty: 2 }]);
    await t.db
      .update(bookings)
      .set({ paymentMethod: 'mpesa', paymentReference: 'SGR7ABC123' })
      .where(eq(bookings.reference, purchase.reference));

    const [ticket] = (await listTickets(t, purchase.token)).body.message.data;
    expect(ticket.booking).toMatchObject({
      booking_id: purchase.reference,
      payment_method: 'mpesa',
      payment_reference: 'SGR7ABC123',
    });

    const pdf = await open(t, ticket.link);
    expect(pdf.statusCode).toBe(200);
    const { text, pages } = await readPdf(pdf.rawPayload);
    expect(pages).toBe(2);
    expect(text.match(/M-Pesa receipt SGR7ABC123/g)).toHaveLength(2);

    const list = (await get(t, owner.token, `/api/v1/event/${eventId}/attendees`)).json().message.data;
    expect(list.find((row: { booking_id: string }) => row.booking_id === purchase.reference)).toMatchObject({
      payment_method: 'mpesa',
      payment_reference: 'SGR7ABC123',
    });

    const { header, row } = await attendeeCsvRow(purchase.reference);
    // Issue 16 appends 'Holder name' and one column per question after these two.
    const at = header.indexOf('Payment method');
    expect(header.slice(at, at + 3)).toEqual(['Payment method', 'Payment reference', 'Holder name']);
    expect(row).toHaveLength(header.length);
    expect(row.slice(at, at + 2)).toEqual(['M-Pesa', 'SGR7ABC123']);
  });

  it('mails the reference the booking row carries when its payment is confirmed, in the text, HTML and PDF', async () => {
    const booked = await book(t, { event_id: eventId, tickets: [{ id: paidSeat, qty: 1 }] });
    expect(booked.status).toBe(201);
    const reference: string = booked.body.message.data.booking_id;
    // As the payment's provider leaves it on the row before the booking is fulfilled.
    await t.db
      .update(bookings)
      .set({ paymentReference: 'CARD-RCPT-42' })
      .where(eq(bookings.reference, reference));
    expect((await payWithCard(t, booked.body.message.data.client_secret)).status).toBe('succeeded');

    const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, reference));
    const kept = defined(defined(row, 'the booking').paymentReference, 'the payment reference');
    const line = `Card payment ${kept}`;
    const mail = await confirmationOf(reference);
    expect(mail.text.split('\n')).toContain(line);
    expect(mail.html).toContain(`>${line}</td>`);
    const attached = defined(
      mail.attachments?.find((file) => file.contentType === 'application/pdf'),
      'the PDF e-ticket',
    );
    expect((await readPdf(Buffer.from(attached.content, 'base64'))).text).toContain(line);

    const { header, row: cells } = await attendeeCsvRow(reference);
    const at = header.indexOf('Payment method');
    expect(cells.slice(at, at + 2)).toEqual(['Card', kept]);
  });

  it('shows no reference for a free booking', async () => {
    const booked = await book(t, { event_id: eventId, tickets: [{ id: freeSeat, qty: 1, price: 0 }] });
    expect(booked.status).toBe(201);
    const reference: string = booked.body.message.data.booking_id;

    const [ticket] = (await listTickets(t, defined(booked.token, 'the guest token'))).body.message.data;
    expect(ticket.booking).toMatchObject({ payment_method: 'free', payment_reference: null });
    expect((await readPdf((await open(t, ticket.link)).rawPayload)).text).not.toMatch(RECEIPT_LABELS);

    const mail = await confirmationOf(reference);
    expect(mail.text).not.toMatch(RECEIPT_LABELS);
    expect(mail.html).not.toMatch(RECEIPT_LABELS);

    const { header, row } = await attendeeCsvRow(reference);
    const at = header.indexOf('Payment method');
    expect(row.slice(at, at + 2)).toEqual(['Free ticket', '']);
  });
});
