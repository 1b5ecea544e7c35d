import { describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema/index';
import { SIMULATED_TEST_CARDS } from '../src/providers/payments/simulated-card-rules';
import { useSimulatedPayments, VALID_CARD } from './support/simulated-payments';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('simulated card payments on %s', (kind) => {
  const s = useSimulatedPayments(kind);

  describe('routes', () => {
    it('pays, answers like Stripe.js, and fulfils the booking once', async () => {
      const intent = await s.newIntent();

      const response = await s.confirmCall(intent.clientSecret, '4242 4242 4242 4242');

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        status: 200,
        message: { status: 'succeeded' },
        status_description: 'Payment succeeded!',
      });
      expect(s.fulfilled).toEqual([intent.id]);
    });

    it('answers a declined card with 200 and the card error, and fulfils nothing', async () => {
      const intent = await s.newIntent();

      const declined = await s.confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.declined);
      const invalid = await s.confirmCall(intent.clientSecret, '4242', {
        exp_month: '12',
        exp_year: String(VALID_CARD.expYear),
      });
      const processing = await s.confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.staysProcessing);

      expect(declined.json()).toEqual({
        status: 200,
        message: {
          status: 'requires_payment_method',
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        },
        status_description: 'Your card was declined.',
      });
      expect(invalid.json().message.error).toMatchObject({
        type: 'validation_error',
        code: 'incorrect_number',
      });
      expect(processing.json()).toMatchObject({
        message: { status: 'processing' },
        status_description: 'Your payment is processing.',
      });
      expect(s.fulfilled).toEqual([]);
    });

    it('asks for the bank confirmation step with the 3-D Secure card, and pays once it is completed', async () => {
      const intent = await s.newIntent();
      const authenticate = (approve: unknown) =>
        s.app.inject({
          method: 'POST',
          url: '/api/v1/simulated-payments/authenticate',
          payload: { client_secret: intent.clientSecret, approve },
        });

      const asked = await s.confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.requiresAuthentication);
      expect(asked.json()).toMatchObject({
        message: { status: 'requires_action' },
        status_description: 'Confirm this payment with your bank',
      });
      expect(s.fulfilled).toEqual([]);
      expect((await authenticate('yes')).statusCode).toBe(400);

      const approved = await authenticate(true);
      expect(approved.json()).toMatchObject({ message: { status: 'succeeded' } });
      expect(s.fulfilled).toEqual([intent.id]);
      // A second answer to the same step changes nothing: the payment moves once.
      expect((await authenticate(false)).json().message).toEqual({ status: 'succeeded' });
      expect((await s.rowOf(intent.id)).status).toBe('succeeded');
    });

    it('sends a failed confirmation step back to the card form with the reason', async () => {
      const intent = await s.newIntent();
      await s.confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.requiresAuthentication);
      const failed = await s.app.inject({
        method: 'POST',
        url: '/api/v1/simulated-payments/authenticate',
        payload: { client_secret: intent.clientSecret, approve: false },
      });
      expect(failed.json().message).toMatchObject({
        status: 'requires_payment_method',
        error: { code: 'payment_intent_authentication_failure' },
      });
      expect(s.fulfilled).toEqual([]);
      // Another card may then pay.
      expect(
        (await s.confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.succeeds)).json().message,
      ).toEqual({
        status: 'succeeded',
      });
    });

    it('still answers succeeded when fulfilment fails, and logs it', async () => {
      const intent = await s.newIntent();
      s.fulfilment.fail = true;

      const response = await s.confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.succeeds);

      expect(response.statusCode).toBe(200);
      expect(response.json().message).toEqual({ status: 'succeeded' });
      expect(s.fulfilled).toEqual([intent.id]);
      expect(s.logLines.join('\n')).toMatch(/fulfilling a simulated card payment failed/);
      expect(s.logLines.join('\n')).toMatch(/booking service is down/);
    });

    it('answers 404 for an unknown secret, 409 for a cancelled payment, 400 for a bad body', async () => {
      const intent = await s.newIntent();
      await s.provider.cancelPayment(intent.id);

      const unknown = await s.confirmCall(
        `${intent.id}_secret_${'B'.repeat(24)}`,
        SIMULATED_TEST_CARDS.succeeds,
      );
      const cancelled = await s.confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.succeeds);
      const bad = await s.app.inject({
        method: 'POST',
        url: '/api/v1/simulated-payments/confirm',
        payload: { client_secret: intent.clientSecret },
      });

      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', status_description: 'Payment not found' });
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toMatchObject({
        code: 'CONFLICT',
        status_description: 'This payment was cancelled because its booking expired',
      });
      expect(bad.statusCode).toBe(400);
      expect(s.fulfilled).toEqual([]);
    });

    it('allows 10 tries per payment in 10 minutes, so card numbers cannot be walked', async () => {
      const intent = await s.newIntent();
      const other = await s.newIntent();

      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await s.confirmCall(intent.clientSecret, '4000 0000 0000 0101');
        expect(response.statusCode).toBe(200);
      }
      const blocked = await s.confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.succeeds);
      const elsewhere = await s.confirmCall(other.clientSecret, SIMULATED_TEST_CARDS.succeeds);

      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await s.provider.retrievePayment(intent.id))?.status).toBe('requires_payment_method');
      expect(elsewhere.json().message).toEqual({ status: 'succeeded' });
      // The counter is keyed by a hash: no client secret is written to the rate-limit table.
      const keys = (await s.database.db.select().from(rateLimits)).map((row) => row.key);
      expect(keys.some((key) => key.includes(intent.clientSecret))).toBe(false);
    });

    it('shows the card form the amount due and the status', async () => {
      const intent = await s.provider.createPayment(s.booking({ amountMinor: 123456, currency: 'usd' }));

      const found = await s.app.inject({
        method: 'GET',
        url: `/api/v1/simulated-payments/intent?client_secret=${encodeURIComponent(intent.clientSecret)}`,
      });
      const unknown = await s.app.inject({
        method: 'GET',
        url: `/api/v1/simulated-payments/intent?client_secret=${intent.id}_secret_${'C'.repeat(24)}`,
      });
      const missing = await s.app.inject({ method: 'GET', url: '/api/v1/simulated-payments/intent' });

      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({
        status: 200,
        message: { status: 'requires_payment_method', amount: 1234.56, currency: 'USD' },
        status_description: 'Payment found',
      });
      expect(unknown.statusCode).toBe(404);
      expect(missing.statusCode).toBe(400);
    });
  });
});
