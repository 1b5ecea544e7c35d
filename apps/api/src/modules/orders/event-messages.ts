import { MESSAGES_PER_DAY, type messageInput, type SentMessage } from '@tiketi/contract/event-operations';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-types';
import { eventMessages, organizations } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { greetingOf, plainMail } from '../bookings';
import { enqueueMail } from '../mail';
import { EVENT_NOT_FOUND, findTicketHolders, lockOwnedEvent } from '../organizer-events';
import type { OrganizerActor } from '../sessions';
import {
  countMessagesToday,
  type EventMessageRow,
  findEventMessages,
  foreignTicketTypeIds,
} from './event-queries';
import { findOwnedEvent } from './queries';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type CheckedMessage = z.output<typeof messageInput>;

export const MESSAGE_CAP_REACHED = `This event has had its ${MESSAGES_PER_DAY} messages of the last 24 hours. Try again later.`;
export const NO_HOLDERS = 'Nobody holds tickets of this event yet, so there is nobody to message';

function sentByName(row: Pick<EventMessageRow, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  return name || row.email || 'A former teammate';
}

function toSentMessage(row: EventMessageRow): SentMessage {
  const { message } = row;
  return {
    id: message.id,
    subject: message.subject,
    body: message.body,
    ticket_type_ids: message.ticketTypeIds,
    recipients: message.recipients,
    sent_by: sentByName(row),
    sent_at: message.createdAt.toISOString(),
  };
}

/**
 * Mails a plain text message to the event's ticket holders (issue 14): every order holding tickets,
 * or those holding one of the chosen types, one mail each through the outbox, in one transaction.
 * The daily cap is counted under the event's row lock, so parallel sends cannot pass it.
 */
export async function sendEventMessage(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  input: CheckedMessage,
): Promise<SentMessage> {
  const ticketTypeIds = [...new Set(input.ticket_type_ids ?? [])];
  return deps.db.transaction(async (tx) => {
    const event = await lockOwnedEvent(tx, actor.organizationId, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const [foreign] = await foreignTicketTypeIds(tx, eventId, ticketTypeIds);
    if (foreign !== undefined) throw badRequest(`Ticket type ${foreign} is not a ticket of this event`);
    if ((await countMessagesToday(tx, eventId)) >= MESSAGES_PER_DAY) {
      throw new AppError('RATE_LIMITED', MESSAGE_CAP_REACHED);
    }
    const holders = await findTicketHolders(tx, eventId, ticketTypeIds);
    if (holders.length === 0) throw new AppError('CONFLICT', NO_HOLDERS);
    const [organization] = await tx
      .select({ displayName: organizations.displayName, email: organizations.email })
      .from(organizations)
      .where(eq(organizations.id, actor.organizationId));
    const organizer = organization?.displayName ?? deps.config.platformName;
    const [message] = await tx
      .insert(eventMessages)
      .values({
        eventId,
        kind: 'message',
        subject: input.subject,
        body: input.body,
        ticketTypeIds,
        recipients: holders.length,
        sentBy: actor.user.id,
      })
      .returning();
    if (!message) throw new Error('insert into event_messages returned no row');
    for (const holder of holders) {
      const mail = plainMail(holder.buyerEmail, input.subject, [
        greetingOf(holder.buyerName),
        '',
        ...input.body.split(/\r?\n/),
        '',
        `${organizer} sent you this message because you hold tickets for ${event.title} (booking ${holder.reference}).`,
      ]);
      await enqueueMail(
        tx,
        {
          ...mail,
          fromName: organizer,
          // Buyers who answer reach the organizer, not the platform's unattended sender.
          ...(organization?.email ? { replyTo: organization.email } : {}),
        },
        { idempotencyKey: `event-message:${message.id}:${holder.bookingId}` },
      );
    }
    return toSentMessage({ message, ...actorNameParts(actor) });
  });
}

function actorNameParts(actor: OrganizerActor) {
  const { firstName, lastName, email } = actor.user;
  return { firstName: firstName ?? null, lastName: lastName ?? null, email: email ?? null };
}

/** The event's messages, newest first, and how many more the cap allows now. */
export async function listEventMessages(deps: Deps, actor: OrganizerActor, eventId: number) {
  if (!(await findOwnedEvent(deps.db, actor.organizationId, eventId))) throw notFound(EVENT_NOT_FOUND);
  const [rows, today] = await Promise.all([
    findEventMessages(deps.db, eventId),
    countMessagesToday(deps.db, eventId),
  ]);
  return {
    data: rows.map(toSentMessage),
    total: rows.length,
    remaining_today: Math.max(MESSAGES_PER_DAY - today, 0),
  };
}
