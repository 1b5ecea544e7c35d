import type { DoorList, DoorListQuery, DoorSearchResult } from '@tiketi/contract/door';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import { queryRows } from '../../db/client';
import { enforceRateLimit } from '../../lib/rate-limit';
import type { OrganizerActor } from '../sessions';
import { findAdmissions, toAdmission } from './door-admissions';
import { doorKeyOf, ensureCheckinKey } from './door-keys';
import { requireOwnedEvent } from './service';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** At most this many admissions answer one search. */
export const DOOR_SEARCH_MAX = 50;

/**
 * A page of the event's door list: admissions keyed by the HMAC of their codes, by issue order.
 * `version` is the highest door version of the event when read: a device that downloaded every
 * page asks `since=<the first page's version>` next (ADR-022).
 */
export async function listDoor(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  query: DoorListQuery,
): Promise<DoorList> {
  const event = await requireOwnedEvent(deps, actor, eventId);
  const secret = await ensureCheckinKey(deps.db, eventId, event.checkinKey);
  const since = query.since ?? 0;
  // The version first: a change made while the page is read comes back next time rather than never.
  const [versionRow] = await queryRows<{ version: string | number }>(
    deps.db,
    sql`select coalesce(max(door_version), 0) as version from issued_tickets where event_id = ${eventId}`,
  );
  const [countRow] = await queryRows<{ total: number }>(
    deps.db,
    sql`select count(*)::int as total from issued_tickets where event_id = ${eventId} and door_version > ${since}`,
  );
  const rows = await findAdmissions(
    deps.db,
    eventId,
    sql`a.door_version > ${since}`,
    sql`order by a.id limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  return {
    data: rows.map((row) => ({ key: doorKeyOf(secret, row.code), ...toAdmission(row) })),
    total: Number(countRow?.total ?? 0),
    version: Number(versionRow?.version ?? 0),
    hash_key: secret,
  };
}

/** Admissions whose holder or buyer name, buyer email or phone, or booking reference holds `q`. */
export async function searchDoor(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  q: string,
): Promise<DoorSearchResult> {
  await requireOwnedEvent(deps, actor, eventId);
  await enforceRateLimit(deps.db, {
    key: `door-search:user:${actor.user.id}`,
    limit: 120,
    windowSeconds: 60,
    message: 'Too many searches. Please wait a minute.',
  });
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await findAdmissions(
    deps.db,
    eventId,
    sql`(coalesce(h.name, '') ilike ${pattern} or a.buyer_name ilike ${pattern} or a.buyer_email ilike ${pattern}
      or a.buyer_phone ilike ${pattern} or a.reference ilike ${pattern})`,
    sql`order by lower(coalesce(nullif(h.name, ''), a.buyer_name)), a.id limit ${DOOR_SEARCH_MAX}`,
  );
  return { data: rows.map((row) => ({ ...toAdmission(row), buyer_email: row.buyer_email })) };
}
