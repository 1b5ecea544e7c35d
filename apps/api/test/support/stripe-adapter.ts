import http from 'node:http';
import https from 'node:https';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { PaymentProvider } from '../../src/providers/payments/payment-provider';
import { createStripePaymentProvider } from '../../src/providers/payments/stripe-payment-provider';
import { defined } from './defined';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import { createPaymentRecordingLog } from './logs';

export const SECRET_KEY = 'sk_test_fake_0123456789';
export const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

/** Every host the SDK dialled; a request anywhere but loopback throws before it leaves the machine. */
const dialled: string[] = [];
const originalRequests = { http: http.request, https: https.request };

function guardRequests(module: typeof http | typeof https, original: typeof http.request) {
  module.request = ((...args: unknown[]) => {
    const target = args[0] as string | URL | http.RequestOptions;
    const host =
      typeof target === 'string' || target instanceof URL
        ? new URL(target).hostname
        : (target.host ?? target.hostname);
    dialled.push(String(host));
    if (host !== '127.0.0.1') throw new Error(`a test tried to reach ${host}`);
    return (original as (...passed: unknown[]) => http.ClientRequest)(...args);
  }) as typeof http.request;
}

/**
 * The Stripe adapter against a local fake of the Stripe API, with outgoing requests guarded so that
 * only loopback is reached, and what the Stripe suites share. Call it inside a describe: it registers
 * the beforeAll that starts the fake, the afterEach that clears the log and the afterAll that stops it
 * and checks that every request went to the fake (so each suite must make at least one).
 */
export function useStripeAdapter() {
  let state: { fake: FakeStripe; provider: PaymentProvider } | undefined;
  const current = () => defined(state, 'the fake Stripe API (it starts in beforeAll)');
  const recorded = createPaymentRecordingLog();
  let bookingNumber = 0;

  const settingsFor = (fake: FakeStripe) => ({
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_fake_0123456789',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
  /** The adapter's settings, pointing at the running fake. */
  const settings = () => settingsFor(current().fake);

  function booking(overrides: Partial<Parameters<PaymentProvider['createPayment']>[0]> = {}) {
    bookingNumber += 1;
    return {
      amountMinor: 5000,
      currency: 'USD',
      reference: `BK${bookingNumber}`,
      idempotencyKey: `booking-${bookingNumber}-payment`,
      ...overrides,
    };
  }

  beforeAll(async () => {
    guardRequests(http, originalRequests.http);
    guardRequests(https, originalRequests.https);
    const fake = await startFakeStripe({ secretKey: SECRET_KEY });
    state = { fake, provider: createStripePaymentProvider(settingsFor(fake), recorded.log) };
  });
  afterEach(() => {
    recorded.lines.length = 0;
  });
  afterAll(async () => {
    await state?.fake.stop();
    http.request = originalRequests.http;
    https.request = originalRequests.https;
    // The guard saw every call, and every call went to the fake.
    expect(dialled.length).toBeGreaterThan(0);
    expect(new Set(dialled)).toEqual(new Set(['127.0.0.1']));
  });

  return {
    get fake() {
      return current().fake;
    },
    get provider() {
      return current().provider;
    },
    recorded,
    settings,
    booking,
  };
}
