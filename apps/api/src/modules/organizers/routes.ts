import { envelopeOf } from '@tiketi/contract/envelope';
import { organizerPage, organizerSlugParams } from '@tiketi/contract/organizer-page';
import type { AppInstance } from '../../app-types';
import { publicCacheControl, sendPublicAnswer } from '../../lib/http-cache';
import { getOrganizerPage } from './service';

export function registerOrganizerPageRoutes(app: AppInstance) {
  const { deps } = app;
  const cacheControl = publicCacheControl(deps.config.publicCacheTtlMs);
  app.get(
    '/api/v1/organizer/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'An organizer page: the display name and upcoming published events',
        params: organizerSlugParams,
        response: { 200: envelopeOf(organizerPage) },
      },
    },
    async (request, reply) =>
      sendPublicAnswer(request, reply, await getOrganizerPage(deps, request.params.slug), cacheControl),
  );
}
