import { createHash, createHmac, randomBytes } from 'node:crypto';
import { paypalError, paypalId, type Reply } from './fake-paypal-orders';

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

const VERIFIED_FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
];

/**
 * The fake PayPal's webhook signatures. PayPal signs with a certificate over the transmission id,
 * time, webhook id and a digest of the event; the fake signs the same fields with a key of its own,
 * and its verify-webhook-signature call checks them the same way (SUCCESS or FAILURE).
 */
export function createWebhookSigner(options: { webhookId: string; certUrl: string }) {
  const key = randomBytes(32);

  function signatureOf(fields: { id: string; time: string; webhookId: string; event: unknown }): string {
    const digest = createHash('sha256').update(JSON.stringify(fields.event)).digest('hex');
    return createHmac('sha256', key)
      .update(`${fields.id}|${fields.time}|${fields.webhookId}|${digest}`)
      .digest('base64');
  }

  return {
    verify(body: Record<string, unknown>): Reply {
      const isComplete =
        VERIFIED_FIELDS.every((field) => typeof body[field] === 'string') &&
        typeof body.webhook_event === 'object';
      if (!isComplete) return paypalError(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
      const expected = signatureOf({
        id: String(body.transmission_id),
        time: String(body.transmission_time),
        webhookId: String(body.webhook_id),
        event: body.webhook_event,
      });
      const isGenuine = body.webhook_id === options.webhookId && body.transmission_sig === expected;
      return { status: 200, body: { verification_status: isGenuine ? 'SUCCESS' : 'FAILURE' } };
    },

    /** An event about a resource, with the headers PayPal sends it with; `forged` signs it wrongly. */
    sign(eventType: string, resourceType: string, resource: unknown, forged: boolean): SignedWebhook {
      const event = {
        id: `WH-${paypalId()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: resourceType,
        event_type: eventType,
        summary: `Payment ${eventType.split('.').at(-1)?.toLowerCase()}`,
        resource,
      };
      const id = randomBytes(16).toString('hex');
      const time = new Date().toISOString();
      const signature = signatureOf({ id, time, webhookId: options.webhookId, event });
      return {
        body: JSON.stringify(event),
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': options.certUrl,
          'paypal-transmission-id': id,
          'paypal-transmission-sig': forged ? Buffer.from('forged').toString('base64') : signature,
          'paypal-transmission-time': time,
        },
      };
    },
  };
}
