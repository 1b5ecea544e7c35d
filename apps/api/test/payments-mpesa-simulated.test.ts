import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedPaymentIntents } from '../src/db/schema/index';
import { createPaymentProviders } from '../src/providers/payments/create-payment-provider';
import { isMpesaPaymentProvider } from '../src/providers/payments/mpesa-daraja-provider';
import type { MpesaOutcome } from '../src/providers/payments/mpesa-rules';
import {
  createSimulatedMpesaProvider,
  isSimulatedMpesaProvider,
  type SimulatedMpesaProvider,
  type SimulatedPhoneAction,
  simulatedReceiptOf,
} from '../src/providers/payments/mpesa-simulated-provider';
import { createSimulatedPaymentProvider } from '../src/providers/payments/simulated-payment-provider';
import { rejectionOf } from './support/app-errors';
import { defined } from './support/defined';
import { silentLog } from './support/logs';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database';

describe.each(databaseKinds)('simulated M-Pesa on %s', (kind) => {
  let state: { database: TestDatabase; provider: SimulatedMpesaProvider } | undefined;
  const current = () => defined(state, 'the simulated M-Pesa (it starts in beforeAll)');
  let counter = 0;

  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    state = { database, provider: createSimulatedMpesaProvider({ db: database.db }) };
  });
  afterAll(async () => {
    await state?.database.destroy();
  });

  function booking(overrides: Record<string, unknown> = {}) {
    counter += 1;
    return {
      amountMinor: 200_000,
      currency: 'KES',
      reference: `TK-SIM${counter}`,
      idempotencyKey: `booking-${counter}-mpesa`,
      phone: '0712345678',
      ...overrides,
    };
  }

  it('is the default M-Pesa provider beside the card one, built once the method mpesa is bookable', () => {
    const deps = { db: current().database.db, log: silentLog };
    // M-Pesa is bookable: the default registry has it.
    expect(createPaymentProviders({ kind: 'simulated' }, deps).forMethod('mpesa')?.id).toBe(
      'mpesa-simulated',
    );
    const registry = createPaymentProviders({ kind: 'simulated' }, deps, ['card', 'mpesa']);
    const mpesa = defined(registry.forMethod('mpesa'), 'the M-Pesa provider');

    expect(mpesa.id).toBe('mpesa-simulated');
    expect(isSimulatedMpesaProvider(mpesa) && isMpesaPaymentProvider(mpesa)).toBe(true);
    expect(registry.forMethod('card')?.id).toBe('simulated');
    expect(registry.byId('mpesa-simulated')).toBe(mpesa);
    expect(registry.forMethod('paypal')).toBeNull();
  });

  it('sends a push that waits for the phone, once per idempotency key', async () => {
    const input = booking();
    const [push, again] = await Promise.all([
      current().provider.createPayment(input),
      current().provider.createPayment(input),
    ]);

    expect(push.id).toMatch(/^ws_CO_SIM_[A-Za-z0-9]{24}$/);
    expect(again.id).toBe(push.id);
    expect(push).toMatchObject({
      status: 'processing',
      amountMinor: 200_000,
      currency: 'kes',
      outcome: 'pending',
    });
    expect(push.browser).toEqual({
      method: 'mpesa',
      checkoutRequestId: push.id,
      phone: expect.stringMatching(/^254[17]\d{8}$/),
    });
    expect(await current().provider.queryOutcome(push.id)).toBe('pending');
    const rows = await current()
      .database.db.select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it('takes the id the booking named beforehand', async () => {
    const id = current().provider.newPaymentId();
    const push = await current().provider.createPayment({ ...booking(), id });
    expect(push.id).toBe(id);
  });

  it('refuses what Daraja refuses: another currency, part shillings, a non-Kenyan phone', async () => {
    for (const [overrides, message] of [
      [{ currency: 'USD' }, 'Kenyan shillings'],
      [{ amountMinor: 100_050 }, 'whole shillings'],
      [{ phone: '0201234567' }, 'Kenyan mobile number'],
    ] as const) {
      const error = await rejectionOf(current().provider.createPayment(booking(overrides)));
      expect(error).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(message) });
    }
  });

  it.each([
    ['accept', 'paid', 'succeeded'],
    ['cancel', 'cancelled', 'canceled'],
    ['timeout', 'timeout', 'canceled'],
    ['wrong_pin', 'wrong_pin', 'canceled'],
    ['insufficient_funds', 'insufficient_funds', 'canceled'],
  ] as [SimulatedPhoneAction, MpesaOutcome, string][])(
    'settles the push by the phone: %s is %s',
    async (action, outcome, status) => {
      const push = await current().provider.createPayment(booking());
      const answered = await current().provider.answerPrompt({ clientSecret: push.clientSecret, action });

      expect(answered).toMatchObject({ id: push.id, outcome, status });
      expect(answered.receipt).toBe(outcome === 'paid' ? simulatedReceiptOf(push.id) : null);
      expect(await current().provider.queryOutcome(push.id)).toBe(outcome);
      expect(await current().provider.retrievePayment(push.id)).toMatchObject({
        status,
        amountMinor: 200_000,
      });
    },
  );

  it('keeps the first answer: a later one, or one after the hold ended, changes nothing', async () => {
    const paid = await current().provider.createPayment(booking());
    await current().provider.answerPrompt({ clientSecret: paid.clientSecret, action: 'accept' });
    const late = await current().provider.answerPrompt({ clientSecret: paid.clientSecret, action: 'cancel' });
    expect(late).toMatchObject({ outcome: 'paid', status: 'succeeded' });
    await current().provider.cancelPayment(paid.id);
    expect((await current().provider.retrievePayment(paid.id))?.status).toBe('succeeded');

    const expired = await current().provider.createPayment(booking());
    await current().provider.cancelPayment(expired.id);
    const afterHold = await current().provider.answerPrompt({
      clientSecret: expired.clientSecret,
      action: 'accept',
    });
    expect(afterHold).toMatchObject({ outcome: 'timeout', status: 'canceled', receipt: null });
  });

  it('finds a push only by its exact client secret', async () => {
    const push = await current().provider.createPayment(booking());

    expect((await current().provider.findByClientSecret(push.clientSecret))?.id).toBe(push.id);
    expect(await current().provider.findByClientSecret(`${push.id}_secret_wrong`)).toBeNull();
    expect(
      await rejectionOf(
        current().provider.answerPrompt({ clientSecret: `${push.id}_secret_x`, action: 'accept' }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves card intents alone, though they share its table', async () => {
    const card = createSimulatedPaymentProvider({ db: current().database.db });
    const intent = await card.createPayment({
      amountMinor: 500,
      currency: 'USD',
      reference: 'TK-CARD',
      idempotencyKey: 'card-booking',
    });

    expect(await current().provider.retrievePayment(intent.id)).toBeNull();
    expect(await current().provider.findByClientSecret(intent.clientSecret)).toBeNull();
    await current().provider.cancelPayment(intent.id);
    expect((await card.retrievePayment(intent.id))?.status).toBe('requires_payment_method');
  });

  it('refunds nothing itself, as Daraja, and takes no callbacks or webhooks', async () => {
    const push = await current().provider.createPayment(booking());
    await current().provider.answerPrompt({ clientSecret: push.clientSecret, action: 'accept' });

    expect(
      await rejectionOf(current().provider.refundPayment(push.id, { idempotencyKey: 'r' })),
    ).toMatchObject({
      code: 'CONFLICT',
      message: 'M-Pesa payments are refunded by the organizer from the M-Pesa portal',
    });
    expect(await current().provider.refundedAmount(push.id)).toBe(0);
    expect(current().provider.parseCallback({ Body: { stkCallback: {} } })).toBeNull();
    expect(() => current().provider.parseNotification(Buffer.from('{}'), {})).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST' }),
    );
  });
});
