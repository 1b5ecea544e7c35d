import { z } from 'zod';

/** Issue 19 (ADR-026): an organisation's outgoing webhooks, delivered as Standard Webhooks. */

export const WEBHOOK_EVENTS = [
  'order.paid',
  'order.refunded',
  'order.cancelled',
  'checkin.created',
  'event.published',
  'event.cancelled',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** At most this many endpoints per organisation. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;

/** `POST v1/client/webhooks`. */
export const createWebhookInput = z.object({
  url: z
    .string({ error: 'Enter the endpoint URL' })
    .trim()
    .min(1, { error: 'Enter the endpoint URL' })
    .max(WEBHOOK_URL_MAX, { error: `The URL is at most ${WEBHOOK_URL_MAX} characters` }),
  events: z
    .array(
      z.enum(WEBHOOK_EVENTS, {
        error: `Events must be among ${WEBHOOK_EVENTS.join(', ')}`,
      }),
      { error: 'Choose at least one event' },
    )
    .min(1, { error: 'Choose at least one event' })
    .max(WEBHOOK_EVENTS.length, { error: 'Choose each event once' }),
});
export type CreateWebhookInput = z.input<typeof createWebhookInput>;

/** The secret is shown once: after creating an endpoint and after rotating its secret. */
export const webhookSecret = z.object({ id: z.number().int(), secret: z.string() });
export type WebhookSecret = z.infer<typeof webhookSecret>;

export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  status: z.enum(['active', 'disabled']),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  /** Until then the previous secret still signs too (after a rotation). */
  previous_secret_expires_at: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;
export const webhookEndpointList = z.object({ data: z.array(webhookEndpoint), total: z.number().int() });

export const webhookDelivery = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every retry and resend. */
  message_id: z.string(),
  event_type: z.string(),
  /** The request body as sent. */
  payload: z.unknown(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  response_body: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveryList = z.object({ data: z.array(webhookDelivery), total: z.number().int() });

export const webhookParams = z.object({ id: z.coerce.number().int().positive() });
export const webhookDeliveryParams = z.object({
  id: z.coerce.number().int().positive(),
  deliveryId: z.coerce.number().int().positive(),
});
