import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defined } from './defined';
import { cancelIntent, createIntent } from './fake-stripe-intents';
import { createRefund } from './fake-stripe-refunds';
import { type FakeIntent, missing, type Reply, randomId, stripeError } from './fake-stripe-replies';

export type { FakeIntent } from './fake-stripe-replies';

/**
 * A small stateful fake of the Stripe endpoints the adapter uses, on 127.0.0.1, so the real SDK is
 * tested over real HTTP without reaching the internet. Bodies are form-encoded as the SDK sends
 * them; answers and errors are shaped like Stripe's. This file is the server (routing, keys, idempotency,
 * injected failures); the resources are in fake-stripe-intents.ts and fake-stripe-refunds.ts.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  params: Record<string, unknown>;
}

interface Failure {
  status: number;
  remaining: number;
  shouldRetry: boolean;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: Map<string, Record<string, unknown>>;
  requests: RecordedRequest[];
  /** As if the buyer paid in the Payment Element. */
  succeed(intentId: string): void;
  /** As if the organizer refunded the payment from Stripe's dashboard: in full, or `amount` of it. */
  refund(intentId: string, amount?: number): void;
  /** New refunds answer `pending` (as some payment methods do) until `settleRefund`; false ends it. */
  holdRefunds(isHeld: boolean): void;
  /**
   * A pending refund succeeds, or fails (with Stripe's failure_reason) or is canceled, which gives
   * its amount back to what may be refunded. Answers the refund, as a charge.refund.updated event
   * carries it.
   */
  settleRefund(refundId: string, status: 'succeeded' | 'failed' | 'canceled'): Record<string, unknown>;
  /** The next `times` requests fail with `status` (Stripe's api_error body), before any other check. */
  failNext(options: { status: number; times?: number; shouldRetry?: boolean }): void;
  stop(): Promise<void>;
}

/** `metadata[reference]=X&automatic_payment_methods[enabled]=true` into nested objects, as Stripe reads them. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    const last = path.pop();
    if (last === undefined) continue;
    let target = result;
    for (const part of path) {
      target[part] ??= {};
      target = target[part] as Record<string, unknown>;
    }
    target[last] = value;
  }
  return result;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(options: { secretKey: string }): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  const requests: RecordedRequest[] = [];
  let failure: Failure | null = null;
  let refundStatus: 'succeeded' | 'pending' = 'succeeded';

  function route(method: string, path: string, params: Record<string, unknown>): Reply {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(intents, params);
    if (method === 'POST' && path === '/v1/refunds')
      return createRefund(intents, refunds, params, refundStatus);
    if (method === 'GET' && path === '/v1/refunds') {
      const data = [...refunds.values()].filter((refund) => refund.payment_intent === params.payment_intent);
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    const refund = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refund) {
      const id = decodeURIComponent(defined(refund[1], 'refund[1]'));
      const found = refunds.get(id);
      return found ? { status: 200, body: found } : missing('refund', id, 'id');
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel)
      return cancelIntent(intents, decodeURIComponent(defined(cancel[1], 'cancel[1]')), params);
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const id = decodeURIComponent(defined(one[1], 'one[1]'));
      const intent = intents.get(id);
      return intent ? { status: 200, body: intent } : missing('payment_intent', id, 'intent');
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function send(response: ServerResponse, reply: Reply, headers: Record<string, string> = {}) {
    response.writeHead(reply.status, {
      'content-type': 'application/json',
      'request-id': randomId('req'),
      ...headers,
    });
    response.end(JSON.stringify(reply.body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : raw);
    requests.push({ method, path: url.pathname, headers: request.headers, params });

    if (failure && failure.remaining > 0) {
      failure.remaining -= 1;
      const reply = stripeError(failure.status, 'api_error', "Something went wrong on Stripe's end.");
      return send(response, reply, { 'stripe-should-retry': String(failure.shouldRetry) });
    }
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      const shown = (request.headers.authorization ?? '').replace(/^Bearer /, '').slice(0, 8);
      return send(
        response,
        stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${shown}********`),
      );
    }
    const key = request.headers['idempotency-key'];
    if (method === 'POST' && typeof key === 'string') {
      const fingerprint = `${method} ${url.pathname} ${raw}`;
      const seen = idempotent.get(key);
      if (seen && seen.fingerprint !== fingerprint) {
        return send(
          response,
          stripeError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        );
      }
      if (seen) return send(response, seen.reply, { 'idempotent-replayed': 'true' });
      const reply = route(method, url.pathname, params);
      // Stripe keeps the first result, errors included, and replays it (a snapshot, as here).
      idempotent.set(key, { fingerprint, reply: { ...reply, body: structuredClone(reply.body) } });
      return send(response, reply);
    }
    return send(response, route(method, url.pathname, params));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      send(response, stripeError(500, 'api_error', `fake-stripe: ${error.message}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    succeed(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`fake-stripe: no intent ${intentId}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
    },
    refund(intentId, amount) {
      const params = {
        payment_intent: intentId,
        ...(amount === undefined ? {} : { amount: String(amount) }),
      };
      const reply = createRefund(intents, refunds, params);
      if (reply.status !== 200) throw new Error(`fake-stripe: cannot refund ${intentId}`);
    },
    holdRefunds(isHeld) {
      refundStatus = isHeld ? 'pending' : 'succeeded';
    },
    settleRefund(refundId, status) {
      const refund = refunds.get(refundId);
      if (refund?.status !== 'pending' || !refund)
        throw new Error(`fake-stripe: no pending refund ${refundId}`);
      refund.status = status;
      // Stripe says why a refund failed (the card was closed since, for one); a canceled one has none.
      if (status === 'failed') refund.failure_reason = 'expired_or_canceled_card';
      const intent = intents.get(String(refund.payment_intent));
      if (status !== 'succeeded' && intent) intent.amount_refunded -= Number(refund.amount);
      return structuredClone(refund);
    },
    failNext({ status, times = 1, shouldRetry = false }) {
      failure = { status, remaining: times, shouldRetry };
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps connections alive; close them so the server can stop.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
