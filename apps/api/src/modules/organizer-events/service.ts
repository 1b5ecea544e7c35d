import { MESSAGES } from '@tiketi/contract/messages';
import { fromMinor, toMinor } from '@tiketi/contract/money';
import {
  type CreateTicketsInput,
  eventFields,
  type OrganizerEvent,
  type OrganizerEventQuery,
  type OrganizerSummary,
  type UpdateTicketsInput,
} from '@tiketi/contract/organizer-events';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import { categories, events, media, ticketTypes } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { findOnSaleTicketTypes, toEventSummary, toTicketType } from '../events';
import { type MediaRow, processImage, removeStoredKeys, saveProcessedImage } from '../media';
import type { OrganizerActor } from '../sessions';
import {
  countOnSaleTicketTypes,
  countOrganizerEvents,
  findOrganizerEvent,
  findOrganizerEvents,
  findOrganizerFigures,
  lockOwnedEvent,
  lockTicketTypes,
  type OrganizerEventRow,
  ownsEvent,
} from './queries';
import type { EventForm } from './read-event-form';

type Deps = Pick<AppDeps, 'db' | 'config' | 'storage' | 'publicCache'>;

const EVENT_NOT_FOUND = 'Event not found';

function parseFields(fields: Record<string, string>) {
  const parsed = eventFields.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.allFieldsRequired);
  return parsed.data;
}

async function assertCategory(deps: Deps, categoryId: number) {
  const [category] = await deps.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw badRequest('Choose a category');
}

const keysOf = (row: MediaRow) => row.variants.map((variant) => variant.key);

/** A ticket form row as the columns it fills; counters start at zero. */
const ticketTypeValues = (eventId: number, ticket: CreateTicketsInput['tickets'][number]) => ({
  eventId,
  name: ticket.name,
  priceMinor: toMinor(ticket.price_per_ticket),
  noOfPersons: ticket.no_of_persons,
  maxTickets: ticket.max_tickets,
});

/** Create step 2: the event starts as a draft (decision 10), with its image stored in every width. */
export async function createEvent(deps: Deps, actor: OrganizerActor, form: EventForm): Promise<number> {
  const fields = parseFields(form.fields);
  if (!form.file) throw badRequest(MESSAGES.imageRequired);
  await assertCategory(deps, fields.category_id);
  const image = await processImage(form.file);
  const stored = await saveProcessedImage(deps, image);
  try {
    const [event] = await deps.db
      .insert(events)
      .values({
        organizationId: actor.organizationId,
        categoryId: fields.category_id,
        title: fields.title,
        shortDescription: fields.short_description,
        fullDescription: fields.full_description,
        location: fields.location,
        currency: fields.currency,
        startTime: fields.start_time,
        endTime: fields.end_time,
        imageId: stored.id,
        status: 2,
      })
      .returning({ id: events.id });
    return event!.id;
  } catch (error) {
    // No orphan image: the event did not come to be.
    await deps.db
      .delete(media)
      .where(eq(media.id, stored.id))
      .catch(() => {});
    await removeStoredKeys(deps.storage, keysOf(stored));
    throw error;
  }
}

/** Edit step 1 and 2: fields always, the image only when a new one was chosen. */
export async function updateEvent(deps: Deps, actor: OrganizerActor, eventId: number, form: EventForm) {
  // Another organisation gets its 404 before the server decodes or stores anything for it. The
  // locked check in the transaction below still decides (the event may go in between).
  if (!(await ownsEvent(deps.db, actor.organizationId, eventId))) throw notFound(EVENT_NOT_FOUND);
  const fields = parseFields(form.fields);
  await assertCategory(deps, fields.category_id);
  const stored = form.file ? await saveProcessedImage(deps, await processImage(form.file)) : null;
  let replaced: MediaRow | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const event = await lockOwnedEvent(tx, actor.organizationId, eventId);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      await tx
        .update(events)
        .set({
          categoryId: fields.category_id,
          title: fields.title,
          shortDescription: fields.short_description,
          fullDescription: fields.full_description,
          location: fields.location,
          currency: fields.currency,
          startTime: fields.start_time,
          endTime: fields.end_time,
          updatedAt: new Date(),
          ...(stored ? { imageId: stored.id } : {}),
        })
        .where(eq(events.id, eventId));
      if (stored && event.imageId) {
        [replaced = null] = await tx.delete(media).where(eq(media.id, event.imageId)).returning();
      }
    });
  } catch (error) {
    if (stored) {
      await deps.db
        .delete(media)
        .where(eq(media.id, stored.id))
        .catch(() => {});
      await removeStoredKeys(deps.storage, keysOf(stored));
    }
    throw error;
  }
  if (replaced) await removeStoredKeys(deps.storage, keysOf(replaced));
  deps.publicCache.clear();
}

/** Create step 3: the event's first ticket types. */
export async function createTickets(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  input: CreateTicketsInput,
) {
  await deps.db.transaction(async (tx) => {
    const event = await lockOwnedEvent(tx, actor.organizationId, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    await tx.insert(ticketTypes).values(input.tickets.map((ticket) => ticketTypeValues(eventId, ticket)));
  });
  deps.publicCache.clear();
}

/**
 * 'Ticket Update': edits, adds (id -1) and takes types off sale (status 3). A type with sales is
 * never deleted, and its maximum never drops below what is already sold or held.
 */
export async function updateTickets(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  input: UpdateTicketsInput,
) {
  await deps.db.transaction(async (tx) => {
    const event = await lockOwnedEvent(tx, actor.organizationId, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const existing = new Map((await lockTicketTypes(tx, eventId)).map((ticket) => [ticket.id, ticket]));
    const seen = new Set<number>();
    for (const ticket of input.tickets) {
      if (ticket.id === -1) continue;
      const current = existing.get(ticket.id);
      if (!current || seen.has(ticket.id))
        throw badRequest('A ticket in the list does not belong to this event');
      seen.add(ticket.id);
      const taken = current.sold + current.held;
      if (ticket.max_tickets < taken) {
        throw new AppError(
          'CONFLICT',
          `${ticket.name}: max tickets cannot be lower than the ${taken} already sold or reserved`,
        );
      }
      await tx
        .update(ticketTypes)
        .set({ ...ticketTypeValues(eventId, ticket), status: ticket.status })
        .where(eq(ticketTypes.id, ticket.id));
    }
    const added = input.tickets.filter((ticket) => ticket.id === -1 && ticket.status === 1);
    if (added.length > 0) {
      await tx.insert(ticketTypes).values(added.map((ticket) => ticketTypeValues(eventId, ticket)));
    }
    if (event.status === 1 && (await countOnSaleTicketTypes(tx, eventId)) === 0) {
      throw badRequest('A published event needs at least one ticket type on sale. Unpublish it first.');
    }
  });
  deps.publicCache.clear();
}

/** Decision 10: publish (status 1) once the event has a ticket type on sale, or back to draft (2). */
export async function setEventStatus(deps: Deps, actor: OrganizerActor, eventId: number, status: 1 | 2) {
  await deps.db.transaction(async (tx) => {
    const event = await lockOwnedEvent(tx, actor.organizationId, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (status === 1 && (await countOnSaleTicketTypes(tx, eventId)) === 0) {
      throw badRequest('Add at least one ticket type before publishing this event');
    }
    await tx.update(events).set({ status, updatedAt: new Date() }).where(eq(events.id, eventId));
  });
  deps.publicCache.clear();
  return status === 1 ? 'Event published' : 'Event moved to drafts';
}

async function toOrganizerEvent(deps: Deps, row: OrganizerEventRow): Promise<OrganizerEvent> {
  const tickets = await findOnSaleTicketTypes(deps.db, row.id);
  return {
    ...toEventSummary(row, deps.storage),
    full_description: row.fullDescription,
    created_at: row.createdAt.toISOString(),
    tickets: tickets.map((ticket) => toTicketType(ticket, row.currency)),
  };
}

export async function listOrganizerEvents(deps: Deps, actor: OrganizerActor, query: OrganizerEventQuery) {
  const filter = {
    organizationId: actor.organizationId,
    status: query.status,
    startFrom: query.start,
    startTo: query.end,
    createdFrom: query.start_created,
    createdTo: query.end_created,
    timeZone: deps.config.timeZone,
  };
  const [rows, total] = await Promise.all([
    findOrganizerEvents(deps.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countOrganizerEvents(deps.db, filter),
  ]);
  const data = await Promise.all(rows.map((row) => toOrganizerEvent(deps, row)));
  return { data, total };
}

export async function getOrganizerEvent(deps: Deps, actor: OrganizerActor, eventId: number) {
  const row = await findOrganizerEvent(deps.db, actor.organizationId, eventId);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return toOrganizerEvent(deps, row);
}

export async function getOrganizerSummary(deps: Deps, actor: OrganizerActor): Promise<OrganizerSummary> {
  const figures = await findOrganizerFigures(deps.db, actor.organizationId);
  return {
    currency: 'USD',
    net_sales: fromMinor(figures.netSalesMinor),
    events: figures.events,
    tickets_sold: figures.ticketsSold,
  };
}
