import { EVENT_STATUS } from '@tiketi/contract/constants';
import { envelopeOf, listOf } from '@tiketi/contract/envelope';
import {
  eventDetail,
  eventIdParams,
  eventListQuery,
  eventSummary,
  ticketType,
} from '@tiketi/contract/events';
import { slugify } from '@tiketi/contract/slug';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { publicAnswers, publicCacheControl, sendPublicAnswer } from '../../lib/http-cache';
import { buildIcs } from './build-ics';
import { getPublicEvent, getPublicEventTickets, listPublicEvents, peekPublicEvents } from './service';

export function registerEventRoutes(app: AppInstance) {
  const { deps } = app;
  const cacheControl = publicCacheControl(deps.config.publicCacheTtlMs);

  app.get(
    '/api/v1/event/view',
    {
      schema: {
        tags: ['events'],
        summary: 'Published upcoming events, filtered and paged',
        querystring: eventListQuery,
        response: { 200: envelopeOf(listOf(eventSummary)) },
      },
      // A URL answered within the TTL is answered again from memory before validation and the
      // handler: the same URL passes the same checks, and its bytes and headers are ready.
      onRequest: (request, reply, done) => {
        const answer = peekPublicEvents(deps, request.url);
        if (answer) sendPublicAnswer(request, reply, answer, cacheControl);
        else done();
      },
    },
    async (request, reply) =>
      sendPublicAnswer(
        request,
        reply,
        await listPublicEvents(deps, request.query, { url: request.url }),
        cacheControl,
      ),
  );

  app.get(
    '/api/v1/event/details/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'One published event with its ticket types',
        params: eventIdParams,
        response: { 200: envelopeOf(eventDetail) },
      },
      onSend: publicAnswers(cacheControl),
    },
    async (request) => envelope(200, await getPublicEvent(deps, request.params.id), 'Event'),
  );

  app.get(
    '/api/v1/event/:id/tickets',
    {
      schema: {
        tags: ['events'],
        summary: 'Ticket types on sale for a published event',
        params: eventIdParams,
        response: { 200: envelopeOf(z.array(ticketType)) },
      },
      onSend: publicAnswers(cacheControl),
    },
    async (request) => envelope(200, await getPublicEventTickets(deps, request.params.id), 'Tickets'),
  );

  app.get(
    '/api/v1/event/:id/calendar.ics',
    {
      schema: {
        tags: ['events'],
        summary: 'The event as an iCalendar file, for "Add to calendar"',
        params: eventIdParams,
      },
    },
    async (request, reply) => {
      const event = await getPublicEvent(deps, request.params.id);
      const origin = deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
      const ics = buildIcs({
        uid: `event-${event.id}@${new URL(origin).host}`,
        title: event.title,
        description: event.short_description,
        location: event.location,
        start: new Date(event.start_time),
        end: new Date(event.end_time),
        timeZone: event.time_zone,
        url: `${origin}/details/${event.id}/${event.slug}`,
        cancelled: event.status === EVENT_STATUS.cancelled,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${slugify(event.title) || 'event'}.ics"`)
        .send(ics);
    },
  );
}
