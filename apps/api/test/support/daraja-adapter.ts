import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  createDarajaPaymentProvider,
  type DarajaDeps,
  type DarajaPaymentProvider,
  type DarajaSettings,
} from '../../src/providers/payments/mpesa-daraja-provider';
import type { CreatePaymentInput } from '../../src/providers/payments/payment-provider';
import { defined } from './defined';
import { type FakeDaraja, startFakeDaraja } from './fake-daraja';
import { createPaymentRecordingLog } from './logs';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Safaricom's public sandbox shortcode and passkey shape; the fake checks the Password against them. */
export const DARAJA = {
  consumerKey: 'fake-consumer-key',
  consumerSecret: 'fake-consumer-secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  till: '600100',
};
export const CALLBACK_SECRET = 'test-callback-secret-0123456789abcdef';
export const PUBLIC_URL = 'https://tickets.example';

/**
 * The Daraja adapter against a local fake of Daraja, with a PGlite database for the platform's
 * callback secret. Call it inside a describe: it registers the beforeAll that starts both, the
 * afterEach that clears the log and the afterAll that stops them.
 */
export function useDarajaAdapter() {
  let state: { fake: FakeDaraja; database: TestDatabase; provider: DarajaPaymentProvider } | undefined;
  const current = () => defined(state, 'the fake Daraja (it starts in beforeAll)');
  const recorded = createPaymentRecordingLog();
  let bookingNumber = 0;

  const settingsFor = (fake: FakeDaraja): DarajaSettings => ({
    consumerKey: DARAJA.consumerKey,
    consumerSecret: DARAJA.consumerSecret,
    shortcode: DARAJA.shortcode,
    passkey: DARAJA.passkey,
    transactionType: 'CustomerPayBillOnline',
    apiUrl: fake.url,
    publicUrl: PUBLIC_URL,
    callbackSecret: CALLBACK_SECRET,
  });

  /** Another adapter (another server instance, or other settings) on the same fake and database. */
  function adapter(overrides: Partial<DarajaSettings> = {}, deps: Partial<DarajaDeps> = {}) {
    const { fake, database } = current();
    return createDarajaPaymentProvider(
      { ...settingsFor(fake), ...overrides },
      { db: database.db, log: recorded.log, ...deps },
    );
  }

  function booking(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
    bookingNumber += 1;
    return {
      amountMinor: 150_000,
      currency: 'KES',
      reference: `TK-ABCDEFG${String(bookingNumber).padStart(3, '0')}`,
      idempotencyKey: `booking-${bookingNumber}-mpesa`,
      phone: '0712 345 678',
      ...overrides,
    };
  }

  beforeAll(async () => {
    const database = await createTestDatabase('pglite');
    const fake = await startFakeDaraja(DARAJA);
    state = {
      fake,
      database,
      provider: createDarajaPaymentProvider(settingsFor(fake), { db: database.db, log: recorded.log }),
    };
  });
  afterEach(() => {
    recorded.lines.length = 0;
  });
  afterAll(async () => {
    await state?.fake.stop();
    await state?.database.destroy();
  });

  return {
    get fake() {
      return current().fake;
    },
    get provider() {
      return current().provider;
    },
    get database() {
      return current().database;
    },
    recorded,
    adapter,
    booking,
  };
}

/** A local receiver for Daraja's callbacks: records each body as it arrived (unparsed JSON). */
export async function startCallbackReceiver() {
  const bodies: unknown[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ResultCode: 0, ResultDesc: 'Accepted' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1/payments/mpesa/callback/${CALLBACK_SECRET}`,
    bodies,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
