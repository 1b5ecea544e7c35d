import type { ApiKeyScope } from '@tiketi/contract/api-keys';

/**
 * The organizer routes an API key reaches (ADR-025), as prefixes of the route's pattern: events
 * with everything under them (ticket types, codes, questions, check-in, sales settings,
 * cancellation), the organisation's event list and summary, orders and tickets. Anything else is
 * refused to keys by default, so a new organizer route elsewhere is closed to keys until it is
 * added here.
 */
export const KEY_ROUTES = [
  '/api/v1/event',
  '/api/v1/client/event',
  '/api/v1/client/summary',
  '/api/v1/orders',
  '/api/v1/tickets',
];

/**
 * Never reached with a key, even should a prefix above come to cover them: the account, its
 * sessions and second factor, the team, the keys themselves and the webhooks. A key that leaked
 * must not be able to make itself a session, a teammate, a new key or a new receiver of the data.
 */
export const NEVER_WITH_A_KEY = [
  '/api/v1/auth',
  '/api/v1/admin',
  '/api/v1/register',
  '/api/v1/client/self',
  '/api/v1/client/team',
  '/api/v1/client/api-keys',
  '/api/v1/client/webhooks',
];

/** Whether `prefix` names the route `url` or a route below it (never a mere string prefix: `/event` is not `/events`). */
function covers(prefix: string, url: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

/** Whether a key may call the route at all (its pattern, e.g. `/api/v1/event/:id/orders`). */
export function isKeyRoute(url: string): boolean {
  if (NEVER_WITH_A_KEY.some((prefix) => covers(prefix, url))) return false;
  return KEY_ROUTES.some((prefix) => covers(prefix, url));
}

const READS = new Set(['GET', 'HEAD']);

/** Whether a key of `scope` may make a call with `method`: a read key reads only. */
export function scopeAllows(scope: ApiKeyScope, method: string): boolean {
  return scope === 'write' || READS.has(method.toUpperCase());
}
