import { EVENT_CANCELLED, EVENT_HAS_PAID_ORDERS, EVENT_STATUS } from '@tiketi/contract/constants';
import { MESSAGES } from '@tiketi/contract/messages';
import { eventUpdateOptions } from '@tiketi/contract/organizer-events';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { eventZone } from '../../lib/event-zone';
import { type MediaRow, processImage, removeStoredKeys, saveProcessedImage } from '../media';
import type { OrganizerActor } from '../sessions';
import { newEventZone } from '../time-zones';
import { assertCategory, EVENT_NOT_FOUND, keysOf, type OrganizerEventDeps, parseFields } from './common';
import { changeEventCurrency } from './currency-change';
import { changedForHolders, notifyHoldersOfChange } from './notify-holders';
import {
  countOnSaleTicketTypes,
  deleteMedia,
  findOwnedEventZone,
  insertEvent,
  lockOwnedEvent,
  mediaUsedElsewhere,
  updateEventRow,
} from './queries';
import type { EventForm } from './read-event-form';
import { salesDefaultsFor } from './sales-defaults';
import { hasTicketHolders } from './ticket-holders';

/** The columns create and edit both write from the checked form fields. */
function eventColumnsOf(fields: ReturnType<typeof parseFields>) {
  return {
    categoryId: fields.category_id,
    title: fields.title,
    shortDescription: fields.short_description,
    fullDescription: fields.full_description,
    location: fields.location,
    currency: fields.currency,
    startTime: fields.start_time,
    endTime: fields.end_time,
    // Always stored, so that a new or edited event never falls back on the platform's zone.
    timeZone: fields.time_zone,
  };
}

type Deps = OrganizerEventDeps;
type PublishStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];

/** Create step 2: the event starts as a draft (spec decision #10), with its image stored in every width. */
export async function createEvent(deps: Deps, actor: OrganizerActor, form: EventForm): Promise<number> {
  const fields = parseFields(form.fields, await newEventZone(deps, actor.organizationId));
  if (!form.file) throw badRequest(MESSAGES.imageRequired);
  await assertCategory(deps, fields.category_id);
  const image = await processImage(form.file);
  const stored = await saveProcessedImage(deps, image);
  try {
    return await insertEvent(deps.db, {
      organizationId: actor.organizationId,
      ...eventColumnsOf(fields),
      ...(await salesDefaultsFor(deps.db, actor.organizationId, fields.currency)),
      imageId: stored.id,
      status: EVENT_STATUS.draft,
    });
  } catch (error) {
    // No orphan image: the event did not come to be.
    await deleteMedia(deps.db, stored.id).catch(() => {});
    await removeStoredKeys(deps.storage, keysOf(stored));
    throw error;
  }
}

/**
 * Edit step 1 and 2: fields always, the image only when a new one was chosen. With
 * `notify_holders=true`, a new start, end or place is mailed to every ticket holder in the same
 * transaction (issue 14). Answers how many holders are told.
 */
export async function updateEvent(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  form: EventForm,
  origin: string,
): Promise<{ notified: number }> {
  // Another organisation gets its 404 before the server decodes or stores anything for it. The
  // locked check in the transaction below still decides (the event may go in between).
  const owned = await findOwnedEventZone(deps.db, actor.organizationId, eventId);
  if (!owned) throw notFound(EVENT_NOT_FOUND);
  // Times without an offset are read in the form's zone, else in the event's own.
  const zoneOf = (stored: string | null) => eventZone(stored, deps.config.timeZone);
  let fields = parseFields(form.fields, zoneOf(owned.timeZone));
  const options = eventUpdateOptions.safeParse(form.fields);
  if (!options.success)
    throw badRequest(options.error.issues[0]?.message ?? 'notify_holders must be true or false');
  let notified = 0;
  await assertCategory(deps, fields.category_id);
  const stored = form.file ? await saveProcessedImage(deps, await processImage(form.file)) : null;
  let replaced: MediaRow | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const event = await lockOwnedEvent(tx, actor.organizationId, eventId);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      // The zone changed since it was read: the local times are read again in the one now kept.
      if (event.timeZone !== owned.timeZone) fields = parseFields(form.fields, zoneOf(event.timeZone));
      await changeEventCurrency(tx, eventId, event.currency, fields.currency);
      await updateEventRow(tx, eventId, {
        ...eventColumnsOf(fields),
        ...(stored ? { imageId: stored.id } : {}),
      });
      const after = {
        title: fields.title,
        shortDescription: fields.short_description,
        startTime: fields.start_time,
        endTime: fields.end_time,
        location: fields.location,
        timeZone: fields.time_zone,
      };
      const before = { ...event, timeZone: zoneOf(event.timeZone) };
      // A cancelled event's holders are told of its cancellation instead. A new zone that moves
      // the instants is a new time like any other.
      const isCancelled = event.status === EVENT_STATUS.cancelled;
      if (options.data.notify_holders && !isCancelled && changedForHolders(before, after)) {
        notified = await notifyHoldersOfChange(tx, {
          eventId,
          organizationId: actor.organizationId,
          actor,
          before,
          after,
          origin,
          config: deps.config,
        });
      }
      // A copy (issue 19) may share the image: it goes only with the last event showing it.
      if (stored && event.imageId && !(await mediaUsedElsewhere(tx, event.imageId, eventId))) {
        replaced = await deleteMedia(tx, event.imageId);
      }
    });
  } catch (error) {
    if (stored) {
      await deleteMedia(deps.db, stored.id).catch(() => {});
      await removeStoredKeys(deps.storage, keysOf(stored));
    }
    throw error;
  }
  if (replaced) await removeStoredKeys(deps.storage, keysOf(replaced));
  deps.publicCache.clear();
  return { notified };
}

/**
 * Spec decision #10: publish once the event has a ticket type on sale, or move it back to drafts.
 * Issue 14: a cancelled event stays cancelled, and one whose tickets are held by buyers cannot
 * vanish into drafts (it is cancelled instead, which refunds and tells them).
 */
export async function setEventStatus(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  status: PublishStatus,
) {
  await deps.db.transaction(async (tx) => {
    const event = await lockOwnedEvent(tx, actor.organizationId, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (event.status === EVENT_STATUS.cancelled) throw new AppError('CONFLICT', EVENT_CANCELLED);
    if (status === EVENT_STATUS.draft && (await hasTicketHolders(tx, eventId))) {
      throw new AppError('CONFLICT', EVENT_HAS_PAID_ORDERS);
    }
    if (status === EVENT_STATUS.published && (await countOnSaleTicketTypes(tx, eventId)) === 0) {
      throw badRequest('Add at least one ticket type before publishing this event');
    }
    await updateEventRow(tx, eventId, { status });
  });
  deps.publicCache.clear();
  return status === EVENT_STATUS.published ? 'Event published' : 'Event moved to drafts';
}
