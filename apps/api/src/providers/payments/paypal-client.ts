import type { PaypalConfig } from '../../config/paypal';
import { AppError } from '../../lib/app-error';
import type { PaymentLog } from './stripe-payment-provider';

/** The PayPal settings, as `config/paypal.ts` reads them from the environment. */
export type PaypalSettings = Omit<Extract<PaypalConfig, { kind: 'paypal' }>, 'kind'>;

/** What the adapter can swap in tests: the clock (token expiry) and the HTTP client (a loopback guard). */
export interface PaypalClientOptions {
  now?: () => number;
  fetch?: typeof fetch;
}

export interface PaypalReply {
  status: number;
  body: unknown;
  /** PayPal's id of the request, for the log and PayPal's support. */
  debugId: string | null;
}

export interface PaypalRequest {
  /** JSON text; already serialised so a webhook's raw event can be passed on byte for byte. */
  body?: string;
  /** PayPal-Request-Id: the same id gets the first answer again instead of a second order or capture. */
  requestId?: string;
  /** Prefer: return=representation, for the whole order in the answer instead of its id and links. */
  isFullAnswer?: boolean;
}

export interface PaypalClient {
  /**
   * One API call with a bearer token (renewed once when PayPal refuses it). Answers every reply
   * below 500 except 401, 403 and 429 to the caller; a network failure, a timeout, PayPal's own
   * failure, its rate limit, or its refusal of the credentials or the app's permissions becomes
   * AppError UNAVAILABLE (logged): nothing the buyer can fix.
   */
  send(method: 'GET' | 'POST', path: string, request?: PaypalRequest): Promise<PaypalReply>;
  /** Logs PayPal's words for the operator; an answer the adapter did not expect is a bug in this code. */
  unexpected(operation: string, reply: PaypalReply): Error;
}

const UNAVAILABLE = 'The payment provider is unavailable. Please try again.';
const TIMEOUT_MS = 20_000;

async function readReply(response: Response): Promise<PaypalReply> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { unparsed: text.slice(0, 200) };
  }
  return { status: response.status, body, debugId: response.headers.get('paypal-debug-id') };
}

/** PayPal's REST API: OAuth 2 client-credentials tokens, cached until shortly before they expire. */
export function createPaypalClient(
  settings: PaypalSettings,
  log: PaymentLog,
  options: PaypalClientOptions = {},
): PaypalClient {
  const now = options.now ?? Date.now;
  const send = options.fetch ?? fetch;
  const base = settings.apiUrl.replace(/\/+$/, '');
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  function unavailable(details: Record<string, unknown>): AppError {
    log.error(details, 'PayPal request failed');
    return new AppError('UNAVAILABLE', UNAVAILABLE);
  }

  async function call(
    method: string,
    path: string,
    init: { headers: Record<string, string>; body?: string },
  ) {
    const started = now();
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method,
        headers: { accept: 'application/json', ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw unavailable({ method, path, err: error });
    }
    const reply = await readReply(response);
    log.debug?.(
      { method, path, status: reply.status, debugId: reply.debugId, elapsedMs: now() - started },
      'PayPal request',
    );
    return reply;
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const reply = await call('POST', '/v1/oauth2/token', {
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = reply.body as { access_token?: unknown; expires_in?: unknown } | null;
    if (
      reply.status !== 200 ||
      typeof body?.access_token !== 'string' ||
      typeof body.expires_in !== 'number'
    ) {
      // Wrong credentials look the same to the buyer as PayPal being down: nothing they can fix.
      throw unavailable({ operation: 'get an access token', status: reply.status, body: reply.body });
    }
    // Renewed a minute before PayPal's expiry (or at half its life when that is shorter), so a token
    // never runs out between being read here and reaching PayPal.
    const marginSeconds = Math.min(60, body.expires_in / 2);
    cached = { token: body.access_token, expiresAt: now() + (body.expires_in - marginSeconds) * 1000 };
    return body.access_token;
  }

  function token(): Promise<string> {
    if (cached && now() < cached.expiresAt) return Promise.resolve(cached.token);
    // Concurrent calls share one token request.
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function authorised(method: string, path: string, request: PaypalRequest, bearer: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.requestId) headers['paypal-request-id'] = request.requestId;
    if (request.isFullAnswer) headers.prefer = 'return=representation';
    return call(method, path, { headers, body: request.body });
  }

  return {
    async send(method, path, request = {}) {
      const first = await token();
      let reply = await authorised(method, path, request, first);
      if (reply.status === 401) {
        // Revoked or expired early: one new token, one more try; a second 401 is not a token problem.
        if (cached?.token === first) cached = null;
        reply = await authorised(method, path, request, await token());
      }
      if (reply.status >= 500 || [401, 403, 429].includes(reply.status)) {
        throw unavailable({ method, path, status: reply.status, debugId: reply.debugId, body: reply.body });
      }
      return reply;
    },

    unexpected(operation, reply) {
      log.error(
        { operation, status: reply.status, debugId: reply.debugId, body: reply.body },
        'PayPal request failed',
      );
      // The error handler hides this text from the buyer.
      return new Error(`PayPal ${operation} failed with HTTP ${reply.status}`);
    },
  };
}

/** PayPal's error name and first issue (RESOURCE_NOT_FOUND, ORDER_NOT_APPROVED), when the body has them. */
export function paypalIssue(reply: PaypalReply): { name: string | null; issue: string | null } {
  const body = reply.body as { name?: unknown; details?: { issue?: unknown }[] } | null;
  const issue = body?.details?.[0]?.issue;
  return {
    name: typeof body?.name === 'string' ? body.name : null,
    issue: typeof issue === 'string' ? issue : null,
  };
}
