import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../src/db/schema/index';
import { startWebhookWorker, type WebhookWorker } from '../src/jobs/webhook-worker';
import { createTestApp, type TestApp } from './support/test-app';
import type { DatabaseKind } from './support/test-database';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on loopback (port 0) that records each request and answers `statuses` in turn. */
export async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses.shift() ?? 200;
      response.end(response.statusCode < 300 ? 'ok' : 'receiver broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The statuses the next requests get (200 after them). */
    answer: (...next: number[]) => statuses.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** What `Webhook.verify` of the standardwebhooks package says of a received request. */
export function verifyWith(secret: string, request: Received) {
  const headers = {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(request.body, headers) as { type: string; data: Record<string, unknown> };
}

/** The app with private targets allowed, a worker that only runs when asked, and a movable clock. */
export function useWebhooksApp(kind: DatabaseKind, env: Record<string, string> = {}) {
  let t: TestApp | undefined;
  let worker: WebhookWorker | undefined;
  let receiver: Receiver | undefined;
  // Real time plus however far a test moved it.
  const clock = { offsetMs: 0 };
  beforeEach(async () => {
    t = await createTestApp(kind, { WEBHOOKS_ALLOW_PRIVATE: 'true', ...env });
    clock.offsetMs = 0;
    worker = startWebhookWorker({
      db: t.db,
      config: t.config,
      log: t.app.log,
      poll: false,
      now: () => new Date(Date.now() + clock.offsetMs),
    });
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await worker?.stop();
    await receiver?.close();
    await t?.close();
  });
  const need = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the webhooks app is not running');
    return value;
  };
  return () => ({
    t: need(t),
    worker: need(worker),
    receiver: need(receiver),
    /** Moves the worker's clock on. */
    advance: (ms: number) => {
      clock.offsetMs += ms;
    },
  });
}

export async function registerEndpoint(
  t: TestApp,
  token: string,
  body: { url: string; events: string[] } | Record<string, unknown>,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/client/webhooks',
    headers: { auth: token },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

export async function callHooks(t: TestApp, token: string, method: 'GET' | 'POST' | 'DELETE', url: string) {
  const response = await t.app.inject({ method, url, headers: { auth: token } });
  return { status: response.statusCode, body: response.json() };
}

export function deliveriesOf(t: TestApp, endpointId: number) {
  return t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
}

export async function endpointRow(t: TestApp, endpointId: number) {
  const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  return row;
}
