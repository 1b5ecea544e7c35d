import { envelopeOf } from '@tiketi/contract/envelope';
import { organizationZone, organizationZoneInput, platformTime } from '@tiketi/contract/zone-settings';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import { getOrganizationZone, platformTimeOf, putOrganizationZone } from './zones';

const tags = ['time zones'];

export function registerTimeZoneRoutes(app: AppInstance) {
  const { deps } = app;

  app.get(
    '/api/v1/platform/time',
    {
      schema: {
        tags,
        summary: "The platform's time zone and today's date in it (the home page's date filters)",
        response: { 200: envelopeOf(platformTime) },
      },
    },
    // The date moves once a day: a minute's caching is harmless and spares the server.
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=60')
        .send(envelope(200, platformTimeOf(deps.config), 'Platform time')),
  );

  organizerRoutes(app, (scope) => {
    scope.get(
      '/api/v1/client/time-zone',
      {
        schema: {
          tags,
          summary: "The organisation's time zone, where its new events start",
          headers,
          response: { 200: envelopeOf(organizationZone) },
        },
      },
      async (request) => envelope(200, await getOrganizationZone(deps, request.organizer), 'Time zone'),
    );

    scope.put(
      '/api/v1/client/time-zone',
      {
        schema: {
          tags,
          summary: "Set the organisation's time zone for new events (owner only)",
          headers,
          body: organizationZoneInput,
          response: { 200: envelopeOf(organizationZone) },
        },
      },
      async (request) =>
        envelope(200, await putOrganizationZone(deps, request.organizer, request.body), 'Time zone saved'),
    );
  });
}
