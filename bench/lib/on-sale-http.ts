// One booking request of the on-sale rush over node:http, with a timeout of its own.
import http from 'node:http';

const BOOK_PATH = '/api/v1/event/book';

export type Reply =
  | {
      kind: 'answer';
      status: number;
      /** `status_description` of an error answer (e.g. 'General admission is sold out'). */
      description?: string;
      /** The booking's reference, of a 201. */
      reference?: string;
      /** What a 503's Retry-After asks (1 s when it says nothing), capped at a minute. */
      retryAfterMs: number;
      body: string;
    }
  | { kind: 'timeout' }
  | { kind: 'error'; message: string };

/** One seat of the type for guest number `n`, with its own name, email and phone number. */
export function bookingBody(eventId: number, ticketTypeId: number, n: number): string {
  return JSON.stringify({
    event_id: eventId,
    tickets: [{ id: ticketTypeId, qty: 1 }],
    payment_method: 'card',
    details: {
      full_name: `On Sale Buyer ${n}`,
      msisdn: `+2547${String(n % 100_000_000).padStart(8, '0')}`,
      email_address: `on.sale.buyer.${n}@example.com`,
    },
  });
}

/** Seconds or an HTTP date, as RFC 9110 allows; absent or unreadable means one second. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number {
  if (!header) return 1000;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (Number.isNaN(ms)) return 1000;
  return Math.min(60_000, Math.max(0, ms));
}

function read(status: number, body: string, retryAfter: string | undefined): Reply {
  let description: string | undefined;
  let reference: string | undefined;
  try {
    const parsed = JSON.parse(body) as {
      status_description?: unknown;
      message?: { data?: { booking_id?: unknown } } | null;
    };
    if (typeof parsed.status_description === 'string') description = parsed.status_description;
    const id = parsed.message?.data?.booking_id;
    if (typeof id === 'string') reference = id;
  } catch {
    // Not JSON (a proxy's page, a truncated body): the status alone says what happened.
  }
  return { kind: 'answer', status, description, reference, retryAfterMs: retryAfterMs(retryAfter), body };
}

export function postBooking(
  agent: http.Agent,
  origin: string,
  body: string,
  timeoutMs: number,
): Promise<Reply> {
  const url = new URL(BOOK_PATH, origin);
  return new Promise<Reply>((resolve) => {
    let settled = false;
    const settle = (reply: Reply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(reply);
    };
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const header = response.headers['retry-after'];
          settle(read(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), header));
        });
        response.on('error', (error) => settle({ kind: 'error', message: error.message }));
      },
    );
    const timer = setTimeout(() => {
      settle({ kind: 'timeout' });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => settle({ kind: 'error', message: error.message }));
    request.end(body);
  });
}

/**
 * Opens `count` keep-alive connections to `origin` on `agent` before the rush, as a load balancer
 * keeps its upstream connections open: `count` concurrent GETs of a cheap public route, so that
 * each needs a socket of its own, left free in the agent afterwards. Resolves to the sockets open.
 */
export async function openConnections(agent: http.Agent, origin: string, count: number, timeoutMs: number) {
  const url = new URL('/api/v1/event/view?limit=1', origin);
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          const request = http.get(url, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve());
            response.on('error', () => resolve());
          });
          request.setTimeout(timeoutMs, () => request.destroy());
          request.on('error', () => resolve());
        }),
    ),
  );
  return Object.values(agent.freeSockets).reduce((sum, sockets) => sum + (sockets?.length ?? 0), 0);
}

/** Linux's count of connections dropped because a listen queue was full (machine-wide); undefined elsewhere. */
export async function listenOverflows(): Promise<number | undefined> {
  const { readFile } = await import('node:fs/promises');
  const text = await readFile('/proc/net/netstat', 'utf8').catch(() => undefined);
  const [names, values] = (text ?? '').split('\n').filter((line) => line.startsWith('TcpExt:'));
  const at = names?.split(' ').indexOf('ListenOverflows') ?? -1;
  const value = at > 0 ? Number(values?.split(' ')[at]) : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
}
