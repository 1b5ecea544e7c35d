import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProviders } from '../src/providers/payments/create-payment-provider';
import type { CreatePaymentInput } from '../src/providers/payments/payment-provider';
import {
  createSimulatedPaypalProvider,
  isSimulatedPaypalProvider,
  type SimulatedPaypalProvider,
} from '../src/providers/payments/paypal-simulated-provider';
import { isPaypalProvider, isPaypalRestProvider } from '../src/providers/payments/paypal-types';
import { createSimulatedPaymentProvider } from '../src/providers/payments/simulated-payment-provider';
import { rejectionOf } from './support/app-errors';
import { defined } from './support/defined';
import { silentLog } from './support/logs';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database';

describe.each(databaseKinds)('simulated PayPal on %s', (kind) => {
  let state: { database: TestDatabase; provider: SimulatedPaypalProvider } | undefined;
  const current = () => defined(state, 'the simulated PayPal (it starts in beforeAll)');
  let counter = 0;

  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    state = { database, provider: createSimulatedPaypalProvider({ db: database.db }) };
  });
  afterAll(async () => {
    await state?.database.destroy();
  });

  function booking(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
    counter += 1;
    return {
      amountMinor: 2500,
      currency: 'USD',
      reference: `TK-SIMPP${counter}`,
      idempotencyKey: `booking-${counter}`,
      ...overrides,
    };
  }
  const newOrder = (overrides: Partial<CreatePaymentInput> = {}) =>
    current().provider.createPayment(booking(overrides));
  const statusOf = async (orderId: string) => (await current().provider.retrievePayment(orderId))?.status;

  it('is built for method paypal beside the card provider, only when the booking flow asks for it', () => {
    const deps = { db: current().database.db, log: silentLog };
    const cardsOnly = createPaymentProviders({ kind: 'simulated' }, deps, ['card']);
    const both = createPaymentProviders({ kind: 'simulated' }, deps, ['card', 'paypal']);
    const real = createPaymentProviders(
      {
        kind: 'simulated',
        paypal: {
          kind: 'paypal',
          clientId: 'id',
          clientSecret: 's',
          webhookId: 'WH',
          apiUrl: 'http://127.0.0.1:9',
        },
      },
      deps,
      ['card', 'paypal'],
    );

    expect(cardsOnly.forMethod('paypal')).toBeNull();
    expect(cardsOnly.providers.map((provider) => provider.id)).toEqual(['simulated']);
    expect(both.forMethod('card')?.id).toBe('simulated');
    const simulated = defined(both.forMethod('paypal'), 'the simulated PayPal');
    expect(isSimulatedPaypalProvider(simulated) && isPaypalProvider(simulated)).toBe(true);
    expect(both.byId('paypal-simulated')).toBe(simulated);
    const paypal = defined(real.forMethod('paypal'), 'PayPal');
    expect(paypal.id).toBe('paypal');
    expect(isPaypalRestProvider(paypal)).toBe(true);
  });

  it('creates an order awaiting the buyer, with an unguessable id and the approval page as the browser step', async () => {
    const order = await newOrder({ amountMinor: 4550, currency: 'EUR' });

    expect(order.id).toMatch(/^sim_pp_[A-Za-z0-9]{24}$/);
    expect(order).toEqual({
      id: order.id,
      status: 'requires_action',
      amountMinor: 4550,
      currency: 'eur',
      clientSecret: null,
      reference: null,
      browser: {
        method: 'paypal',
        approvalUrl: `/simulated-paypal?token=${order.id}`,
        orderId: order.id,
        clientId: null,
      },
    });
    const { browser: _browser, ...payment } = order;
    expect(await current().provider.retrievePayment(order.id)).toEqual(payment);
    expect(await current().provider.retrievePayment('sim_pp_unknown')).toBeNull();
  });

  it('makes one order for one key, even under concurrent calls, and refuses a reused key with another amount', async () => {
    const input = booking();
    const orders = await Promise.all(
      Array.from({ length: 6 }, () => current().provider.createPayment(input)),
    );

    expect(new Set(orders.map((order) => order.id)).size).toBe(1);
    await expect(current().provider.createPayment({ ...input, amountMinor: 1 })).rejects.toThrow(
      /different parameters/,
    );
  });

  it('never meets a card intent made with the same key, and never answers for one', async () => {
    const card = createSimulatedPaymentProvider({ db: current().database.db });
    const input = booking();
    const intent = await card.createPayment(input);
    const order = await current().provider.createPayment(input);

    expect(order.id).not.toBe(intent.id);
    expect(await current().provider.retrievePayment(intent.id)).toBeNull();
    expect(await rejectionOf(current().provider.capture(intent.id))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses currencies PayPal is not offered for', async () => {
    expect(await rejectionOf(newOrder({ currency: 'KES' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/USD, EUR, GBP only, not KES/),
    });
  });

  it('captures an approved order once: COMPLETED, the same capture on every call', async () => {
    const order = await newOrder();
    expect(await rejectionOf(current().provider.capture(order.id))).toMatchObject({
      code: 'CONFLICT',
      message: 'The buyer has not approved this PayPal payment yet',
    });
    expect((await current().provider.approve(order.id)).status).toBe('requires_confirmation');

    const captures = await Promise.all([
      current().provider.capture(order.id),
      current().provider.capture(order.id),
    ]);

    expect(captures[0]).toEqual({
      orderId: order.id,
      status: 'COMPLETED',
      captureId: order.id.replace('sim_pp_', 'sim_cap_'),
      amountMinor: 2500,
      currency: 'usd',
    });
    expect(captures[1]).toEqual(captures[0]);
    expect(await statusOf(order.id)).toBe('succeeded');
  });

  it('holds a capture the buyer chose to keep pending, until it completes or is denied', async () => {
    const completes = await newOrder();
    const denied = await newOrder();
    for (const order of [completes, denied]) {
      await current().provider.approve(order.id, 'PENDING');
      expect(await current().provider.capture(order.id)).toMatchObject({
        status: 'PENDING',
        amountMinor: 2500,
      });
      expect(await statusOf(order.id)).toBe('processing');
    }

    expect(await current().provider.settlePending(completes.id, 'COMPLETED')).toMatchObject({
      status: 'COMPLETED',
    });
    expect(await current().provider.settlePending(denied.id, 'DECLINED')).toMatchObject({
      status: 'DECLINED',
      captureId: null,
    });
    expect(await statusOf(completes.id)).toBe('succeeded');
    expect(await statusOf(denied.id)).toBe('canceled');
  });

  it('answers DECLINED to the capture of an order whose funding was declined', async () => {
    const order = await newOrder();
    await current().provider.decline(order.id);

    expect(await current().provider.capture(order.id)).toEqual({
      orderId: order.id,
      status: 'DECLINED',
      captureId: null,
      amountMinor: null,
      currency: null,
    });
    expect(await statusOf(order.id)).toBe('canceled');
  });

  it('voids an order whose booking expired: it can no longer be approved or captured', async () => {
    const open = await newOrder();
    const approved = await newOrder();
    const paid = await newOrder();
    await current().provider.approve(approved.id);
    await current().provider.approve(paid.id);
    await current().provider.capture(paid.id);

    for (const order of [open, approved, paid]) await current().provider.cancelPayment(order.id);

    expect(await statusOf(open.id)).toBe('canceled');
    expect(await statusOf(approved.id)).toBe('canceled');
    expect(await statusOf(paid.id)).toBe('succeeded');
    const expired = { code: 'CONFLICT', message: 'This payment was cancelled because its booking expired' };
    expect(await rejectionOf(current().provider.approve(open.id))).toMatchObject(expired);
    expect(await rejectionOf(current().provider.capture(approved.id))).toMatchObject(expired);
  });

  it('refunds a captured order in parts that add up, never beyond what was captured', async () => {
    const order = await newOrder();
    const open = await newOrder();
    await current().provider.approve(order.id);
    await current().provider.capture(order.id);

    await current().provider.refundPayment(order.id, { idempotencyKey: 'part', amountMinor: 1000 });
    expect(await current().provider.refundedAmount(order.id)).toBe(1000);
    expect(
      await rejectionOf(
        current().provider.refundPayment(order.id, { idempotencyKey: 'more', amountMinor: 2000 }),
      ),
    ).toMatchObject({ code: 'CONFLICT' });
    await current().provider.refundPayment(order.id, { idempotencyKey: 'all' });
    await current().provider.refundPayment(order.id, { idempotencyKey: 'all' });
    expect(await current().provider.refundedAmount(order.id)).toBe(2500);
    expect(await current().provider.refundedAmount(open.id)).toBe(0);
    expect(
      await rejectionOf(current().provider.refundPayment(open.id, { idempotencyKey: 'open' })),
    ).toMatchObject({
      code: 'CONFLICT',
    });
    expect(
      await rejectionOf(current().provider.refundPayment('sim_pp_unknown', { idempotencyKey: 'x' })),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
