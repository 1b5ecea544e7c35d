// The sold-out benchmark's requests: bookings of a sold-out type (a new guest each), a fixed number
// of them through autocannon, and a card payment confirmed through the simulator meanwhile, timed.
import autocannon, { type Result } from 'autocannon';
import type { HotTicketType } from './hot-ticket-type';

export const BOOK_PATH = '/api/v1/event/book';
const CONFIRM_PATH = '/api/v1/simulated-payments/confirm';

let buyerSeq = 0;
export function bookingBody(hot: HotTicketType): string {
  buyerSeq += 1;
  const n = buyerSeq;
  return JSON.stringify({
    event_id: hot.eventId,
    tickets: [{ id: hot.ticketTypeId, qty: 1 }],
    payment_method: 'card',
    details: {
      full_name: `Late Buyer ${n}`,
      msisdn: `+2547${String(n % 100_000_000).padStart(8, '0')}`,
      email_address: `late.buyer.${n}@example.com`,
    },
  });
}

/** One booking; its status and body. */
export async function bookOnce(origin: string, hot: HotTicketType) {
  const response = await fetch(`${origin}${BOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bookingBody(hot),
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    body: await response.text(),
    contentType: response.headers.get('content-type') ?? 'application/json',
  };
}

/** A pending booking (seats held, card payment open): its client secret, to confirm later. */
export async function holdOne(origin: string, hot: HotTicketType): Promise<string> {
  const booked = await bookOnce(origin, hot);
  if (booked.status !== 201) throw new Error(`a booking answered ${booked.status}: ${booked.body}`);
  const secret = (JSON.parse(booked.body) as { message: { data: { client_secret: string | null } } }).message
    .data.client_secret;
  if (!secret) throw new Error(`a card booking came without a client secret: ${booked.body}`);
  return secret;
}

/** Pays a pending booking with the simulator's test card, as the browser does; its time in ms. */
export async function confirmPayment(origin: string, clientSecret: string) {
  const started = performance.now();
  const response = await fetch(`${origin}${CONFIRM_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: clientSecret,
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
    }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  const status = (JSON.parse(body) as { message?: { status?: string } }).message?.status;
  if (response.status !== 200 || status !== 'succeeded') {
    throw new Error(`confirming a payment answered ${response.status}: ${body.slice(0, 300)}`);
  }
  return ms;
}

export interface Flood {
  result: Result;
  /** Requests answered per second, from the flood's start to its last answer. */
  rate: number;
  /** The status codes seen, and the first body that was not the expected answer. */
  statuses: Record<number, number>;
  unexpected: string | null;
  /** Only with `confirm`: the confirmation's time, and whether the flood was still going when it ended. */
  confirmMs?: number;
  confirmInFlood?: boolean;
}

/**
 * `requests` bookings of the sold-out type over `connections` connections. With `confirm`, once a
 * tenth of them were answered, a payment is confirmed and timed while the rest go on.
 */
export async function flood(options: {
  origin: string;
  hot: HotTicketType;
  requests: number;
  connections: number;
  /** The answer every request must get: its status and body. */
  expected: { status: number; body: string };
  confirm?: string;
  title: string;
}): Promise<Flood> {
  const statuses: Record<number, number> = {};
  let unexpected: string | null = null;
  let answered = 0;
  let confirming: Promise<{ ms: number; inFlood: boolean }> | undefined;
  // Timed here: autocannon ends a fixed amount of requests only on its next one-second tick.
  const startedAt = performance.now();
  let lastAt = startedAt;
  const result = await autocannon({
    url: `${options.origin}${BOOK_PATH}`,
    title: options.title,
    connections: options.connections,
    amount: options.requests,
    pipelining: 1,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: BOOK_PATH,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bookingBody(options.hot) }),
        onResponse: (status, body) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (unexpected === null && (status !== options.expected.status || body !== options.expected.body))
            unexpected = `${status}: ${body.slice(0, 300)}`;
          answered += 1;
          lastAt = performance.now();
          if (options.confirm && !confirming && answered >= options.requests / 10) {
            confirming = confirmPayment(options.origin, options.confirm).then((ms) => ({
              ms,
              inFlood: answered < options.requests,
            }));
          }
        },
      },
    ],
  });
  const confirmed = await confirming;
  return {
    result,
    rate: answered / ((lastAt - startedAt) / 1000),
    statuses,
    unexpected,
    ...(confirmed ? { confirmMs: confirmed.ms, confirmInFlood: confirmed.inFlood } : {}),
  };
}

/** Unmeasured load of the same bookings for `seconds`, so both servers are warm (JIT) before measuring. */
export async function warmUp(options: {
  origin: string;
  hot: HotTicketType;
  seconds: number;
  connections: number;
}) {
  return autocannon({
    url: `${options.origin}${BOOK_PATH}`,
    connections: options.connections,
    duration: options.seconds,
    pipelining: 1,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: BOOK_PATH,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bookingBody(options.hot) }),
      },
    ],
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}
