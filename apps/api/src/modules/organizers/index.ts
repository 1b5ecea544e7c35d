// The organizers module's front door: page slugs (issue 19) and the public organizer page.
export { baseSlugOf, firstFreeSlug, insertOrganizationWithSlug } from './organization-slug';
export { registerOrganizerPageRoutes } from './routes';
