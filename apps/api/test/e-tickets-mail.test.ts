import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOutboxWorker } from '../src/jobs/outbox-worker';
import { createMailProvider } from '../src/providers/mail/create-mail-provider';
import type { MailProvider } from '../src/providers/mail/mail-provider';
import { buyAndPay, decodeQr, listTickets, readPdf, renderPdfPage } from './e-tickets-kit';
import { createRecordingLog, type SmtpPeer, startSmtpPeer } from './mail-test-kit';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('the confirmation mail over real SMTP on %s', (kind) => {
  let t: TestApp;
  let peer: SmtpPeer;
  let provider: MailProvider;
  let eventId: number;
  let ticketTypeId: number;
  const start = new Date('2031-03-14T16:30:00Z');

  beforeAll(async () => {
    peer = await startSmtpPeer();
    // A zone other than UTC, so the mail must say the event's time as the platform's clock reads it.
    t = await createTestApp(kind, {
      SMTP_URL: peer.url,
      PUBLIC_URL: 'https://tickets.example.com',
      TZ: 'Africa/Nairobi',
    });
    provider = createMailProvider({ smtpUrl: peer.url }, createRecordingLog());
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    eventId = (
      await createEvent(t.db, {
        organizationId: org.id,
        categoryId: category.id,
        title: 'Lakeside Jazz, Night One',
        start,
        end: new Date(start.getTime() + 3 * 3_600_000),
      })
    ).id;
    ticketTypeId = (await createTicketType(t.db, { eventId, name: 'Regular', priceMinor: 2500 })).id;
  });
  afterAll(async () => {
    await provider?.close?.();
    // The worker's idle connections are cut when the database is dropped; that is expected here.
    if (t?.database.kind === 'postgres') {
      (t.db as unknown as { $client: { on(event: 'error', listener: () => void): void } }).$client.on(
        'error',
        () => {},
      );
    }
    await t?.close();
    await peer?.stop();
  });

  it('reaches the buyer with the seat lines and total, the PDF e-ticket and an .ics file', async () => {
    const purchase = await buyAndPay(t, eventId, [{ id: ticketTypeId, qty: 2 }]);
    const worker = startOutboxWorker({
      db: t.db,
      provider,
      from: 'Tiketi <no-reply@tiketi.test>',
      log: createRecordingLog(),
      pollMs: 3_600_000,
    });
    try {
      expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.stop();
    }

    const mail = peer.messages.find((message) => message.subject?.includes(purchase.reference));
    expect(mail).toBeDefined();
    assert(mail, 'mail');
    expect(mail.to).toMatchObject({ value: [{ address: 'njeri@example.com' }] });
    expect(mail.subject).toBe(`Your tickets for Lakeside Jazz, Night One (${purchase.reference})`);
    // 16:30 UTC is 19:30 in Nairobi (UTC+3): the event has no zone of its own, so the platform's
    // (TZ) stands, with its short name, as on the PDF.
    expect(mail.text).toContain('When: Fri 14 Mar 2031, 7:30 PM EAT (Africa/Nairobi)');
    expect(mail.html).toContain('Fri 14 Mar 2031, 7:30 PM EAT (Africa/Nairobi)');
    expect(mail.text).toContain('2 x Regular (admits 1) — $50.00');
    expect(mail.text).toContain('TOTAL $50.00');
    expect(mail.text).toContain('https://tickets.example.com/account/tickets');
    expect(mail.text).toContain('attached as a PDF');

    const pdf = mail.attachments.find((file) => file.contentType === 'application/pdf');
    assert(pdf, 'pdf');
    expect(pdf?.filename).toBe(`e-ticket-${purchase.reference}.pdf`);
    const { text, pages } = await readPdf(pdf.content);
    expect(pages).toBe(2);
    expect(text).toContain(purchase.reference);
    expect(text).toContain('Lakeside Jazz, Night One');
    expect(text).toContain('7:30 PM');
    expect(text).toContain('(Africa/Nairobi)');
    // The QR printed in the mailed PDF is the admission's code, as the e-tickets page lists it.
    const [listed] = (await listTickets(t, purchase.token)).body.message.data;
    expect(await decodeQr(await renderPdfPage(pdf.content, 1))).toBe(listed.admissions[0].code);

    const ics = mail.attachments.find((file) => file.contentType === 'text/calendar');
    expect(ics?.filename).toBe('lakeside-jazz-night-one.ics');
    const calendar = defined(ics, 'ics').content.toString('utf8');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain('SUMMARY:Lakeside Jazz\\, Night One');
    expect(calendar).toContain('DTSTART:20310314T163000Z');
    expect(calendar).toContain('DTEND:20310314T193000Z');
    expect(calendar).toContain(`UID:booking-${purchase.reference}@tickets.example.com`);
    expect(calendar).toContain('URL:https://tickets.example.com/account/tickets');
  });
});
