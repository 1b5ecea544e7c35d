import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/index';
import { book, payWithCard } from './support/bookings';
import { defined } from './support/defined';
import { createEventWithSeat } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

describe('free bookings cannot relay mail to strangers', () => {
  let t: TestApp;
  let eventId: number;
  let free: { id: number };

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      BOOKINGS_PER_ADDRESS: '1000',
      FREE_BOOKINGS_PER_ADDRESS: '4',
      FREE_BOOKINGS_PER_RECIPIENT: '2',
    });
    ({ eventId, seat: free } = await createEventWithSeat(
      t.db,
      { priceMinor: 0, maxTickets: 1000 },
      { title: 'Open Day' },
    ));
  });
  afterAll(() => t.close());

  const bookFree = (email: string, remoteAddress: string, fullName = 'Amina Odhiambo') =>
    book(
      t,
      {
        event_id: eventId,
        tickets: [{ id: free.id, qty: 1 }],
        details: { full_name: fullName, email_address: email, msisdn: '+254711000999' },
      },
      undefined,
      remoteAddress,
    );
  const mailsTo = async (email: string) =>
    (await t.db.select().from(outbox).where(sql`${outbox.payload}->>'to' = ${email}`)).map(
      (row) => row.payload as Mail,
    );

  it('mails one recipient only a few free bookings an hour, whoever asks', async () => {
    expect((await bookFree('victim@example.com', '198.51.100.1')).status).toBe(201);
    expect((await bookFree('Victim@Example.com', '198.51.100.2')).status).toBe(201);
    const refused = await bookFree('victim@example.com', '198.51.100.3');
    expect(refused.status).toBe(429);
    expect(refused.body.status_description).toBe(
      'Too many free bookings for this email address. Please try again in an hour.',
    );
    expect(await mailsTo('victim@example.com')).toHaveLength(1);
  });

  it('lets one address make only a few free bookings an hour, to anyone', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await bookFree(`person-${i}@example.com`, '203.0.113.9')).status).toBe(201);
    }
    const refused = await bookFree('person-9@example.com', '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.body.status_description).toBe(
      'Too many free bookings from your network. Please try again in an hour.',
    );
    expect(await mailsTo('person-9@example.com')).toEqual([]);
  });

  it('keeps buyer-typed text out of the subject, and a name that reads as a link out of the mail', async () => {
    const spam = 'Claim your prize at www.prize-spam.example now';
    expect((await bookFree('target@example.com', '192.0.2.77', spam)).status).toBe(201);
    const [mail] = await mailsTo('target@example.com');
    assert(mail, 'mail');
    expect(mail.subject).toMatch(/^Your tickets for Open Day \([A-Z0-9-]+\)$/);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('prize');
    expect(mail.text).toMatch(/^Hello,\n/);

    expect((await bookFree('plain@example.com', '192.0.2.78', "Zoë O'Brien-Mwangi")).status).toBe(201);
    expect(defined((await mailsTo('plain@example.com'))[0], 'the mail to plain@example.com').text).toMatch(
      /^Hello Zoë O'Brien-Mwangi,\n/,
    );
  });
});

describe("the confirmation mail's e-ticket link", () => {
  const linkIn = async (t: TestApp, reference: string) => {
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'subject' like ${`%(${reference})`}`);
    return /Your e-tickets with their QR codes: (\S+)/.exec((defined(row, 'row').payload as Mail).text)?.[1];
  };
  const paidBooking = async (t: TestApp) => {
    const { eventId, seat } = await createEventWithSeat(t.db, { priceMinor: 1200 });
    const booked = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] });
    expect(await payWithCard(t, booked.body.message.data.client_secret)).toEqual({ status: 'succeeded' });
    return booked.body.message.data.booking_id as string;
  };

  it('is a full URL at PUBLIC_URL', async () => {
    const t = await createTestApp('pglite', { PUBLIC_URL: 'https://tickets.example.com/' });
    try {
      expect(await linkIn(t, await paidBooking(t))).toBe('https://tickets.example.com/account/tickets');
    } finally {
      await t.close();
    }
  });

  it('is a full URL at the local origin in development', async () => {
    const t = await createTestApp('pglite', { PORT: '4321' });
    try {
      expect(await linkIn(t, await paidBooking(t))).toBe('http://localhost:4321/account/tickets');
    } finally {
      await t.close();
    }
  });
});
