import { CURRENCIES, IMAGE_MAX_BYTES } from '@tiketi/contract/constants';
import { envelopeOf, listOf } from '@tiketi/contract/envelope';
import { eventIdParams } from '@tiketi/contract/events';
import {
  createTicketsInput,
  eventStatusInput,
  organizerEvent,
  organizerEventQuery,
  organizerSummary,
  updateTicketsInput,
} from '@tiketi/contract/organizer-events';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { originOf } from '../../lib/origin-of';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import { duplicateEvent } from './duplicate-event';
import { getOrganizerEvent, getOrganizerSummary, listOrganizerEvents } from './event-reads';
import { createEvent, setEventStatus, updateEvent } from './event-writes';
import { readEventForm } from './read-event-form';
import { createTickets, updateTickets } from './ticket-writes';

const tags = ['organizer events'];
const multipartNote = `multipart/form-data: title, short_description, full_description, start_time, end_time (ISO 8601 with offset), category_id, location, currency (one of ${CURRENCIES.join(', ')}) and file (JPEG or PNG, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB)`;

export function registerOrganizerEventRoutes(app: AppInstance) {
  const { deps } = app;
  organizerRoutes(app, (scope) => {
    scope.post(
      '/api/v1/event/register',
      {
        schema: {
          tags,
          summary: 'Create an event (a draft until published)',
          description: multipartNote,
          headers,
          response: { 201: envelopeOf(z.object({ data: z.number().int() })) },
        },
      },
      async (request, reply) => {
        const actor = request.organizer;
        const id = await createEvent(deps, actor, await readEventForm(request));
        return reply.code(201).send(envelope(201, { data: id }, 'Event created. Now set up its tickets.'));
      },
    );

    scope.post(
      '/api/v1/event/:id/duplicate',
      {
        schema: {
          tags,
          summary: 'Copy an event as a new draft, with its ticket types, questions, codes and settings',
          description:
            "Answers the copy's id, as creating an event does. Nothing sold, held or used is copied.",
          headers,
          params: eventIdParams,
          response: { 201: envelopeOf(z.object({ data: z.number().int() })) },
        },
      },
      async (request, reply) => {
        const id = await duplicateEvent(deps, request.organizer, request.params.id);
        return reply.code(201).send(envelope(201, { data: id }, 'Event duplicated. The copy is a draft.'));
      },
    );

    scope.put(
      '/api/v1/event/update/:id',
      {
        schema: {
          tags,
          summary: 'Update an event; the image is optional',
          description: `${multipartNote}; notify_holders=true mails every ticket holder a new start, end or place`,
          headers,
          params: eventIdParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        const form = await readEventForm(request);
        const { notified } = await updateEvent(
          deps,
          actor,
          request.params.id,
          form,
          originOf(request, deps.config),
        );
        const told = notified === 1 ? '1 ticket holder' : `${notified} ticket holders`;
        return envelope(
          200,
          null,
          notified > 0 ? `Event updated. ${told} will get a mail.` : 'Event updated',
        );
      },
    );

    scope.post(
      '/api/v1/event/:id/ticket/register',
      {
        schema: {
          tags,
          summary: "Create an event's ticket types",
          headers,
          params: eventIdParams,
          body: createTicketsInput,
          response: { 201: envelopeOf(z.null()) },
        },
      },
      async (request, reply) => {
        const actor = request.organizer;
        await createTickets(deps, actor, request.params.id, request.body);
        return reply.code(201).send(envelope(201, null, 'Tickets created'));
      },
    );

    scope.post(
      '/api/v1/event/:id/ticket/update',
      {
        schema: {
          tags,
          summary: 'Update, add (id -1) or take off sale (status 3) ticket types',
          headers,
          params: eventIdParams,
          body: updateTicketsInput,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        await updateTickets(deps, actor, request.params.id, request.body);
        return envelope(200, null, 'Tickets updated');
      },
    );

    scope.post(
      '/api/v1/event/:id/status',
      {
        schema: {
          tags,
          summary: 'Publish (1) or move back to drafts (2)',
          headers,
          params: eventIdParams,
          body: eventStatusInput,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        return envelope(200, null, await setEventStatus(deps, actor, request.params.id, request.body.status));
      },
    );

    scope.get(
      '/api/v1/client/event/view',
      {
        schema: {
          tags,
          summary: "The organisation's own events, drafts included",
          headers,
          querystring: organizerEventQuery,
          response: { 200: envelopeOf(z.object({ data: listOf(organizerEvent) })) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        return envelope(200, { data: await listOrganizerEvents(deps, actor, request.query) }, 'Events');
      },
    );

    scope.get(
      '/api/v1/client/event/:id',
      {
        schema: {
          tags,
          summary: 'One of the organisation’s events with its ticket types',
          headers,
          params: eventIdParams,
          response: { 200: envelopeOf(organizerEvent) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        return envelope(200, await getOrganizerEvent(deps, actor, request.params.id), 'Event');
      },
    );

    scope.get(
      '/api/v1/client/summary',
      {
        schema: {
          tags,
          summary: 'Dashboard figures: net sales, events, tickets sold',
          headers,
          response: { 200: envelopeOf(organizerSummary) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        return envelope(200, await getOrganizerSummary(deps, actor), 'Summary');
      },
    );
  });
}
