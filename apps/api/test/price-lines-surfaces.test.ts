import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/index';
import { type MailMessage, mailMessageSchema } from '../src/modules/mail';
import { createOrganizer, get, type Organizer, parseCsv } from './check-in-kit';
import { listTickets, open, readPdf } from './e-tickets-kit';
import { buyPriced, createPricedEvent, PRICED, PRICED_TOTAL, plainBreakdown } from './price-lines-kit';
import { retrieve } from './support/bookings';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

/** The lines under the seats of the priced order, as the PDF and the mail print them. */
const PRICE_LINES = ['Discount (SPRING15)', '\u2212$15.00', 'Booking fee', '$1.50', 'VAT 16%', '$13.84'];
const ANY_PRICE_LINE = /Discount|Booking fee|VAT/;

/** Text as a PDF reader extracts it, with its spaces made plain. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

// Issue 15: every place an order's money is shown to a person shows its lines beyond the seats,
// from what the booking stored when it was priced.
describe.each(databaseKinds)('an order’s price lines on every surface on %s', (kind) => {
  let t: TestApp;
  let owner: Organizer;
  let priced: Awaited<ReturnType<typeof buyPriced>>;
  let plainOrder: Awaited<ReturnType<typeof buyPriced>>;
  let pricedEventId: number;
  let plainEventId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createOrganizer(t);
    const pricedEvent = await createPricedEvent(t, owner, { priced: true });
    const plainEvent = await createPricedEvent(t, owner, { priced: false });
    pricedEventId = pricedEvent.eventId;
    plainEventId = plainEvent.eventId;
    // In any case, as a buyer types it from a poster.
    priced = await buyPriced(t, pricedEvent, { code: 'spring15' });
    plainOrder = await buyPriced(t, plainEvent, { qty: 2 });
  }, 120_000);
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

  it('prices the booking as the issue says, and the 201 tells how', () => {
    expect(priced.created).toMatchObject({ ...PRICED, total_price: PRICED_TOTAL, currency: 'USD' });
  });

  it('answers the breakdown on the success screen’s call, and subtotal = total for a plain order', async () => {
    const found = await retrieve(t, priced.clientSecret, priced.token);
    expect(found.status).toBe(200);
    expect(found.body.message.data).toMatchObject({ ...PRICED, price: PRICED_TOTAL, payment_status: 'paid' });
    expect(found.body.message.data.tickets).toEqual([
      { name: 'Regular', no_of_persons: 1, price_per_ticket: 33.33, quantity: 3 },
    ]);

    const plainFound = await retrieve(t, plainOrder.clientSecret, plainOrder.token);
    expect(plainFound.body.message.data).toMatchObject({ ...plainBreakdown(66.66), price: 66.66 });
  });

  it('answers it on the e-tickets, and prints the lines that apply on the PDF', async () => {
    const [ticket] = (await listTickets(t, priced.token)).body.message.data;
    expect(ticket.booking).toMatchObject({ ...PRICED, price: PRICED_TOTAL, booking_id: priced.reference });
    const { text } = await readPdf((await open(t, ticket.link)).rawPayload);
    // One page per admission, each with every line, in pricing order, above the total.
    const page = plain(text);
    expect(page.match(/Discount \(SPRING15\)/g)).toHaveLength(3);
    expect(page).toContain('3 x Regular admits 1 $99.99');
    const order = [...PRICE_LINES, 'TOTAL', '$100.33'].map((part) => page.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).not.toContain('(included)');

    const [plainTicket] = (await listTickets(t, plainOrder.token)).body.message.data;
    expect(plainTicket.booking).toMatchObject({ ...plainBreakdown(66.66), price: 66.66 });
    const plainPdf = plain((await readPdf((await open(t, plainTicket.link)).rawPayload)).text);
    expect(plainPdf).toContain('TOTAL $66.66');
    expect(plainPdf).not.toMatch(ANY_PRICE_LINE);
  });

  it('mails the same lines, in the text, the HTML and the attached PDF', async () => {
    const mail = await confirmationOf(priced.reference);
    const lines = mail.text.split('\n');
    const seats = lines.indexOf('3 x Regular (admits 1) — $99.99');
    expect(seats).toBeGreaterThan(0);
    expect(lines.slice(seats + 1, seats + 5)).toEqual([
      'Discount (SPRING15) \u2212$15.00',
      'Booking fee $1.50',
      'VAT 16% $13.84',
      'TOTAL $100.33',
    ]);
    // The HTML's table cells, read as text: each line's label beside its amount.
    const cells = mail.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(cells).toContain(
      '$99.99 Discount (SPRING15) \u2212$15.00 Booking fee $1.50 VAT 16% $13.84 TOTAL $100.33',
    );
    const attached = defined(
      mail.attachments?.find((file) => file.contentType === 'application/pdf'),
      'the PDF e-ticket',
    );
    expect(plain((await readPdf(Buffer.from(attached.content, 'base64'))).text)).toContain(
      'Booking fee $1.50',
    );

    const plainMail = await confirmationOf(plainOrder.reference);
    expect(plainMail.text).toContain('2 x Regular (admits 1) — $66.66\nTOTAL $66.66');
    expect(plainMail.text).not.toMatch(ANY_PRICE_LINE);
    expect(plainMail.html).not.toMatch(ANY_PRICE_LINE);
  });

  it('shows them to the organizer: the order, the list and the CSV’s last columns', async () => {
    const detail = await get(t, owner.token, `/api/v1/orders/${priced.reference}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().message).toMatchObject({ ...PRICED, total: PRICED_TOTAL, paid: PRICED_TOTAL });

    const list = (await get(t, owner.token, `/api/v1/event/${pricedEventId}/orders`)).json().message;
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ ...PRICED, booking_id: priced.reference, total: PRICED_TOTAL });
    const plainList = (await get(t, owner.token, `/api/v1/event/${plainEventId}/orders`)).json().message;
    expect(plainList.data[0]).toMatchObject({ ...plainBreakdown(66.66), total: 66.66 });

    const csv = await get(t, owner.token, `/api/v1/event/${pricedEventId}/orders.csv`);
    const [header, row] = parseCsv(csv.body);
    expect(defined(header, 'the header').slice(-5)).toEqual([
      'Subtotal',
      'Discount',
      'Promo code',
      'Fee',
      'Tax',
    ]);
    expect(defined(row, 'the row').slice(-5)).toEqual(['99.99', '15.00', 'SPRING15', '1.50', '13.84']);
    expect(row?.[6]).toBe('100.33');
    const [, plainRow] = parseCsv(
      (await get(t, owner.token, `/api/v1/event/${plainEventId}/orders.csv`)).body,
    );
    expect(defined(plainRow, 'the plain row').slice(-5)).toEqual(['66.66', '0.00', '', '0.00', '0.00']);
  });
});
