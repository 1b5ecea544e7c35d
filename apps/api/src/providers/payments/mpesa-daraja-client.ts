import { AppError } from '../../lib/app-error';
import type { PaymentLog } from './stripe-payment-provider';

/** Daraja's answer to a call: its HTTP status and JSON body ({} when it sent none). */
export interface DarajaReply {
  status: number;
  body: Record<string, unknown>;
}

export interface DarajaClientSettings {
  apiUrl: string;
  consumerKey: string;
  consumerSecret: string;
}

export interface DarajaClient {
  /** POSTs JSON with a bearer token, renewing the token once when Daraja refuses it. */
  post(path: string, body: Record<string, unknown>, operation: string): Promise<DarajaReply>;
}

export const DARAJA_UNAVAILABLE = 'M-Pesa is unavailable. Please try again.';
/** Daraja's error code for an access token it does not (or no longer) accept, sent beside 401 or 404. */
export const INVALID_TOKEN_CODE = '404.001.03';
/** A token is renewed this long before Daraja says it expires, so no call goes out with a stale one. */
const RENEW_EARLY_MS = 60_000;
const TIMEOUT_MS = 20_000;

const isInvalidToken = (reply: DarajaReply) =>
  reply.status === 401 || reply.body.errorCode === INVALID_TOKEN_CODE;

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Daraja's transport: the OAuth token from `GET /oauth/v1/generate` (Basic auth), kept until shortly
 * before `expires_in` and shared by concurrent calls, and JSON calls that carry it. A token Daraja
 * refuses (401, or its 404.001.03 "Invalid Access Token") is dropped and the call made once more
 * with a fresh one. Network failures and Daraja's own outages become AppError UNAVAILABLE.
 */
export function createDarajaClient(
  settings: DarajaClientSettings,
  log: PaymentLog,
  now: () => number = Date.now,
): DarajaClient {
  const base = settings.apiUrl.replace(/\/+$/, '');
  let token: { value: string; renewAt: number } | null = null;
  let renewing: Promise<string> | null = null;

  async function send(path: string, init: RequestInit, operation: string): Promise<DarajaReply> {
    try {
      const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      return { status: response.status, body: await readJson(response) };
    } catch (error) {
      log.error({ operation, err: error }, 'Daraja could not be reached');
      throw new AppError('UNAVAILABLE', DARAJA_UNAVAILABLE);
    }
  }

  async function requestToken(): Promise<string> {
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString('base64');
    const reply = await send(
      '/oauth/v1/generate?grant_type=client_credentials',
      { method: 'GET', headers: { authorization: `Basic ${basic}` } },
      'token',
    );
    const value = reply.body.access_token;
    const lifetime = Number(reply.body.expires_in);
    if (reply.status !== 200 || typeof value !== 'string' || !value || !Number.isFinite(lifetime)) {
      log.error(
        { operation: 'token', status: reply.status, errorCode: reply.body.errorCode },
        'Daraja refused the consumer key and secret',
      );
      throw new AppError('UNAVAILABLE', DARAJA_UNAVAILABLE);
    }
    token = { value, renewAt: now() + Math.max(0, lifetime * 1000 - RENEW_EARLY_MS) };
    return value;
  }

  function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return Promise.resolve(token.value);
    renewing ??= requestToken().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  return {
    async post(path, body, operation) {
      for (let attempt = 1; ; attempt += 1) {
        const used = await accessToken();
        const reply = await send(
          path,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${used}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
          operation,
        );
        if (attempt > 1 || !isInvalidToken(reply)) return reply;
        log.warn({ operation, status: reply.status }, 'Daraja refused its access token; renewing it');
        // Another call may have renewed it already; only the refused token is dropped.
        if (token?.value === used) token = null;
      }
    },
  };
}
