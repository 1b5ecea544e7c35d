import { envelopeOf } from '@tiketi/contract/envelope';
import {
  cancelEventInput,
  eventCancellation,
  messageInput,
  sentMessage,
  sentMessageList,
} from '@tiketi/contract/event-operations';
import { eventIdParams } from '@tiketi/contract/events';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import { cancelEvent, getCancellation } from './cancel-event';
import { listEventMessages, sendEventMessage } from './event-messages';

const tags = ['orders'];

/** Orders: event cancellation and messages to ticket holders (issue 14). */
export function registerEventOperationRoutes(app: AppInstance) {
  const { deps } = app;
  organizerRoutes(app, (scope) => {
    scope.post(
      '/api/v1/event/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel an event: off sale now, its orders refunded and its buyers told in the background',
          description:
            'The owner, or teammates when the owner allows refunds. 202 with the progress; a second cancel answers 200 with the same progress and changes nothing.',
          headers,
          params: eventIdParams,
          body: cancelEventInput,
          response: { 200: envelopeOf(eventCancellation), 202: envelopeOf(eventCancellation) },
        },
      },
      async (request, reply) => {
        const { created, cancellation } = await cancelEvent(
          deps,
          request.organizer,
          request.params.id,
          request.body.message,
        );
        const status = created ? 202 : 200;
        const said = created
          ? 'Event cancelled. Refunds and mails are on their way.'
          : 'Event already cancelled';
        return reply.code(status).send(envelope(status, cancellation, said));
      },
    );

    scope.get(
      '/api/v1/event/:id/cancellation',
      {
        schema: {
          tags,
          summary: "Progress of an event's cancellation (its refunds and mails)",
          headers,
          params: eventIdParams,
          response: { 200: envelopeOf(eventCancellation) },
        },
      },
      async (request) =>
        envelope(200, await getCancellation(deps, request.organizer, request.params.id), 'Cancellation'),
    );

    scope.post(
      '/api/v1/event/:id/messages',
      {
        schema: {
          tags,
          summary: "Mail a plain text message to the event's ticket holders (all, or of chosen types)",
          headers,
          params: eventIdParams,
          body: messageInput,
          response: { 201: envelopeOf(sentMessage) },
        },
      },
      async (request, reply) => {
        const sent = await sendEventMessage(deps, request.organizer, request.params.id, request.body);
        const said =
          sent.recipients === 1
            ? 'Message sent to 1 ticket holder'
            : `Message sent to ${sent.recipients} ticket holders`;
        return reply.code(201).send(envelope(201, sent, said));
      },
    );

    scope.get(
      '/api/v1/event/:id/messages',
      {
        schema: {
          tags,
          summary: "Messages sent to the event's ticket holders, newest first",
          headers,
          params: eventIdParams,
          response: { 200: envelopeOf(sentMessageList) },
        },
      },
      async (request) =>
        envelope(200, await listEventMessages(deps, request.organizer, request.params.id), 'Messages'),
    );
  });
}
