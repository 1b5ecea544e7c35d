import { EVENT_STATUS } from '@tiketi/contract/constants';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventQuestions, promoCodes, ticketTypes } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { onlyRow } from '../../lib/only-row';
import type { OrganizerActor } from '../sessions';
import { EVENT_NOT_FOUND, type OrganizerEventDeps } from './common';
import { insertEvent, lockOwnedEvent } from './queries';

/** The longest title the event form accepts (contract event-fields). */
export const TITLE_MAX = 200;
const COPY_SUFFIX = ' (copy)';

/**
 * '{title} (copy)', the title cut short (by whole characters, trailing spaces dropped) so that the
 * suffix fits in the form's limit and the copy can be saved again unchanged.
 */
export function copyTitle(title: string): string {
  const characters = Array.from(title);
  let kept = title;
  while (`${kept.trimEnd()}${COPY_SUFFIX}`.length > TITLE_MAX) {
    characters.pop();
    kept = characters.join('');
  }
  return `${kept.trimEnd()}${COPY_SUFFIX}`;
}

/** Ticket type ids of the source mapped to the copy's; ids of no type of the source are dropped. */
const remap = (ids: number[], newIdOf: Map<number, number>) =>
  ids.flatMap((id) => {
    const mapped = newIdOf.get(id);
    return mapped === undefined ? [] : [mapped];
  });

/**
 * Issue 19: a new draft of the organisation's event with its settings, ticket types (nothing sold or
 * held), questions and codes (never used), in one transaction. Orders, bookings, tickets, check-ins
 * and messages stay with the source. The image is shared: updateEvent removes a replaced image only
 * once no event uses it. Answers the copy's id; another organisation's event is not found.
 */
export async function duplicateEvent(
  deps: Pick<OrganizerEventDeps, 'db'>,
  actor: OrganizerActor,
  eventId: number,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    // Locked, so that an edit replacing its image cannot remove it while the copy takes it on.
    const source = await lockOwnedEvent(tx, actor.organizationId, eventId);
    if (!source) throw notFound(EVENT_NOT_FOUND);
    const copyId = await insertEvent(tx, {
      organizationId: source.organizationId,
      categoryId: source.categoryId,
      title: copyTitle(source.title),
      shortDescription: source.shortDescription,
      fullDescription: source.fullDescription,
      imageId: source.imageId,
      location: source.location,
      coordinates: source.coordinates,
      currency: source.currency,
      status: EVENT_STATUS.draft,
      startTime: source.startTime,
      endTime: source.endTime,
      timeZone: source.timeZone,
      ticketNames: source.ticketNames,
      ticketEmails: source.ticketEmails,
      namesEditableUntil: source.namesEditableUntil,
      capacity: source.capacity,
      capacityUsed: 0,
      taxName: source.taxName,
      taxRateBp: source.taxRateBp,
      taxMode: source.taxMode,
      feeFixedMinor: source.feeFixedMinor,
      feePercentBp: source.feePercentBp,
      feePayer: source.feePayer,
    });
    const newTypeIdOf = await copyTicketTypes(tx, eventId, copyId);
    await copyCodes(tx, eventId, copyId, newTypeIdOf);
    await copyQuestions(tx, eventId, copyId, newTypeIdOf);
    return copyId;
  });
}

async function copyTicketTypes(tx: DbOrTx, fromId: number, toId: number) {
  const types = await tx
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, fromId))
    .orderBy(asc(ticketTypes.id));
  const newIdOf = new Map<number, number>();
  // One at a time, so each new id is known to belong to its source row.
  for (const { id, eventId: _event, sold: _sold, held: _held, createdAt: _created, ...type } of types) {
    const rows = await tx
      .insert(ticketTypes)
      .values({ ...type, eventId: toId })
      .returning({ id: ticketTypes.id });
    newIdOf.set(id, onlyRow(rows, 'insert of a copied ticket type').id);
  }
  return newIdOf;
}

async function copyCodes(tx: DbOrTx, fromId: number, toId: number, newTypeIdOf: Map<number, number>) {
  const codes = await tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.eventId, fromId))
    .orderBy(asc(promoCodes.id));
  if (codes.length === 0) return;
  await tx.insert(promoCodes).values(
    codes.map(({ id: _id, eventId: _event, uses: _uses, createdAt: _c, updatedAt: _u, ...code }) => ({
      ...code,
      eventId: toId,
      ticketTypeIds: remap(code.ticketTypeIds, newTypeIdOf),
    })),
  );
}

async function copyQuestions(tx: DbOrTx, fromId: number, toId: number, newTypeIdOf: Map<number, number>) {
  const questions = await tx
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, fromId))
    .orderBy(asc(eventQuestions.id));
  if (questions.length === 0) return;
  await tx.insert(eventQuestions).values(
    questions.map(({ id: _id, eventId: _event, createdAt: _c, updatedAt: _u, ...question }) => ({
      ...question,
      eventId: toId,
      ticketTypeIds: remap(question.ticketTypeIds, newTypeIdOf),
    })),
  );
}
