import { instantToLocalTime } from '@tiketi/contract/time-zones';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, eventMessages, events, ticketTypes } from '../src/db/schema/index';
import { parseCsv } from './check-in-kit';
import { readPdf } from './e-tickets-kit';
import { bookingOf, buyer, mailsKeyed, newEvent, paidCardOrder, useEventOpsApp } from './events-ops-kit';
import { defined } from './support/defined';
import { multipart } from './support/multipart';
import { databaseKinds } from './support/test-database';

// Issue 16: the server's own texts (mails, PDF, CSV, calendar file) tell an event's times in the
// event's zone, with the zone's short name; the platform runs on UTC here.
const SUMMER_START = new Date('2027-07-10T18:00:00Z'); // 19:00 in Lisbon (WEST, UTC+1)
const SUMMER_END = new Date('2027-07-10T21:00:00Z');

describe.each(databaseKinds)("an event's times in its own zone in mails, PDF and CSV, on %s", (kind) => {
  const app = useEventOpsApp(kind);

  async function lisbonEvent() {
    const event = await newEvent(app());
    await app()
      .t.db.update(events)
      .set({ timeZone: 'Europe/Lisbon', startTime: SUMMER_START, endTime: SUMMER_END })
      .where(eq(events.id, event.id));
    return event;
  }
  const confirmationOf = async (reference: string) => {
    const booking = await bookingOf(app(), reference);
    const [mail] = await mailsKeyed(app(), `booking-confirmation:${booking.id}`);
    return defined(mail, 'the confirmation mail');
  };
  const attachment = (mail: Awaited<ReturnType<typeof confirmationOf>>, type: string) =>
    Buffer.from(
      defined(
        mail.attachments?.find((file) => file.contentType.startsWith(type)),
        type,
      ).content,
      'base64',
    );

  it('mails the confirmation, the PDF and the calendar entry at the venue’s clock', async () => {
    const event = await lisbonEvent();
    const order = await paidCardOrder(app(), event.id, event.regular);
    const mail = await confirmationOf(order.reference);
    expect(mail.text).toContain('When: Sat 10 Jul 2027, 7:00 PM WEST (Europe/Lisbon)');

    const { text } = await readPdf(attachment(mail, 'application/pdf'));
    expect(text).toContain('Saturday, 10 July 2027');
    expect(text).toContain('7:00 PM – 10:00 PM WEST (Europe/Lisbon)');

    // The calendar file carries the instants themselves (UTC), so any calendar shows them right.
    const ics = attachment(mail, 'text/calendar').toString('utf8');
    expect(ics).toContain('DTSTART:20270710T180000Z');
    expect(ics).toContain('DTEND:20270710T210000Z');
    expect(ics).toContain('X-WR-TIMEZONE:Europe/Lisbon');
  });

  it('writes the attendee and order CSVs in the event’s zone, named in the headers', async () => {
    const event = await lisbonEvent();
    const order = await paidCardOrder(app(), event.id, event.regular);
    const [row] = await app().t.db.select().from(bookings).where(eq(bookings.reference, order.reference));
    const booking = defined(row, 'the booking');
    const lisbonTime = (date: Date | null) =>
      instantToLocalTime(defined(date, 'a time'), 'Europe/Lisbon').replace('T', ' ');

    const attendees = await app().t.app.inject({
      method: 'GET',
      url: `/api/v1/event/${event.id}/attendees.csv`,
      headers: { auth: app().owner.token },
    });
    expect(attendees.statusCode).toBe(200);
    const [header, first] = parseCsv(attendees.body);
    const paidAt = defined(header, 'header').indexOf('Paid at (Europe/Lisbon)');
    expect(paidAt).toBeGreaterThan(-1);
    expect(header).toContain('Last check-in (Europe/Lisbon)');
    expect(defined(first, 'the row')[paidAt]).toBe(lisbonTime(booking.paidAt));

    const orders = await app().t.app.inject({
      method: 'GET',
      url: `/api/v1/event/${event.id}/orders.csv`,
      headers: { auth: app().owner.token },
    });
    expect(orders.statusCode).toBe(200);
    const [orderHeader, orderRow] = parseCsv(orders.body);
    const created = defined(orderHeader, 'header').indexOf('Created (Europe/Lisbon)');
    expect(created).toBeGreaterThan(-1);
    expect(orderHeader).toContain('Paid at (Europe/Lisbon)');
    expect(defined(orderRow, 'the row')[created]).toBe(lisbonTime(booking.createdAt));
  });

  it('tells holders of a new zone that moves the event, in the old zone and then the new', async () => {
    const event = await lisbonEvent();
    await paidCardOrder(app(), event.id, event.regular);
    const [row] = await app().t.db.select().from(events).where(eq(events.id, event.id));
    const current = defined(row, 'the event');
    const form = (changes: Record<string, string>) =>
      multipart({
        title: current.title,
        category_id: String(current.categoryId),
        currency: current.currency,
        location: current.location,
        short_description: current.shortDescription,
        full_description: current.fullDescription,
        notify_holders: 'true',
        ...changes,
      });
    const update = async (changes: Record<string, string>) => {
      const body = form(changes);
      const response = await app().t.app.inject({
        method: 'PUT',
        url: `/api/v1/event/update/${event.id}`,
        payload: body.payload,
        headers: { ...body.headers, auth: app().owner.token },
      });
      return { status: response.statusCode, body: response.json() };
    };

    // The same instants in another zone: nobody's plans move, so nobody is mailed.
    const same = await update({
      time_zone: 'Africa/Lagos',
      start_time: SUMMER_START.toISOString(),
      end_time: SUMMER_END.toISOString(),
    });
    expect(same.status).toBe(200);
    expect(same.body.status_description).toBe('Event updated');

    // 19:00 read in Nairobi is another instant: a new time, told before and after.
    const moved = await update({
      time_zone: 'Africa/Nairobi',
      start_time: '2027-07-10T19:00',
      end_time: '2027-07-10T22:00',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.status_description).toBe('Event updated. 1 ticket holder will get a mail.');
    const [change] = await app()
      .t.db.select()
      .from(eventMessages)
      .where(and(eq(eventMessages.eventId, event.id), eq(eventMessages.kind, 'change')));
    const [mail] = await mailsKeyed(app(), `event-change:${defined(change, 'the change').id}:`);
    expect(defined(mail, 'the change mail').text).toContain(
      'Before\nWhen: Sat 10 Jul 2027, 7:00 PM WAT (Africa/Lagos)',
    );
    expect(mail?.text).toContain('Now\nWhen: Sat 10 Jul 2027, 7:00 PM EAT (Africa/Nairobi)');
    expect(mail?.text).toContain('Ends: Sat 10 Jul 2027, 10:00 PM EAT (Africa/Nairobi)');
  });

  it('names a sale start in the event’s zone when it refuses a type not yet on sale', async () => {
    const event = await lisbonEvent();
    await app()
      .t.db.update(ticketTypes)
      .set({ saleStart: new Date('2027-06-01T08:00:00Z') })
      .where(eq(ticketTypes.id, event.regular));
    const refused = await app().t.app.inject({
      method: 'POST',
      url: '/api/v1/event/book',
      payload: {
        event_id: event.id,
        payment_method: 'card',
        details: buyer('Ana Costa'),
        tickets: [{ id: event.regular, qty: 1 }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().status_description).toBe('Regular goes on sale on Tue 1 Jun 2027, 9:00 AM WEST');
  });
});
