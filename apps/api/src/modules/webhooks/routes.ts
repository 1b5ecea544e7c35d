import { envelopeOf } from '@tiketi/contract/envelope';
import {
  createWebhookInput,
  webhookDelivery,
  webhookDeliveryList,
  webhookDeliveryParams,
  webhookEndpointList,
  webhookParams,
  webhookSecret,
} from '@tiketi/contract/webhooks';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhooks,
  removeWebhook,
  resendWebhookDelivery,
  rotateWebhookSecret,
} from './service';

const tags = ['webhooks'];

const PAYLOAD = [
  'Each delivery is an HTTP POST with a JSON body `{ "type": "order.paid", "timestamp": "<ISO 8601>", "data": { ... } }`.',
  'Types: `order.paid`, `order.refunded`, `order.cancelled` (data: `booking_id`, `event_id`, `status`, `currency`,',
  '`total_minor`, `refunded_minor`, `payment_method`, `paid_at`; `order.refunded` adds `refund_minor`),',
  '`checkin.created` (`ticket_id`, `booking_id`, `event_id`, `checked_in_at`, `device`) and',
  '`event.published`, `event.cancelled` (`event_id`, `title`, `start_time`).',
].join(' ');
const SIGNATURE = [
  'Deliveries follow the Standard Webhooks specification: headers `webhook-id` (the same on every retry and',
  'resend of a message), `webhook-timestamp` (Unix seconds) and `webhook-signature`: `v1,<base64 HMAC-SHA256',
  'of "{webhook-id}.{webhook-timestamp}.{body}">` keyed with the base64-decoded part of the `whsec_` secret.',
  'For 24 hours after a rotation the header carries two space-separated signatures, by the new and the old',
  'secret. Any 2xx answer is success; anything else (redirects are not followed, 10 s timeout) is retried with',
  'exponential backoff and jitter for a day. An endpoint failing for over a day (10 or more attempts in a row)',
  'is disabled and the owner is mailed; resending a delivery turns it back on. Owner only.',
].join(' ');

/** Issue 19: the owner's outgoing webhook endpoints and their delivery log (ADR-026). */
export function registerWebhookRoutes(app: AppInstance) {
  const { deps } = app;

  organizerRoutes(app, (scope) => {
    scope.post(
      '/api/v1/client/webhooks',
      {
        schema: {
          tags,
          summary: 'Register a webhook endpoint (owner only); answers its signing secret once',
          description: `${PAYLOAD} ${SIGNATURE} Endpoints must resolve to public addresses (https in production).`,
          headers,
          body: createWebhookInput,
          response: { 201: envelopeOf(z.object({ data: webhookSecret })) },
        },
      },
      async (request, reply) => {
        const created = await createWebhook(deps, request.organizer, request.body);
        reply.code(201);
        return envelope(201, { data: created }, 'Webhook endpoint created');
      },
    );

    scope.get(
      '/api/v1/client/webhooks',
      {
        schema: {
          tags,
          summary: "List the organisation's webhook endpoints (owner only); secrets are never shown",
          description: PAYLOAD,
          headers,
          response: { 200: envelopeOf(webhookEndpointList) },
        },
      },
      async (request) => {
        const data = await listWebhooks(deps, request.organizer);
        return envelope(200, { data, total: data.length }, 'Webhook endpoints');
      },
    );

    scope.delete(
      '/api/v1/client/webhooks/:id',
      {
        schema: {
          tags,
          summary: 'Delete a webhook endpoint and its delivery log (owner only)',
          headers,
          params: webhookParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await removeWebhook(deps, request.organizer, request.params.id);
        return envelope(200, null, 'Webhook endpoint deleted');
      },
    );

    scope.post(
      '/api/v1/client/webhooks/:id/rotate-secret',
      {
        schema: {
          tags,
          summary: 'Replace the signing secret (owner only); the old one also signs for 24 hours',
          description: SIGNATURE,
          headers,
          params: webhookParams,
          response: { 200: envelopeOf(z.object({ data: webhookSecret })) },
        },
      },
      async (request) => {
        const rotated = await rotateWebhookSecret(deps, request.organizer, request.params.id);
        return envelope(200, { data: rotated }, 'Secret rotated');
      },
    );

    scope.get(
      '/api/v1/client/webhooks/:id/deliveries',
      {
        schema: {
          tags,
          summary: "An endpoint's latest 100 deliveries, newest first (owner only)",
          description: `${PAYLOAD} ${SIGNATURE}`,
          headers,
          params: webhookParams,
          response: { 200: envelopeOf(webhookDeliveryList) },
        },
      },
      async (request) => {
        const data = await listWebhookDeliveries(deps, request.organizer, request.params.id);
        return envelope(200, { data, total: data.length }, 'Deliveries');
      },
    );

    scope.post(
      '/api/v1/client/webhooks/:id/deliveries/:deliveryId/resend',
      {
        schema: {
          tags,
          summary: 'Send a delivery again now, same webhook-id and body (owner only)',
          description: SIGNATURE,
          headers,
          params: webhookDeliveryParams,
          response: { 200: envelopeOf(z.object({ data: webhookDelivery })) },
        },
      },
      async (request) => {
        const { id, deliveryId } = request.params;
        const data = await resendWebhookDelivery(deps, request.organizer, id, deliveryId);
        return envelope(200, { data }, 'The delivery will be sent again shortly');
      },
    );
  });
}
