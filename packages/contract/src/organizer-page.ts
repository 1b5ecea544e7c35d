import { z } from 'zod';
import { eventSummary } from './events';

/** The most upcoming events the organizer page lists; past that it links to the filtered home page. */
export const ORGANIZER_PAGE_EVENTS = 60;

/** Path of `GET v1/organizer/{slug}`: any text; one that is no organisation's slug is not found. */
export const organizerSlugParams = z.object({ slug: z.string().max(300) });

/**
 * Issue 19: the public organizer page, `/o/{slug}`: the organisation's display name and its
 * upcoming published events (soonest first, at most ORGANIZER_PAGE_EVENTS of `total`).
 */
export const organizerPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  display_name: z.string(),
  events: z.array(eventSummary),
  total: z.number().int(),
});
export type OrganizerPage = z.infer<typeof organizerPage>;
