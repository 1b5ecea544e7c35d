import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTicketPdf, type TicketDocument } from '../src/modules/e-tickets/render-ticket-pdf';
import { buyAndPay, decodeQr, listTickets, open, readPdf, renderPdfPage } from './e-tickets-kit';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const title = 'Συναυλία · Концерт · Đêm nhạc Łódź';
const buyer = 'Αλέξανδρος Дмитрий Nguyễn Żółć';

const ticket: TicketDocument = {
  platformName: 'Tiketi Ελλάς',
  timeZone: 'Africa/Nairobi',
  reference: 'TKT-8F3K2Q',
  event: {
    title,
    startTime: new Date('2026-03-14T16:30:00Z'),
    endTime: new Date('2026-03-14T19:30:00Z'),
    location: 'ул. Пушкина 10, Київ',
  },
  buyer: { name: buyer, email: 'alex@example.com' },
  paymentMethod: 'card',
  paymentReference: null,
  paidAt: new Date('2026-03-01T10:00:00Z'),
  currency: 'USD',
  totalMinor: 13000,
  breakdown: {
    subtotal: 130,
    discount: 0,
    promo_code: null,
    fee: 0,
    tax: 0,
    tax_name: null,
    tax_rate: null,
    tax_mode: null,
  },
  seats: [
    { name: 'Ложа VIP 夜 🎷', noOfPersons: 2, quantity: 1, unitPriceMinor: 8000 },
    { name: 'حفل Regular', noOfPersons: 1, quantity: 2, unitPriceMinor: 2500 },
  ],
  admissions: [
    { code: 'A1B2C3D4E5F6A1B2C3D4E5F6', name: 'Ложа VIP', noOfPersons: 2 },
    { code: 'F6E5D4C3B2A1F6E5D4C3B2A1', name: 'Regular', noOfPersons: 1 },
  ],
};

describe('the PDF e-ticket in other scripts than Latin-1', () => {
  it('prints Greek, Cyrillic, Vietnamese and Polish letters as they are, in an embedded font', async () => {
    const pdf = await renderTicketPdf(ticket);
    const { text, pages } = await readPdf(pdf);
    expect(pages).toBe(2);
    for (const exact of [title, buyer, 'ул. Пушкина 10, Київ', 'Ложа VIP · admits 2']) {
      expect(text).toContain(exact);
    }
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSansCondensed-Bold/);
    // Only the glyphs used are embedded: a two-page ticket stays a small attachment.
    console.log(`e-ticket PDF with embedded DejaVu subsets: ${pdf.length} bytes`);
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('prints one question mark for each character no embedded font draws, and right-to-left scripts', async () => {
    const { text } = await readPdf(await renderTicketPdf(ticket));
    expect(text).toContain('Ложа VIP ? ?');
    expect(text).toContain('??? Regular');
    expect(text.replace(/Ложа VIP \? \?|\?\?\? Regular/g, '')).not.toContain('?');
  });

  it('keeps each page’s QR code readable', async () => {
    const pdf = await renderTicketPdf(ticket);
    for (const [index, admission] of ticket.admissions.entries()) {
      expect(await decodeQr(await renderPdfPage(pdf, index + 1))).toBe(admission.code);
    }
  });
});

describe.each(databaseKinds)('a booking in other scripts on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let ticketTypeId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    eventId = (await createEvent(t.db, { organizationId: org.id, categoryId: category.id, title })).id;
    ticketTypeId = (await createTicketType(t.db, { eventId, name: 'Балкон', priceMinor: 2500 })).id;
  });
  afterAll(() => t.close());

  it('serves an e-ticket with the buyer’s name and the event’s title exactly as typed', async () => {
    const details = { full_name: buyer, msisdn: '+254722000444', email_address: 'alex@example.com' };
    const purchase = await buyAndPay(t, eventId, [{ id: ticketTypeId, qty: 1 }], { details });
    const listed = await listTickets(t, purchase.token);
    const response = await open(t, listed.body.message.data[0].link);
    expect(response.statusCode).toBe(200);
    const { text } = await readPdf(response.rawPayload);
    for (const exact of [title, buyer, 'Балкон']) expect(text).toContain(exact);
    expect(text).not.toContain('?');
  });
});
