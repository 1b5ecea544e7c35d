import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CaptureOutcome,
  captureOrder,
  createOrder,
  type FakeOrder,
  findMoney,
  minimal,
  paypalError,
  paypalId,
  type Reply,
  refundCapture,
  settleRefund,
} from './fake-paypal-orders';
import { issueToken } from './fake-paypal-tokens';
import { createWebhookSigner, type SignedWebhook } from './fake-paypal-webhooks';

export type { CaptureOutcome, FakeOrder } from './fake-paypal-orders';
export type { SignedWebhook } from './fake-paypal-webhooks';

/**
 * A small stateful fake of the PayPal REST endpoints the adapter uses, on 127.0.0.1: OAuth tokens
 * (Basic auth in, expiring bearer tokens out), Orders v2 with PayPal-Request-Id replays, captures
 * whose outcome the test chooses, refunds, and webhook signature verification. The resources are in
 * fake-paypal-orders.ts, the webhooks' signatures in fake-paypal-webhooks.ts.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakePaypal {
  url: string;
  orders: Map<string, FakeOrder>;
  requests: RecordedRequest[];
  /** Seconds each new token lives (PayPal's are about nine hours). */
  tokenLifetime: number;
  /** As if PayPal revoked every token it gave out: the next bearer call gets 401. */
  revokeTokens(): void;
  /** The buyer approves the order on PayPal; the capture will come to `capture`. */
  approve(orderId: string, capture?: CaptureOutcome): void;
  /** New refunds answer PENDING (as an eCheck's do) until `settleRefund`; false ends it. */
  holdRefunds(isHeld: boolean): void;
  /** PayPal decides a pending refund: COMPLETED, or FAILED or CANCELLED (its amount is free again). */
  settleRefund(refundId: string, status: 'COMPLETED' | 'FAILED' | 'CANCELLED'): void;
  /** A pending capture completes, or is denied, as PayPal decides later. */
  settlePending(orderId: string, outcome: 'COMPLETED' | 'DECLINED'): void;
  /** A PAYMENT.CAPTURE.* event about the order's capture, signed as PayPal would send it. */
  webhook(eventType: string, orderId: string, options?: { forged?: boolean }): SignedWebhook;
  /** Posts a signed webhook to a URL, as PayPal delivers one. */
  sendWebhook(url: string, webhook: SignedWebhook): Promise<Response>;
  /** The next `times` calls (any endpoint) fail with `status`, before any other check. */
  failNext(status: number, times?: number): void;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakePaypal(options: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}): Promise<FakePaypal> {
  const orders = new Map<string, FakeOrder>();
  const tokens = new Map<string, number>();
  const replays = new Map<string, Reply>();
  const outcomes = new Map<string, CaptureOutcome>();
  const requests: RecordedRequest[] = [];
  const failure = { status: 0, remaining: 0 };
  let base = '';
  let refundStatus: 'COMPLETED' | 'PENDING' = 'COMPLETED';

  const fake = { tokenLifetime: 32_400 };

  function route(method: string, path: string, body: Record<string, unknown>, prefer: string): Reply {
    const full = prefer === 'return=representation';
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const reply = createOrder(base, body);
      const order = reply.body as FakeOrder;
      if (reply.status !== 201) return reply;
      orders.set(order.id, order);
      return { status: 201, body: full ? order : minimal(order) };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return webhooks.verify(body);
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    const one = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    const orderId = decodeURIComponent(capture?.[1] ?? one?.[1] ?? '');
    const order = orders.get(orderId);
    if ((capture || one) && !order) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (method === 'POST' && capture && order) {
      const reply = captureOrder(base, order, outcomes.get(order.id) ?? 'COMPLETED');
      return reply.status === 201 && !full ? { status: 201, body: minimal(order) } : reply;
    }
    if (method === 'GET' && one && order) return { status: 200, body: order };
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    const captureOne = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path);
    const found = findMoney(orders, 'captures', decodeURIComponent(refund?.[1] ?? captureOne?.[1] ?? ''));
    if ((refund || captureOne) && !found)
      return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (method === 'POST' && refund && found)
      return refundCapture(base, found.order, found.money, body, refundStatus);
    if (method === 'GET' && captureOne && found) return { status: 200, body: found.money };
    const refundOne = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundOne) {
      const known = findMoney(orders, 'refunds', decodeURIComponent(refundOne[1] ?? ''));
      if (!known) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return { status: 200, body: known.money };
    }
    return paypalError(404, 'NOT_FOUND');
  }

  function send(response: ServerResponse, reply: Reply) {
    response.writeHead(reply.status, {
      'content-type': 'application/json',
      'paypal-debug-id': paypalId().toLowerCase(),
    });
    response.end(JSON.stringify(reply.body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    requests.push({ method, path, headers: request.headers, body: raw });
    if (failure.remaining > 0) {
      failure.remaining -= 1;
      return send(response, paypalError(failure.status, 'INTERNAL_SERVER_ERROR'));
    }
    if (method === 'POST' && path === '/v1/oauth2/token')
      return send(
        response,
        issueToken(tokens, options, fake.tokenLifetime, request.headers.authorization, raw),
      );
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (expiresAt === undefined || expiresAt <= Date.now()) {
      return send(response, {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      });
    }
    const requestId = request.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' && method === 'POST' ? `${path} ${requestId}` : null;
    const seen = replayKey ? replays.get(replayKey) : undefined;
    if (seen) {
      // PayPal answers a repeated request id with the first result; a created order is read again.
      const order = seen.status === 201 ? orders.get((seen.body as { id: string }).id) : undefined;
      return send(response, order && path === '/v2/checkout/orders' ? { status: 200, body: order } : seen);
    }
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return send(response, paypalError(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON'));
    }
    const reply = route(method, path, body, String(request.headers.prefer ?? ''));
    if (replayKey && reply.status < 500) replays.set(replayKey, structuredClone(reply));
    return send(response, reply);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) =>
      send(response, paypalError(500, `fake-paypal: ${error.message}`)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const webhooks = createWebhookSigner({
    webhookId: options.webhookId,
    certUrl: `${base}/v1/notifications/certs/CERT-1`,
  });

  function orderOf(orderId: string): FakeOrder {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake-paypal: no order ${orderId}`);
    return order;
  }

  return Object.assign(fake, {
    url: base,
    orders,
    requests,
    revokeTokens: () => tokens.clear(),
    approve(orderId: string, capture: CaptureOutcome = 'COMPLETED') {
      const order = orderOf(orderId);
      if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') {
        throw new Error(`fake-paypal: order ${orderId} is ${order.status}`);
      }
      order.status = 'APPROVED';
      outcomes.set(orderId, capture);
    },
    holdRefunds(isHeld: boolean) {
      refundStatus = isHeld ? 'PENDING' : 'COMPLETED';
    },
    settleRefund(refundId: string, status: 'COMPLETED' | 'FAILED' | 'CANCELLED') {
      const known = findMoney(orders, 'refunds', refundId);
      if (!known) throw new Error(`fake-paypal: no refund ${refundId}`);
      settleRefund(known.order, known.money, status);
    },
    settlePending(orderId: string, outcome: 'COMPLETED' | 'DECLINED') {
      const capture = orderOf(orderId).purchase_units[0]?.payments?.captures[0];
      if (capture?.status !== 'PENDING')
        throw new Error(`fake-paypal: order ${orderId} has no pending capture`);
      capture.status = outcome;
      delete capture.status_details;
    },
    webhook(eventType: string, orderId: string, signing: { forged?: boolean } = {}): SignedWebhook {
      const payments = orderOf(orderId).purchase_units[0]?.payments;
      // A refund event is about the refund, which names its capture only by its `up` link.
      const isRefund = eventType === 'PAYMENT.CAPTURE.REFUNDED';
      const resource = isRefund ? payments?.refunds.at(-1) : payments?.captures[0];
      if (!resource) throw new Error(`fake-paypal: order ${orderId} has nothing for ${eventType}`);
      return webhooks.sign(eventType, isRefund ? 'refund' : 'capture', resource, signing.forged === true);
    },
    sendWebhook: (url: string, webhook: SignedWebhook) =>
      fetch(url, { method: 'POST', headers: webhook.headers, body: webhook.body }),
    failNext(status: number, times = 1) {
      failure.status = status;
      failure.remaining = times;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
