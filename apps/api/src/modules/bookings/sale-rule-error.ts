import { formatZonedTime } from '@tiketi/contract/time-zones';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import { events } from '../../db/schema/index';
import { badRequest } from '../../lib/app-error';
import { eventZone } from '../../lib/event-zone';
import type { SaleRuleRefusal } from './book-seats';

/** The zone an event's sale moments are told in (issue 16): its own, else the platform's. */
export async function saleZoneOf(deps: Pick<AppDeps, 'db' | 'config'>, eventId: number): Promise<string> {
  const [row] = await deps.db
    .select({ timeZone: events.timeZone })
    .from(events)
    .where(eq(events.id, eventId));
  return eventZone(row?.timeZone, deps.config.timeZone);
}

/**
 * 400 naming the ticket type whose sale rule book_seats refused (issue 15): its window, judged by
 * the database's clock at the hold, or its per-order limits. The date is told in the event's own
 * time zone with its short name, as the details page shows it.
 */
export function saleRuleError(refusal: SaleRuleRefusal, name: string, timeZone: string) {
  switch (refusal.rule) {
    case 'not_started':
      return badRequest(
        refusal.saleStart
          ? `${name} goes on sale on ${formatZonedTime(refusal.saleStart, timeZone, { year: true })}`
          : `${name} is not on sale yet`,
      );
    case 'ended':
      return badRequest(`Sales of ${name} have ended`);
    case 'below_min':
      return badRequest(`Order at least ${refusal.limit} of ${name}`);
    case 'above_max':
      return badRequest(`Order at most ${refusal.limit} of ${name}`);
    case 'hidden':
      return badRequest(`${name} is available only with an access code`);
  }
}
