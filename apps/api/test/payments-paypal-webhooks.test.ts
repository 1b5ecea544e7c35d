import { describe, expect, it } from 'vitest';
import { rejectionOf, thrownBy } from './support/app-errors';
import { defined } from './support/defined';
import { usePaypalAdapter, WEBHOOK_ID } from './support/paypal-adapter';

const headersOf = (headers: Record<string, string>) =>
  headers as Record<string, string | string[] | undefined>;

describe('PayPal webhooks, verified by PayPal, against a local fake of the PayPal API', () => {
  const s = usePaypalAdapter();

  async function capturedOrder(outcome: 'COMPLETED' | 'PENDING' | 'DECLINED' = 'COMPLETED') {
    const order = await s.approvedOrder(outcome);
    await s.provider.capture(order.id);
    return order;
  }

  it('verifies a capture notification with PayPal and names the ORDER it is about', async () => {
    const order = await capturedOrder();
    const webhook = s.fake.webhook('PAYMENT.CAPTURE.COMPLETED', order.id);

    const notice = await s.provider.verifyWebhook(Buffer.from(webhook.body), headersOf(webhook.headers));

    expect(notice).toEqual({
      id: JSON.parse(webhook.body).id,
      kind: 'succeeded',
      type: 'PAYMENT.CAPTURE.COMPLETED',
      paymentId: order.id,
    });
    const sent = defined(
      s.sentTo('POST', '/v1/notifications/verify-webhook-signature').at(-1),
      'the verify call',
    );
    const body = JSON.parse(sent.body);
    expect(body).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: webhook.headers['paypal-cert-url'],
      transmission_id: webhook.headers['paypal-transmission-id'],
      transmission_sig: webhook.headers['paypal-transmission-sig'],
      transmission_time: webhook.headers['paypal-transmission-time'],
      webhook_id: WEBHOOK_ID,
      webhook_event: JSON.parse(webhook.body),
    });
    // The event goes back to PayPal byte for byte, as it was signed.
    expect(sent.body.endsWith(`"webhook_event":${webhook.body}}`)).toBe(true);
  });

  it.each([
    ['PAYMENT.CAPTURE.PENDING', 'PENDING', 'pending'],
    ['PAYMENT.CAPTURE.DENIED', 'DECLINED', 'denied'],
  ] as const)('reads %s as %s', async (type, outcome, kind) => {
    const order = await capturedOrder(outcome);
    const webhook = s.fake.webhook(type, order.id);

    const notice = await s.provider.verifyWebhook(Buffer.from(webhook.body), headersOf(webhook.headers));

    expect(notice).toMatchObject({ kind, type, paymentId: order.id });
  });

  it('finds the order of a refund notification through the refunded capture', async () => {
    const order = await capturedOrder();
    await s.provider.refundPayment(order.id, { idempotencyKey: `refund-${order.id}` });
    const webhook = s.fake.webhook('PAYMENT.CAPTURE.REFUNDED', order.id);
    expect(JSON.parse(webhook.body).resource.supplementary_data).toBeUndefined();

    const notice = await s.provider.verifyWebhook(Buffer.from(webhook.body), headersOf(webhook.headers));

    expect(notice).toMatchObject({ kind: 'refunded', paymentId: order.id });
  });

  it('passes other events on as other, without asking about their payment', async () => {
    const order = await capturedOrder();
    const webhook = s.fake.webhook('PAYMENT.CAPTURE.REVERSED', order.id);

    const notice = await s.provider.verifyWebhook(Buffer.from(webhook.body), headersOf(webhook.headers));

    expect(notice).toMatchObject({ kind: 'other', type: 'PAYMENT.CAPTURE.REVERSED', paymentId: null });
  });

  it('refuses a bad signature, a changed body and missing headers with 400', async () => {
    const order = await capturedOrder();
    const forged = s.fake.webhook('PAYMENT.CAPTURE.COMPLETED', order.id, { forged: true });
    const genuine = s.fake.webhook('PAYMENT.CAPTURE.COMPLETED', order.id);
    const changed = genuine.body.replace('"COMPLETED"', '"PENDING"');
    const { 'paypal-transmission-sig': _sig, ...unsigned } = genuine.headers;

    for (const [body, headers] of [
      [forged.body, forged.headers],
      [changed, genuine.headers],
      [genuine.body, unsigned],
      ['not json', genuine.headers],
    ] as const) {
      expect(
        await rejectionOf(s.provider.verifyWebhook(Buffer.from(body), headersOf(headers))),
      ).toMatchObject({
        code: 'BAD_REQUEST',
        status: 400,
        message: 'Webhook signature verification failed',
      });
    }
    expect(s.lines.filter((line) => line.message === 'rejected a PayPal webhook')).toHaveLength(4);
  });

  it('cannot verify synchronously: parseNotification refuses and points to verifyWebhook', () => {
    const error = thrownBy(() => s.provider.parseNotification(Buffer.from('{}'), {}));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/verifyWebhook/) });
  });

  it('delivers a signed webhook to a URL, as PayPal does', async () => {
    const order = await capturedOrder();
    const webhook = s.fake.webhook('PAYMENT.CAPTURE.COMPLETED', order.id);
    const received: { body: string; headers: Record<string, string> }[] = [];
    const { createServer } = await import('node:http');
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        received.push({ body, headers: request.headers as Record<string, string> });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const response = await s.fake.sendWebhook(
        `http://127.0.0.1:${port}/api/v1/payments/paypal/webhook`,
        webhook,
      );
      expect(response.status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const delivery = defined(received[0], 'the delivered webhook');
    expect(delivery.body).toBe(webhook.body);
    const notice = await s.provider.verifyWebhook(Buffer.from(delivery.body), delivery.headers);
    expect(notice).toMatchObject({ kind: 'succeeded', paymentId: order.id });
  });
});
