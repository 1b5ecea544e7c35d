import type { ErrorCode } from '@tiketi/contract/envelope';
import { API_BASE } from '../config/site';
import { navigateTo } from './navigation';
import { paths } from './paths';
import { hasToken, type SessionStore, sessionStore } from './session';

/** Whose call this is: public calls send an empty Auth header; the others decide where a forced logout goes. */
export type CallSide = 'public' | 'attendee' | 'organizer';

/**
 * Checks a response message: a contract zod schema, or (on the home page, which must stay small)
 * a lib/shape parser. Both have this method.
 */
export interface MessageParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** For calls whose message the screen does not read (it shows status_description). */
export const anyMessage: MessageParser<unknown> = { safeParse: (data) => ({ success: true, data }) };

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<T> {
  /** Path below the API base, e.g. `v1/event/view`. */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON body, or FormData for multipart calls. */
  body?: unknown;
  /** Schema of the envelope's `message`. */
  schema: MessageParser<T>;
  side: CallSide;
  /** Spec 8: a 500 also forces a logout for event details, booking, tickets, categories, organizers... */
  logoutOn500?: boolean;
  /** Spec 8: sign-in and verification failures never log out (a wrong password answers 401). */
  skipForcedLogout?: boolean;
  /** Auth header to send instead of the session's token (logout revokes a token already cleared here). */
  token?: string;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  status: number;
  message: T;
  statusDescription: string;
  /** The session token from the `auth` response header, when the server sent one. */
  authToken: string | null;
}

/** A failed call: `message` is the server's status_description (or a plain fallback) to show people. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  /** Seconds the server asked to wait before trying again (a busy server's 503), if it said. */
  readonly retryAfter: number | null;

  constructor(
    status: number,
    message: string,
    code: ErrorCode | null = null,
    retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent a response we could not read. Please try again.';

const FORCED_LOGOUT_STATUSES = [401, 406];

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${root}${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function errorFrom(status: number, payload: unknown, retryAfter: string | null): ApiError {
  const record = isRecord(payload) ? payload : {};
  const description = typeof record.status_description === 'string' ? record.status_description.trim() : '';
  // The contract's closed list of codes; imported as a type only, so zod stays out of this module.
  const code = typeof record.code === 'string' ? (record.code as ErrorCode) : null;
  const fallback = status >= 500 ? SERVER_ERROR_MESSAGE : `The request failed (status ${status}).`;
  const seconds = Number(retryAfter);
  return new ApiError(status, description || fallback, code, retryAfter && seconds >= 0 ? seconds : null);
}

export interface ApiClientOptions {
  base: string;
  store: SessionStore;
  fetch: typeof fetch;
  navigate: (to: string) => void;
}

/** Builds the client; the app uses the default instance `apiRequest`, tests inject their own parts. */
export function createApiClient(options: ApiClientOptions) {
  const forceLogout = (side: CallSide) => {
    options.store.clear();
    options.navigate(side === 'organizer' ? paths.organizer.signIn : paths.signIn);
  };

  return async function request<T>(req: ApiRequest<T>): Promise<ApiResponse<T>> {
    const session = options.store.get();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Auth: req.token ?? (req.side === 'public' ? '' : session.tokenKey),
    };
    let body: BodyInit | undefined;
    if (req.body instanceof FormData) {
      body = req.body;
    } else if (req.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.body);
    }

    let response: Response;
    try {
      response = await options.fetch(buildUrl(options.base, req.path, req.query), {
        method: req.method ?? 'GET',
        headers,
        body,
        // Public answers may be cached for a few seconds (for a CDN); the browser always asks again,
        // with the ETag it holds, so a screen never shows older data than the server has (a 304 is cheap).
        cache: 'no-cache',
        signal: req.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }

    const text = await response.text();
    let payload: unknown = null;
    try {
      payload = text ? JSON.parse(text) : null;
    } catch {
      payload = null;
    }

    if (!response.ok) {
      const error = errorFrom(response.status, payload, response.headers.get('retry-after'));
      const logoutStatus =
        req.skipForcedLogout !== true &&
        (FORCED_LOGOUT_STATUSES.includes(response.status) ||
          (req.logoutOn500 === true && response.status === 500));
      // Only a held session can be logged out; a visitor simply sees the error.
      if (logoutStatus && hasToken(options.store.get())) forceLogout(req.side);
      throw error;
    }

    if (!isRecord(payload) || !('message' in payload)) {
      throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
    }
    const message = req.schema.safeParse(payload.message);
    if (!message.success) {
      console.error('Unexpected response shape', req.path, message.error);
      throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
    }
    return {
      status: response.status,
      message: message.data,
      statusDescription: typeof payload.status_description === 'string' ? payload.status_description : '',
      authToken: response.headers.get('auth') || null,
    };
  };
}

export const apiRequest = createApiClient({
  base: API_BASE,
  store: sessionStore,
  fetch: (input, init) => fetch(input, init),
  navigate: (to) => navigateTo(to, { replace: true }),
});
