import { EVENT_STATUS } from '@tiketi/contract/constants';
import { dateRangeFor } from '@tiketi/contract/date-filters';
import { envelopeOf, listOf } from '@tiketi/contract/envelope';
import {
  type EventDetail,
  type EventListQuery,
  type EventSummary,
  eventSummary,
  type TicketType,
} from '@tiketi/contract/events';
import type { AppDeps } from '../../app-types';
import { notFound } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { type PublicAnswer, publicAnswerOf } from '../../lib/http-cache';
import { todayIn } from '../../lib/today-in';
import { checkoutRulesOf, publicCheckoutOf } from '../checkout-rules';
import { findPublicEvent, findPublicEventPage, type PublicEventFilter } from './queries';
import { findOnSaleTicketTypes } from './ticket-queries';
import { capacityLeftOf, toEventDetail, toEventSummary, toTicketType } from './to-public-event';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'publicCache'>;

const EVENT_NOT_FOUND = 'Event not found';

const listEnvelope = envelopeOf(listOf(eventSummary));

/** Cache keys of the list by the raw URL of a request already answered (see `peekPublicEvents`). */
const LIST_URL_KEY = 'events:url:';
const MAX_ALIASED_URL = 1024;

/**
 * The public list (spec 2.3, 7): published events that have not ended, by start time, as the
 * finished response (bytes and ETag). It is checked against its schema, turned into JSON and
 * hashed once per cache fill, so that a cache hit costs nothing beyond sending the bytes. With
 * `url`, the request's raw URL becomes a second key of the same entry, for `peekPublicEvents`.
 */
export function listPublicEvents(
  deps: Deps,
  query: EventListQuery,
  { url, now = new Date() }: { url?: string; now?: Date } = {},
): Promise<PublicAnswer> {
  const timeZone = deps.config.timeZone;
  const range =
    !query.start && !query.end && query.filter ? dateRangeFor(query.filter, todayIn(timeZone, now)) : null;
  const filter: PublicEventFilter = {
    categoryId: query.category_id,
    organizerId: query.organizer_id,
    startDay: query.start ?? range?.start,
    endDay: query.end ?? range?.end,
    timeZone,
    now,
  };
  const cacheKey = `events:${JSON.stringify({ ...filter, now: undefined, page: query.page, limit: query.limit })}`;
  const answer = deps.publicCache.getOrLoad(cacheKey, async () => {
    const { rows, total } = await findPublicEventPage(deps.db, filter, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    const data: EventSummary[] = rows.map((row) => toEventSummary(row, deps.storage, timeZone));
    return publicAnswerOf(JSON.stringify(listEnvelope.parse(envelope(200, { data, total }, 'Events'))));
  });
  // A relative date filter ('this week') means other days at midnight: such URLs always go the long
  // way, as do overlong ones (an alias holds its URL).
  if (url !== undefined && range === null && url.length <= MAX_ALIASED_URL) {
    void answer.then(
      () => deps.publicCache.alias(LIST_URL_KEY + url, cacheKey),
      () => undefined,
    );
  }
  return answer;
}

/**
 * The cached answer of a list request whose exact URL was answered within the cache's TTL, at once,
 * or undefined. The same URL passes the same checks, so this skips validation and key building.
 */
export function peekPublicEvents(deps: Pick<Deps, 'publicCache'>, url: string): PublicAnswer | undefined {
  return deps.publicCache.peek<PublicAnswer>(LIST_URL_KEY + url);
}

export async function getPublicEvent(deps: Deps, id: number): Promise<EventDetail> {
  const row = await findPublicEvent(deps.db, id);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  // A cancelled event is off sale for good: its page tells so, and offers nothing to buy.
  const [tickets, rules] = await Promise.all([
    row.status === EVENT_STATUS.cancelled ? [] : findOnSaleTicketTypes(deps.db, id, 'visible'),
    // The rules the booking call checks answers against, from the same micro-cache.
    checkoutRulesOf(deps, id),
  ]);
  return toEventDetail(
    row,
    tickets,
    deps.storage,
    deps.config.booking.maxTicketsPerBooking,
    publicCheckoutOf(rules),
    deps.config.timeZone,
  );
}

export async function getPublicEventTickets(deps: Deps, eventId: number): Promise<TicketType[]> {
  const event = await findPublicEvent(deps.db, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event.status === EVENT_STATUS.cancelled) return [];
  const tickets = await findOnSaleTicketTypes(deps.db, eventId, 'visible');
  return tickets.map((ticket) => toTicketType(ticket, event.currency, capacityLeftOf(event)));
}

/**
 * The hidden types on sale of a published event that `unlocks` keeps (those a code applies to), as
 * the details page lists types (issue 15: a code that unlocks hidden types shows them to its buyer).
 */
export async function findUnlockedTicketTypes(
  deps: Pick<Deps, 'db'>,
  eventId: number,
  unlocks: (ticketTypeId: number) => boolean,
): Promise<TicketType[]> {
  const event = await findPublicEvent(deps.db, eventId);
  if (!event || event.status !== EVENT_STATUS.published) return [];
  const tickets = await findOnSaleTicketTypes(deps.db, eventId, 'hidden');
  return tickets
    .filter((ticket) => unlocks(ticket.id))
    .map((ticket) => toTicketType(ticket, event.currency, capacityLeftOf(event)));
}
