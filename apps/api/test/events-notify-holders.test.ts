import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { formatZonedTime } from '@tiketi/contract/time-zones';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMessages, events, issuedTickets } from '../src/db/schema/index';
import {
  bookingOf,
  call,
  freeOrder,
  heldOrder,
  mailsKeyed,
  newEvent,
  paidCardOrder,
  useEventOpsApp,
} from './events-ops-kit';
import { defined } from './support/defined';
import { multipart } from './support/multipart';
import { databaseKinds } from './support/test-database';

const DAY = 86_400_000;

/** The .ics file of a mail, as text. */
const icsOf = (mail: { attachments?: { filename: string; content: string }[] }) =>
  Buffer.from(
    defined(
      mail.attachments?.find((file) => file.filename.endsWith('.ics')),
      'the .ics attachment',
    ).content,
    'base64',
  ).toString('utf8');
const lineOf = (ics: string, name: string) => ics.split('\r\n').find((line) => line.startsWith(`${name}:`));

describe.each(databaseKinds)('telling ticket holders of a new date, time or place on %s', (kind) => {
  const app = useEventOpsApp(kind);

  async function update(eventId: number, changes: Record<string, string>) {
    const [event] = await app().t.db.select().from(events).where(eq(events.id, eventId));
    const current = defined(event, 'the event');
    const body = multipart({
      title: current.title,
      category_id: String(current.categoryId),
      currency: current.currency,
      start_time: current.startTime.toISOString(),
      end_time: current.endTime.toISOString(),
      location: current.location,
      short_description: current.shortDescription,
      full_description: current.fullDescription,
      ...changes,
    });
    const response = await app().t.app.inject({
      method: 'PUT',
      url: `/api/v1/event/update/${eventId}`,
      payload: body.payload,
      headers: { ...body.headers, auth: app().owner.token },
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('mails each holder the old and new details with the booking’s calendar entry, updated; tickets stay valid', async () => {
    const event = await newEvent(app());
    const card = await paidCardOrder(app(), event.id, event.regular, 2);
    const free = await freeOrder(app(), event.id, event.free);
    const held = await heldOrder(app(), event.id, event.regular);
    const read = await call(app(), 'GET', `/api/v1/client/event/${event.id}`, app().owner.token);
    expect(read.body.message.ticket_holders).toBe(2);

    const start = new Date(Date.now() + 20 * DAY);
    const end = new Date(start.getTime() + 4 * 3_600_000);
    const updated = await update(event.id, {
      start_time: start.toISOString(),
      end_time: end.toISOString(),
      location: 'Uhuru Gardens, Nairobi',
      notify_holders: 'true',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.status_description).toBe('Event updated. 2 ticket holders will get a mail.');

    const [change] = await app()
      .t.db.select()
      .from(eventMessages)
      .where(and(eq(eventMessages.eventId, event.id), eq(eventMessages.kind, 'change')));
    expect(change).toMatchObject({ recipients: 2, sentBy: expect.any(Number) });
    const mails = await mailsKeyed(app(), `event-change:${change?.id}:`);
    expect(mails.map((mail) => mail.to).sort()).toEqual([card.email, free.email].sort());
    expect(mails.map((mail) => mail.to)).not.toContain(held.email);

    const cardRow = await bookingOf(app(), card.reference);
    const mail = defined(
      mails.find((each) => each.to === card.email),
      'the card buyer’s mail',
    );
    expect(mail.key).toBe(`event-change:${change?.id}:${cardRow.id}`);
    expect(mail.text).toContain('Where: Kenyatta International Convention Centre, Nairobi');
    expect(mail.text).toContain('Where: Uhuru Gardens, Nairobi');
    expect(mail.text).toContain(`Your booking ${card.reference} and its tickets stay valid.`);
    // Told in the event's zone (here the platform's, UTC) with its short name.
    expect(mail.text).toContain(`When: ${formatZonedTime(start, 'UTC', { year: true })}`);

    // The same calendar entry as the confirmation's, a revision later, at the new time and place.
    const [confirmation] = await mailsKeyed(app(), `booking-confirmation:${cardRow.id}`);
    const before = icsOf(defined(confirmation, 'the confirmation mail'));
    const after = icsOf(mail);
    expect(lineOf(after, 'UID')).toBe(lineOf(before, 'UID'));
    expect(lineOf(before, 'SEQUENCE')).toBeUndefined();
    expect(lineOf(after, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(lineOf(after, 'DTSTART')).toBe(
      `DTSTART:${start
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(after).toContain('LOCATION:Uhuru Gardens\\, Nairobi');

    expect(await bookingOf(app(), card.reference)).toMatchObject({
      status: BOOKING_STATUS.paid,
      voidedAt: null,
    });
    const tickets = await app()
      .t.db.select()
      .from(issuedTickets)
      .where(eq(issuedTickets.bookingId, cardRow.id));
    expect(tickets.map((ticket) => ticket.voidedAt)).toEqual([null, null]);

    // A second change is the next revision.
    await update(event.id, { location: 'KICC, Nairobi', notify_holders: 'true' });
    const changes = await app()
      .t.db.select()
      .from(eventMessages)
      .where(and(eq(eventMessages.eventId, event.id), eq(eventMessages.kind, 'change')));
    expect(changes).toHaveLength(2);
    const [second] = await mailsKeyed(app(), `event-change:${changes[1]?.id}:${cardRow.id}`);
    expect(lineOf(icsOf(defined(second, 'the second change mail')), 'SEQUENCE')).toBe('SEQUENCE:2');
  });

  it('mails nobody without notify_holders, nor when neither the time nor the place changed', async () => {
    const event = await newEvent(app());
    await paidCardOrder(app(), event.id, event.regular);
    const quiet = await update(event.id, { location: 'Uhuru Gardens, Nairobi' });
    expect(quiet).toMatchObject({ status: 200, body: { status_description: 'Event updated' } });
    const titleOnly = await update(event.id, { title: 'Lake Festival 2031', notify_holders: 'true' });
    expect(titleOnly.status).toBe(200);
    const explicit = await update(event.id, { location: 'KICC, Nairobi', notify_holders: 'false' });
    expect(explicit.status).toBe(200);
    expect(await app().t.db.select().from(eventMessages).where(eq(eventMessages.eventId, event.id))).toEqual(
      [],
    );
    expect(await mailsKeyed(app(), 'event-change:')).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining('Lake Festival 2031') }),
    );

    const bad = await update(event.id, { location: 'Elsewhere', notify_holders: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.status_description).toBe('notify_holders must be true or false');
    const [kept] = await app().t.db.select().from(events).where(eq(events.id, event.id));
    expect(kept?.location).toBe('KICC, Nairobi');
  });
});
