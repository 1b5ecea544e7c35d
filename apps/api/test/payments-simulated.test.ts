import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatedPaymentIntents } from '../src/db/schema/index';
import { createPaymentProviders } from '../src/providers/payments/create-payment-provider';
import { paymentIdFromClientSecret } from '../src/providers/payments/payment-provider';
import { SIMULATED_TEST_CARDS } from '../src/providers/payments/simulated-card-rules';
import { isSimulatedPaymentProvider } from '../src/providers/payments/simulated-payment-provider';
import { rejectionOf } from './support/app-errors';
import { defined } from './support/defined';
import { silentLog } from './support/logs';
import { useSimulatedPayments } from './support/simulated-payments';
import { databaseKinds } from './support/test-database';

// Card rules and the card routes are in payments-simulated-cards and payments-simulated-routes.

describe.each(databaseKinds)('simulated card payments on %s', (kind) => {
  const s = useSimulatedPayments(kind);

  describe('intents', () => {
    it('is the default provider, with no publishable key and no webhooks', () => {
      const registry = createPaymentProviders({ kind: 'simulated' }, { db: s.database.db, log: silentLog });
      const chosen = registry.forMethod('card');

      expect(chosen?.id).toBe('simulated');
      expect(registry.byId('simulated')).toBe(chosen);
      expect(registry.byId('stripe')).toBeNull();
      expect(registry.forMethod('mpesa')?.id).toBe('mpesa-simulated');
      expect(chosen && isSimulatedPaymentProvider(chosen)).toBe(true);
      expect(() =>
        chosen?.parseNotification(Buffer.from('{}'), { 'stripe-signature': 't=1,v1=abc' }),
      ).toThrow(
        expect.objectContaining({ code: 'BAD_REQUEST', message: 'The simulated provider has no webhooks' }),
      );
    });

    it('creates an intent with a Stripe-shaped id and client secret', async () => {
      const intent = await s.provider.createPayment(s.booking({ amountMinor: 4550, currency: 'KES' }));

      expect(intent.id).toMatch(/^sim_pi_[A-Za-z0-9]{24}$/);
      expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]{24}$`));
      expect(paymentIdFromClientSecret(intent.clientSecret)).toBe(intent.id);
      expect(intent).toMatchObject({ status: 'requires_payment_method', amountMinor: 4550, currency: 'kes' });
      expect(intent.browser).toEqual({
        method: 'card',
        clientSecret: intent.clientSecret,
        publishableKey: null,
      });
      const { browser: _browser, ...payment } = intent;
      expect(await s.provider.retrievePayment(intent.id)).toEqual(payment);
      expect(await s.provider.retrievePayment('sim_pi_unknown')).toBeNull();
    });

    it('makes one intent for one idempotency key, even under concurrent calls', async () => {
      const input = s.booking();
      const intents = await Promise.all(Array.from({ length: 8 }, () => s.provider.createPayment(input)));

      expect(new Set(intents.map((intent) => intent.id)).size).toBe(1);
      expect(new Set(intents.map((intent) => intent.clientSecret)).size).toBe(1);
      const rows = await s.database.db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.idempotencyKey, input.idempotencyKey));
      expect(rows).toHaveLength(1);
      expect((await s.provider.createPayment(s.booking())).id).not.toBe(defined(intents[0], 'intents[0]').id);
    });

    it('refuses a reused key with a different amount, as Stripe does', async () => {
      const input = s.booking();
      await s.provider.createPayment(input);

      await expect(s.provider.createPayment({ ...input, amountMinor: 9999 })).rejects.toThrow(
        /different parameters/,
      );
    });
  });

  describe('cancel and refund', () => {
    it('cancels an unpaid intent, which then refuses cards', async () => {
      const open = await s.newIntent();
      const pending = await s.newIntent();
      await s.pay(pending.clientSecret, SIMULATED_TEST_CARDS.staysProcessing);

      await s.provider.cancelPayment(open.id);
      await s.provider.cancelPayment(open.id);
      await s.provider.cancelPayment(pending.id);
      await s.provider.cancelPayment('sim_pi_unknown');

      expect((await s.provider.retrievePayment(open.id))?.status).toBe('canceled');
      expect((await s.provider.retrievePayment(pending.id))?.status).toBe('canceled');
      expect(await rejectionOf(s.pay(open.clientSecret, SIMULATED_TEST_CARDS.succeeds))).toMatchObject({
        code: 'CONFLICT',
        message: 'This payment was cancelled because its booking expired',
      });
    });

    it('leaves a succeeded intent succeeded when asked to cancel it', async () => {
      const paid = await s.newIntent();
      await s.pay(paid.clientSecret, SIMULATED_TEST_CARDS.succeeds);

      await s.provider.cancelPayment(paid.id);

      expect((await s.provider.retrievePayment(paid.id))?.status).toBe('succeeded');
    });

    it('never ends both paid and cancelled when payment and cancellation race', async () => {
      const intents = await Promise.all(Array.from({ length: 6 }, () => s.newIntent()));
      const outcomes = await Promise.all(
        intents.map(async (intent) => {
          const [payment] = await Promise.allSettled([
            s.pay(intent.clientSecret, SIMULATED_TEST_CARDS.succeeds),
            s.provider.cancelPayment(intent.id),
          ]);
          return {
            payment,
            status: defined(await s.provider.retrievePayment(intent.id), 'the retrieved intent').status,
          };
        }),
      );

      for (const { payment, status } of outcomes) {
        if (status === 'succeeded') expect(payment).toMatchObject({ value: { status: 'succeeded' } });
        else {
          expect(status).toBe('canceled');
          expect(payment).toMatchObject({ status: 'rejected', reason: { code: 'CONFLICT' } });
        }
      }
    });

    it('refunds a succeeded intent once, and only a succeeded one', async () => {
      const paid = await s.newIntent();
      const open = await s.newIntent();
      await s.pay(paid.clientSecret, SIMULATED_TEST_CARDS.succeeds);

      await s.provider.refundPayment(paid.id, { idempotencyKey: `refund-${paid.id}` });
      const first = (await s.rowOf(paid.id)).refundedAt;
      await s.provider.refundPayment(paid.id, { idempotencyKey: `refund-${paid.id}` });

      expect(first).toBeInstanceOf(Date);
      expect((await s.rowOf(paid.id)).refundedAt).toEqual(first);
      expect((await s.rowOf(paid.id)).status).toBe('succeeded');
      expect(
        await rejectionOf(s.provider.refundPayment(open.id, { idempotencyKey: 'refund-open' })),
      ).toMatchObject({
        code: 'CONFLICT',
      });
      expect(
        await rejectionOf(s.provider.refundPayment('sim_pi_unknown', { idempotencyKey: 'refund-unknown' })),
      ).toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('refunds in part: parts add up, never beyond the amount paid, and the rest goes with no amount', async () => {
      const paid = await s.newIntent();
      await s.pay(paid.clientSecret, SIMULATED_TEST_CARDS.succeeds);

      const part = await s.provider.refundPayment(paid.id, { idempotencyKey: 'part', amountMinor: 1 });
      expect(part).toMatchObject({ status: 'succeeded', id: expect.stringMatching(/^sim_re_/) });
      expect(await s.provider.refundedAmount(paid.id)).toBe(1);
      const tooMuch = s.provider.refundPayment(paid.id, {
        idempotencyKey: 'more',
        amountMinor: paid.amountMinor,
      });
      expect(await rejectionOf(tooMuch)).toMatchObject({ code: 'CONFLICT' });
      expect(
        await rejectionOf(s.provider.refundPayment(paid.id, { idempotencyKey: 'none', amountMinor: 0 })),
      ).toMatchObject({ code: 'BAD_REQUEST' });
      expect(await s.provider.refundedAmount(paid.id)).toBe(1);
      await s.provider.refundPayment(paid.id, { idempotencyKey: 'rest' });
      expect(await s.provider.refundedAmount(paid.id)).toBe(paid.amountMinor);
      expect((await s.rowOf(paid.id)).refundedMinor).toBe(paid.amountMinor);
      // Its refunds never pend: one of its own ids has succeeded, any other id is none of its.
      expect(await s.provider.refundStatus(part.id)).toBe('succeeded');
      expect(await s.provider.refundStatus('re_3MtwBwLkdIwHu7ix28a3tqPa')).toBeNull();
    });
  });
});
