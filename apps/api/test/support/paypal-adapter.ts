import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { CreatePaymentInput } from '../../src/providers/payments/payment-provider';
import { createPaypalProvider } from '../../src/providers/payments/paypal-provider';
import type { PaypalRestProvider } from '../../src/providers/payments/paypal-types';
import { defined } from './defined';
import { type CaptureOutcome, type FakePaypal, startFakePaypal } from './fake-paypal';
import { createPaymentRecordingLog } from './logs';

export const CLIENT_ID = 'AYfake-client-id_0123456789';
export const CLIENT_SECRET = 'EHfake-client-secret_0123456789';
export const WEBHOOK_ID = '1JE4291016473214C';

/**
 * The PayPal adapter against a local fake of PayPal's API, what the PayPal suites share. Its clock
 * is the test's (`clock.now`), so token expiry is tested without waiting, and its HTTP client only
 * reaches loopback. Call it inside a describe: it registers the beforeAll that starts the fake, the
 * afterEach that clears the log and the afterAll that stops it and checks where requests went.
 */
export function usePaypalAdapter() {
  let state: { fake: FakePaypal; provider: PaypalRestProvider } | undefined;
  const current = () => defined(state, 'the fake PayPal API (it starts in beforeAll)');
  const { log, lines } = createPaymentRecordingLog();
  const clock = { offsetMs: 0, now: () => Date.now() + clock.offsetMs };
  const dialled: string[] = [];
  let bookingNumber = 0;

  const guardedFetch: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    dialled.push(url.hostname);
    if (url.hostname !== '127.0.0.1') throw new Error(`a test tried to reach ${url.hostname}`);
    return fetch(input, init);
  };

  beforeAll(async () => {
    const fake = await startFakePaypal({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      webhookId: WEBHOOK_ID,
    });
    const settings = {
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      webhookId: WEBHOOK_ID,
      apiUrl: fake.url,
    };
    state = { fake, provider: createPaypalProvider(settings, log, { now: clock.now, fetch: guardedFetch }) };
  });
  afterEach(() => {
    lines.length = 0;
  });
  afterAll(async () => {
    await state?.fake.stop();
    expect(dialled.length).toBeGreaterThan(0);
    expect(new Set(dialled)).toEqual(new Set(['127.0.0.1']));
  });

  function booking(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
    bookingNumber += 1;
    return {
      amountMinor: 5000,
      currency: 'USD',
      reference: `TK-PAYPAL${bookingNumber}`,
      idempotencyKey: `booking-${bookingNumber}-payment`,
      ...overrides,
    };
  }

  /** An order the buyer approved, whose capture will come to `capture`. */
  async function approvedOrder(capture: CaptureOutcome = 'COMPLETED', input = booking()) {
    const order = await current().provider.createPayment(input);
    current().fake.approve(order.id, capture);
    return order;
  }

  /** The requests the fake received on a path, oldest first. */
  const sentTo = (method: string, path: string) =>
    current().fake.requests.filter((request) => request.method === method && request.path === path);

  return {
    get fake() {
      return current().fake;
    },
    get provider() {
      return current().provider;
    },
    lines,
    clock,
    guardedFetch,
    booking,
    approvedOrder,
    sentTo,
  };
}
