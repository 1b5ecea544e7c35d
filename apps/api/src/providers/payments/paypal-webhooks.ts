import { badRequest } from '../../lib/app-error';
import type { PaymentNotification } from './payment-provider';
import type { PaypalClient } from './paypal-client';
import type { PaymentLog } from './stripe-payment-provider';

const SIGNATURE_FAILED = 'Webhook signature verification failed';

/** The transmission headers PayPal signs a notification with, by the verify call's field names. */
const TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const KINDS: Record<string, PaymentNotification['kind']> = {
  'PAYMENT.CAPTURE.COMPLETED': 'succeeded',
  'PAYMENT.CAPTURE.PENDING': 'pending',
  'PAYMENT.CAPTURE.DENIED': 'denied',
  'PAYMENT.CAPTURE.REFUNDED': 'refunded',
};

interface WebhookEvent {
  id: string;
  event_type: string;
  resource?: {
    supplementary_data?: { related_ids?: { order_id?: unknown } };
    links?: { rel?: unknown; href?: unknown }[];
  };
}

function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}

function parseEvent(rawBody: Buffer): WebhookEvent | null {
  try {
    const event = JSON.parse(rawBody.toString('utf8')) as Partial<WebhookEvent> | null;
    if (typeof event?.id !== 'string' || typeof event.event_type !== 'string') return null;
    return event as WebhookEvent;
  } catch {
    return null;
  }
}

/**
 * Asks PayPal whether it sent this notification (POST /v1/notifications/verify-webhook-signature)
 * and says what it is about, by the ORDER id (the payment id bookings store). PayPal checks the
 * event it signed, so the raw body is passed on as it came rather than parsed and written again.
 */
export async function verifyPaypalWebhook(
  deps: { client: PaypalClient; webhookId: string; log: PaymentLog },
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<PaymentNotification> {
  const refuse = (reason: string) => {
    deps.log.warn({ reason }, 'rejected a PayPal webhook');
    return badRequest(SIGNATURE_FAILED);
  };
  const fields: string[] = [];
  for (const [field, header] of Object.entries(TRANSMISSION_HEADERS)) {
    const value = headerOf(headers, header);
    if (!value) throw refuse(`no ${header} header`);
    fields.push(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
  }
  const event = parseEvent(rawBody);
  if (!event) throw refuse('the body is not a PayPal event');
  fields.push(`"webhook_id":${JSON.stringify(deps.webhookId)}`);
  const body = `{${fields.join(',')},"webhook_event":${rawBody.toString('utf8')}}`;

  const reply = await deps.client.send('POST', '/v1/notifications/verify-webhook-signature', { body });
  const status = (reply.body as { verification_status?: unknown } | null)?.verification_status;
  // PayPal answers 400 to transmission headers it cannot read at all: a forgery as much as FAILURE is.
  if (reply.status !== 200 || status !== 'SUCCESS') {
    throw refuse(`PayPal answered ${reply.status} ${String(status ?? '')}`.trim());
  }

  const kind = KINDS[event.event_type] ?? 'other';
  const paymentId = kind === 'other' ? null : await orderIdOf(deps.client, event);
  return { id: event.id, kind, type: event.event_type, paymentId };
}

/**
 * The order a capture or refund event is about: named in the resource's supplementary data, or, for
 * a refund that does not name it, read from the refunded capture (its `up` link).
 */
async function orderIdOf(client: PaypalClient, event: WebhookEvent): Promise<string | null> {
  const named = event.resource?.supplementary_data?.related_ids?.order_id;
  if (typeof named === 'string' && named) return named;
  const up = event.resource?.links?.find((link) => link.rel === 'up')?.href;
  const captureId = typeof up === 'string' ? /\/v2\/payments\/captures\/([^/?]+)$/.exec(up)?.[1] : undefined;
  if (!captureId) return null;
  const reply = await client.send('GET', `/v2/payments/captures/${encodeURIComponent(captureId)}`);
  if (reply.status === 404) return null;
  if (reply.status !== 200) throw client.unexpected('retrieve a capture', reply);
  const orderId = (reply.body as WebhookEvent['resource'] | null)?.supplementary_data?.related_ids?.order_id;
  return typeof orderId === 'string' && orderId ? orderId : null;
}
