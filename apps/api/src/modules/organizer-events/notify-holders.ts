import { slugify } from '@tiketi/contract/slug';
import { and, count, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { eventMessages, organizations } from '../../db/schema/index';
import { eventTimeText, greetingOf, plainMail } from '../bookings';
import { bookingCalendarUid } from '../e-tickets';
import { buildIcs } from '../events';
import { enqueueMail } from '../mail';
import type { OrganizerActor } from '../sessions';
import { findTicketHolders } from './ticket-holders';

/** What a holder is told about, before and after the edit. */
export interface EventDetails {
  title: string;
  shortDescription: string;
  startTime: Date;
  endTime: Date;
  location: string;
  /** The event's zone at that moment (issue 16): its times are told in it. */
  timeZone: string;
}

/** Whether the edit changed what a ticket holder plans around: the start, the end or the place. */
export function changedForHolders(before: EventDetails, after: EventDetails): boolean {
  return (
    before.startTime.getTime() !== after.startTime.getTime() ||
    before.endTime.getTime() !== after.endTime.getTime() ||
    before.location.trim() !== after.location.trim()
  );
}

/**
 * Tells every ticket holder of the event (issue 14, `notify_holders`) of a new date, time or place,
 * in the transaction of the edit: one mail per order with the old and new details and the booking's
 * calendar entry again, under the confirmation's UID with a higher SEQUENCE so calendars move it.
 * The change is recorded as an event message with its recipients. Answers how many were told.
 */
export async function notifyHoldersOfChange(
  tx: DbOrTx,
  input: {
    eventId: number;
    organizationId: number;
    actor: OrganizerActor;
    before: EventDetails;
    after: EventDetails;
    origin: string;
    config: Pick<Config, 'publicUrl' | 'port' | 'platformName'>;
  },
): Promise<number> {
  const { before, after } = input;
  const { platformName } = input.config;
  const holders = await findTicketHolders(tx, input.eventId);
  const [organization] = await tx
    .select({ displayName: organizations.displayName })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  const organizer = organization?.displayName ?? platformName;
  const subject = `${after.title}: new date, time or place`;
  const details = (event: EventDetails) => [
    `When: ${eventTimeText(event.startTime, event.timeZone)}`,
    `Ends: ${eventTimeText(event.endTime, event.timeZone)}`,
    `Where: ${event.location}`,
  ];
  const body = ['Before', ...details(before), '', 'Now', ...details(after)].join('\n');
  const [message] = await tx
    .insert(eventMessages)
    .values({
      eventId: input.eventId,
      kind: 'change',
      subject,
      body,
      recipients: holders.length,
      sentBy: input.actor.user.id,
    })
    .returning({ id: eventMessages.id });
  if (!message) throw new Error('insert into event_messages returned no row');
  // The confirmation's entry is revision 0; each recorded change is the next one.
  const [changes] = await tx
    .select({ total: count() })
    .from(eventMessages)
    .where(and(eq(eventMessages.eventId, input.eventId), eq(eventMessages.kind, 'change')));
  const sequence = changes?.total ?? 1;
  const isAbsolute = /^https?:\/\//.test(input.origin);
  for (const holder of holders) {
    const ics = buildIcs({
      uid: bookingCalendarUid(holder.reference, input.config),
      sequence,
      title: after.title,
      description: [after.shortDescription, `Booking ${holder.reference}.`].filter(Boolean).join('\n\n'),
      location: after.location,
      start: after.startTime,
      end: after.endTime,
      timeZone: after.timeZone,
      url: isAbsolute ? `${input.origin}/account/tickets` : undefined,
    });
    const mail = plainMail(holder.buyerEmail, subject, [
      greetingOf(holder.buyerName),
      '',
      `${organizer} changed the date, time or place of ${after.title}. Your booking ${holder.reference} and its tickets stay valid.`,
      '',
      'Before',
      ...details(before),
      '',
      'Now',
      ...details(after),
      '',
      'The calendar file attached updates the entry in your calendar.',
      '',
      `The ${platformName} team`,
    ]);
    await enqueueMail(
      tx,
      {
        ...mail,
        fromName: organizer,
        attachments: [
          {
            filename: `${slugify(after.title) || 'event'}.ics`,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: Buffer.from(ics, 'utf8').toString('base64'),
          },
        ],
      },
      { idempotencyKey: `event-change:${message.id}:${holder.bookingId}` },
    );
  }
  return holders.length;
}
