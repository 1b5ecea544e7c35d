import type { OrganizationZone, OrganizationZoneInput, PlatformTime } from '@tiketi/contract/zone-settings';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { todayIn } from '../../lib/today-in';
import type { OrganizerActor } from '../sessions';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export const ONLY_OWNER_ZONE = "Only the organisation owner can change the organisation's time zone.";

/** `GET v1/platform/time`: the zone the home page's 'Today' and 'This weekend' are read in. */
export function platformTimeOf(config: AppDeps['config'], now = new Date()): PlatformTime {
  return { time_zone: config.timeZone, today: todayIn(config.timeZone, now) };
}

/** The organisation's own zone, or null when it follows the platform's (or is not found). */
export async function findOrganizationZone(db: DbOrTx, organizationId: number): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.timeZone ?? null;
}

/** The zone a new event of the organisation starts in: its own, else the platform's. */
export async function newEventZone(deps: Deps, organizationId: number): Promise<string> {
  return (await findOrganizationZone(deps.db, organizationId)) ?? deps.config.timeZone;
}

/** `GET v1/client/time-zone`: for every member of the organisation. */
export async function getOrganizationZone(deps: Deps, actor: OrganizerActor): Promise<OrganizationZone> {
  const [row] = await deps.db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, actor.organizationId));
  if (!row) throw notFound('Organisation not found');
  return { time_zone: row.timeZone, effective: row.timeZone ?? deps.config.timeZone };
}

/**
 * `PUT v1/client/time-zone`: the owner's, as the organisation's sales defaults are. Only new events
 * start in it; the zone of every existing event stays as it is.
 */
export async function putOrganizationZone(
  deps: Deps,
  actor: OrganizerActor,
  input: OrganizationZoneInput,
): Promise<OrganizationZone> {
  if (actor.role !== 'owner') throw new AppError('FORBIDDEN', ONLY_OWNER_ZONE);
  await deps.db
    .update(organizations)
    .set({ timeZone: input.time_zone })
    .where(eq(organizations.id, actor.organizationId));
  return getOrganizationZone(deps, actor);
}
