import { envelopeOf } from '@tiketi/contract/envelope';
import { ORGANIZER_PAGE_EVENTS, organizerPage } from '@tiketi/contract/organizer-page';
import type { AppDeps } from '../../app-types';
import { notFound } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { type PublicAnswer, publicAnswerOf } from '../../lib/http-cache';
import { findPublicEventPage, toEventSummary } from '../events';
import { findPublicOrganization } from './queries';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'publicCache'>;

export const ORGANIZER_NOT_FOUND = 'Organizer not found';

/** A slug as baseSlugOf makes them; anything else is no organisation's, without asking the database. */
const SLUG_SHAPE = /^[a-z0-9_-]{1,200}$/;

const pageEnvelope = envelopeOf(organizerPage);

/**
 * Issue 19: the organizer page's data as a finished answer (bytes and ETag), from the public cache
 * like the event list (ADR-002): the organisation's name and its upcoming published events, soonest
 * first, as the home page's cards show them. An unknown slug is not found (and not cached).
 */
export function getOrganizerPage(deps: Deps, slug: string, now = new Date()): Promise<PublicAnswer> {
  if (!SLUG_SHAPE.test(slug)) return Promise.reject(notFound(ORGANIZER_NOT_FOUND));
  return deps.publicCache.getOrLoad(`organizer:${slug}`, async () => {
    const organization = await findPublicOrganization(deps.db, slug);
    if (!organization) throw notFound(ORGANIZER_NOT_FOUND);
    const timeZone = deps.config.timeZone;
    const { rows, total } = await findPublicEventPage(
      deps.db,
      { organizerId: organization.id, timeZone, now },
      { limit: ORGANIZER_PAGE_EVENTS, offset: 0 },
    );
    const page = {
      id: organization.id,
      slug: organization.slug,
      display_name: organization.displayName,
      events: rows.map((row) => toEventSummary(row, deps.storage, timeZone)),
      total,
    };
    return publicAnswerOf(JSON.stringify(pageEnvelope.parse(envelope(200, page, 'Organizer'))));
  });
}
