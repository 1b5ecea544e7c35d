import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppInstance } from '../../src/app-types';
import { loadConfig } from '../../src/config';
import { simulatedPaymentIntents } from '../../src/db/schema/index';
import { handleError } from '../../src/lib/error-handler';
import { Metrics } from '../../src/lib/metrics';
import { PublicCache } from '../../src/lib/public-cache';
import { registerSimulatedPaymentRoutes } from '../../src/modules/simulated-payments/routes';
import { createPaymentRegistry } from '../../src/providers/payments/payment-registry';
import {
  createSimulatedPaymentProvider,
  type SimulatedPaymentProvider,
} from '../../src/providers/payments/simulated-payment-provider';
import { createStorage } from '../../src/providers/storage/create-storage';
import { defined } from './defined';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export const VALID_CARD = { expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

interface SimulatedPaymentsState {
  database: TestDatabase;
  provider: SimulatedPaymentProvider;
  app: AppInstance;
}

/**
 * The simulated provider on a fresh database, and a small app of its own serving the card routes
 * (the route's fulfilment callback is the test's, not the booking service's), with the calls the
 * simulated-payment suites share. Call it inside a describe: it registers the beforeAll that starts
 * them, the beforeEach that clears what the previous test recorded and the afterAll that closes them.
 */
export function useSimulatedPayments(kind: DatabaseKind) {
  let state: SimulatedPaymentsState | undefined;
  const current = () => defined(state, 'the simulated payments app (it starts in beforeAll)');
  const fulfilled: string[] = [];
  const logLines: string[] = [];
  /** Set by a test to make the fulfilment callback throw; cleared before each test. */
  const fulfilment = { fail: false };
  let counter = 0;

  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    const provider = createSimulatedPaymentProvider({ db: database.db });
    const config = loadConfig({ DATA_DIR: join(tmpdir(), 'tiketi-payments-unused') });
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    }).withTypeProvider<ZodTypeProvider>() as unknown as AppInstance;
    state = { database, provider, app };
    app.decorate('deps', {
      config,
      database,
      db: database.db,
      storage: createStorage(config.storage),
      publicCache: new PublicCache(0),
      payments: createPaymentRegistry([provider]),
      metrics: new Metrics(),
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    registerSimulatedPaymentRoutes(app, {
      provider,
      onSucceeded: async (intentId) => {
        fulfilled.push(intentId);
        if (fulfilment.fail) throw new Error('booking service is down');
      },
    });
    await app.ready();
  });
  beforeEach(() => {
    fulfilled.length = 0;
    logLines.length = 0;
    fulfilment.fail = false;
  });
  afterAll(async () => {
    await state?.app.close();
    await state?.database.destroy();
  });

  function booking(overrides: { amountMinor?: number; currency?: string; idempotencyKey?: string } = {}) {
    counter += 1;
    return {
      amountMinor: 2500,
      currency: 'USD',
      reference: `REF${counter}`,
      idempotencyKey: `booking-${counter}`,
      ...overrides,
    };
  }

  const newIntent = () => current().provider.createPayment(booking());
  const pay = (clientSecret: string, cardNumber: string, card: Partial<typeof VALID_CARD> = {}) =>
    current().provider.confirm({ clientSecret, cardNumber, ...VALID_CARD, ...card });
  const rowOf = async (id: string) =>
    defined(
      (
        await current()
          .database.db.select()
          .from(simulatedPaymentIntents)
          .where(eq(simulatedPaymentIntents.id, id))
      )[0],
      'the simulated payment intent',
    );

  function confirmCall(clientSecret: string, cardNumber: string, card: Record<string, unknown> = {}) {
    return current().app.inject({
      method: 'POST',
      url: '/api/v1/simulated-payments/confirm',
      payload: {
        client_secret: clientSecret,
        card_number: cardNumber,
        exp_month: 12,
        exp_year: VALID_CARD.expYear,
        cvc: '123',
        ...card,
      },
    });
  }

  return {
    get database() {
      return current().database;
    },
    get provider() {
      return current().provider;
    },
    get app() {
      return current().app;
    },
    fulfilled,
    logLines,
    fulfilment,
    booking,
    newIntent,
    pay,
    rowOf,
    confirmCall,
  };
}
