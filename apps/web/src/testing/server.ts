import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/** The API base the web project's tests build (vitest.config.ts `env`). */
export const API = 'http://localhost:3000/api';

/** The API's envelope around a message (contract envelope.ts). */
export function envelope(message: JsonBodyType, init?: { status?: number; auth?: string }) {
  const status = init?.status ?? 200;
  return HttpResponse.json(
    { status, message, status_description: status < 400 ? 'OK' : 'Failed' },
    { status, headers: init?.auth ? { auth: init.auth } : undefined },
  );
}

/** An error envelope with the server's description, as the screens show it. */
export function errorEnvelope(status: number, description: string, code: string) {
  return HttpResponse.json({ status, message: null, status_description: description, code }, { status });
}

/** No handlers by default: each test names the calls its screen makes (`server.use`). */
export const server = setupServer();

/** A call the screen under test sent: its method, its path under the event, its body. */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Serves event `eventId` as `event` and answers every call under `v1/event/{eventId}/` on the given
 * `paths` (e.g. 'promo-codes', 'promo-codes/:id') with what `answer` gives; returns every call but
 * the reads, its path under the event.
 */
export function eventEndpoints(
  eventId: number,
  event: JsonBodyType,
  paths: readonly string[],
  answer: (call: SentCall) => Response | JsonBodyType,
): SentCall[] {
  const sent: SentCall[] = [];
  const prefix = `/api/v1/event/${eventId}`;
  const handle = async ({ request }: { request: Request }) => {
    const text = await request.text();
    const pathname = new URL(request.url).pathname;
    const call = {
      method: request.method,
      path: pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    if (call.method !== 'GET') sent.push(call);
    const result = answer(call);
    return result instanceof Response ? result : envelope(result);
  };
  server.use(
    http.get(`${API}/v1/client/event/${eventId}`, () => envelope(event)),
    ...paths.map((path) => http.all(`${API}/v1/event/${eventId}/${path}`, handle)),
  );
  return sent;
}
