import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { thrownBy } from './support/app-errors';
import { useStripeAdapter, WEBHOOK_SECRET } from './support/stripe-adapter';

describe('Stripe payment adapter against a local fake of the Stripe API', () => {
  const s = useStripeAdapter();

  it('shares its publishable key with the browser', async () => {
    expect(s.provider.id).toBe('stripe');
    expect(s.provider.methods).toEqual(['card']);
    const created = await s.provider.createPayment(s.booking());
    expect(created.browser).toEqual({
      method: 'card',
      clientSecret: created.clientSecret,
      publishableKey: 'pk_test_fake_0123456789',
    });
  });

  describe('webhooks', () => {
    function event(type: string, object: Record<string, unknown>) {
      return JSON.stringify({
        id: `evt_${type.replace(/\W/g, '_')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      });
    }
    const succeeded = event('payment_intent.succeeded', {
      id: 'pi_123',
      object: 'payment_intent',
      status: 'succeeded',
    });

    it('parses a signed payment intent event', () => {
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: succeeded,
        secret: WEBHOOK_SECRET,
      });

      expect(s.provider.parseNotification(Buffer.from(succeeded), { 'stripe-signature': signature })).toEqual(
        {
          id: 'evt_payment_intent_succeeded',
          kind: 'succeeded',
          type: 'payment_intent.succeeded',
          paymentId: 'pi_123',
        },
      );
    });

    it("gives a charge's or refund's payment intent, and none for events about other objects", () => {
      const parse = (payload: string) =>
        s.provider.parseNotification(Buffer.from(payload), {
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        });
      const refunded = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_123' });
      expect(parse(refunded)).toEqual({
        id: 'evt_charge_refunded',
        kind: 'refunded',
        type: 'charge.refunded',
        paymentId: 'pi_123',
      });
      const customer = event('customer.created', { id: 'cus_1', object: 'customer' });
      expect(parse(customer)).toMatchObject({ kind: 'other', type: 'customer.created', paymentId: null });
    });

    it('rejects a wrong secret, a tampered body, a stale or missing signature', () => {
      const wrongSecret = Stripe.webhooks.generateTestHeaderString({
        payload: succeeded,
        secret: 'whsec_someone_else',
      });
      const good = Stripe.webhooks.generateTestHeaderString({ payload: succeeded, secret: WEBHOOK_SECRET });
      const tampered = succeeded.replace('pi_123', 'pi_999');
      const stale = Stripe.webhooks.generateTestHeaderString({
        payload: succeeded,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });

      const attempts: [string, string | undefined][] = [
        [succeeded, wrongSecret],
        [tampered, good],
        [succeeded, stale],
        [succeeded, undefined],
        [succeeded, ''],
        [succeeded, 'not a signature'],
      ];
      for (const [body, signature] of attempts) {
        const headers = { 'stripe-signature': signature };
        expect(thrownBy(() => s.provider.parseNotification(Buffer.from(body), headers))).toMatchObject({
          code: 'BAD_REQUEST',
          message: 'Webhook signature verification failed',
        });
      }
    });
  });
});
