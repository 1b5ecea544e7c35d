import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  acceptedPush,
  callbackBody,
  checkCredentials,
  checkPush,
  darajaError,
  type FakeDarajaOptions,
  type FakeOutcome,
  type FakePush,
  nairobiNow,
  newReceipt,
  queryReply,
  type Reply,
} from './fake-daraja-replies';

export type { FakeOutcome, FakePush } from './fake-daraja-replies';

/**
 * A small stateful fake of Safaricom's Daraja M-Pesa Express endpoints on 127.0.0.1: the OAuth
 * token (Basic auth, expiry), the STK push (every documented field checked, the push kept) and its
 * status query, and the callback, which the test delivers when and as it likes (twice, late, with
 * another amount). Its checks and answers are in fake-daraja-replies.ts.
 */

export interface RecordedDarajaRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface FakeDaraja {
  url: string;
  requests: RecordedDarajaRequest[];
  pushes: Map<string, FakePush>;
  /** Tokens handed out so far. */
  tokensIssued: string[];
  /** `expires_in` of the next tokens, in seconds (Daraja's is 3599). */
  tokenLifetimeSeconds: number;
  /** Every token handed out so far stops working; Daraja then answers as `as` says. */
  expireTokens(as?: 'invalid-token-code' | 401): void;
  /** The next push finds the phone in another M-Pesa session (500.001.1001). */
  lockPhoneNext(): void;
  /** The next `times` requests fail with a 503 before any other check. */
  failNext(times?: number): void;
  /** The buyer's answer to the prompt: the query reports it from now on. */
  settle(checkoutRequestId: string, outcome: FakeOutcome): FakePush;
  /** The callback body for a settled push, as Daraja posts it. */
  callbackFor(checkoutRequestId: string, options?: { amount?: number }): Record<string, unknown>;
  /** Posts the callback to the push's CallBackURL (or `url`), `times` times, after `delayMs`. */
  deliverCallback(
    checkoutRequestId: string,
    options?: { url?: string; amount?: number; times?: number; delayMs?: number },
  ): Promise<{ status: number; body: string }[]>;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

export async function startFakeDaraja(options: FakeDarajaOptions): Promise<FakeDaraja> {
  const requests: RecordedDarajaRequest[] = [];
  const pushes = new Map<string, FakePush>();
  const tokens = new Map<string, number>();
  const tokensIssued: string[] = [];
  let refusal: 'invalid-token-code' | 401 = 'invalid-token-code';
  let lockNext = false;
  let failures = 0;
  let sequence = 0;

  const state = { tokenLifetimeSeconds: 3599 };

  function issueToken(request: IncomingMessage, url: URL): Reply {
    if (url.searchParams.get('grant_type') !== 'client_credentials') {
      return darajaError(400, '400.008.02', 'Invalid grant type passed');
    }
    const expected = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
    if (request.headers.authorization !== `Basic ${expected}`) {
      return darajaError(400, '400.008.01', 'Invalid Authentication passed');
    }
    const token = randomBytes(14).toString('base64url');
    tokens.set(token, Date.now() + state.tokenLifetimeSeconds * 1000);
    tokensIssued.push(token);
    return { status: 200, body: { access_token: token, expires_in: String(state.tokenLifetimeSeconds) } };
  }

  function refuseToken(): Reply {
    return refusal === 401
      ? darajaError(401, '401.003.01', 'Error Occurred - Invalid Access Token')
      : darajaError(404, '404.001.03', 'Invalid Access Token');
  }

  function route(request: IncomingMessage, url: URL, body: Record<string, unknown>): Reply {
    const method = request.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/oauth/v1/generate') return issueToken(request, url);
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (expiresAt === undefined || expiresAt <= Date.now()) return refuseToken();
    if (method === 'POST' && url.pathname === '/mpesa/stkpush/v1/processrequest') {
      const refused = checkPush(options, body);
      if (refused) return refused;
      if (lockNext) {
        lockNext = false;
        return darajaError(
          500,
          '500.001.1001',
          'Unable to lock subscriber, a transaction is already in process for the current subscriber',
        );
      }
      sequence += 1;
      const push: FakePush = {
        merchantRequestId: `${1000 + sequence}-${4000 + sequence}-1`,
        checkoutRequestId: `ws_CO_${nairobiNow()}${randomBytes(6).toString('hex')}`,
        body,
        outcome: null,
        receipt: null,
        transactionDate: null,
      };
      pushes.set(push.checkoutRequestId, push);
      return acceptedPush(push);
    }
    if (method === 'POST' && url.pathname === '/mpesa/stkpushquery/v1/query') {
      return checkCredentials(options, body) ?? queryReply(pushes.get(String(body.CheckoutRequestID)));
    }
    return darajaError(404, '404.001.01', 'Resource not found');
  }

  function send(response: ServerResponse, reply: Reply) {
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    requests.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers, body });
    if (failures > 0) {
      failures -= 1;
      return send(response, darajaError(503, '503.001.01', 'Service Unavailable'));
    }
    send(response, route(request, url, body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) =>
      send(response, darajaError(500, '500.003.02', `fake-daraja: ${error.message}`)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function pushOf(checkoutRequestId: string): FakePush {
    const push = pushes.get(checkoutRequestId);
    if (!push) throw new Error(`fake-daraja: no push ${checkoutRequestId}`);
    return push;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    pushes,
    tokensIssued,
    get tokenLifetimeSeconds() {
      return state.tokenLifetimeSeconds;
    },
    set tokenLifetimeSeconds(seconds: number) {
      state.tokenLifetimeSeconds = seconds;
    },
    expireTokens(as = 'invalid-token-code') {
      refusal = as;
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    lockPhoneNext() {
      lockNext = true;
    },
    failNext(times = 1) {
      failures = times;
    },
    settle(checkoutRequestId, outcome) {
      const push = pushOf(checkoutRequestId);
      push.outcome = outcome;
      push.receipt = outcome === 'success' ? newReceipt() : null;
      push.transactionDate = nairobiNow();
      return push;
    },
    callbackFor: (checkoutRequestId, callback = {}) =>
      callbackBody(pushOf(checkoutRequestId), callback.amount),
    async deliverCallback(checkoutRequestId, delivery = {}) {
      const push = pushOf(checkoutRequestId);
      const body = JSON.stringify(callbackBody(push, delivery.amount));
      if (delivery.delayMs) await new Promise((resolve) => setTimeout(resolve, delivery.delayMs));
      const answers: { status: number; body: string }[] = [];
      for (let time = 0; time < (delivery.times ?? 1); time += 1) {
        const response = await fetch(delivery.url ?? String(push.body.CallBackURL), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        answers.push({ status: response.status, body: await response.text() });
      }
      return answers;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
