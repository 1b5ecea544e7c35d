// The booking rush's load: one new guest per booking, autocannon runs that keep the references of
// the 201s, and the warm-up and measured run of one variant with its CPU and the app's statistics.
import autocannon, { type Request } from 'autocannon';
import { settle } from './booking-inventory';
import { fmt } from './booking-report';
import { postgresPids, startCpuMeter } from './cpu';
import type { HotTicketType } from './hot-ticket-type';
import { withClient } from './pg-client';
import type { RunningTarget } from './targets';

/** Every buyer is a different guest, so each booking creates its own guest user and session. */
let buyerSeq = 0;
export function bookingBody(hot: HotTicketType): string {
  buyerSeq += 1;
  const n = buyerSeq;
  return JSON.stringify({
    event_id: hot.eventId,
    tickets: [{ id: hot.ticketTypeId, qty: 1 }],
    payment_method: 'card',
    ...(hot.rules ? { promo_code: hot.rules.promoCode } : {}),
    details: {
      full_name: `Rush Buyer ${n}`,
      msisdn: `+2547${String(n % 100_000_000).padStart(8, '0')}`,
      email_address: `rush.buyer.${n}@example.com`,
    },
  });
}

/** What the load generator saw, beyond autocannon's own counts: the references of the 201s. */
export interface Tally {
  statuses: Record<number, number>;
  references: string[];
  /** The first few bodies of responses that were not 201, for the report. */
  samples: string[];
}

export function newTally(): Tally {
  return { statuses: {}, references: [], samples: [] };
}

const REFERENCE = /"booking_id":"([^"]+)"/;

function bookingRequests(path: string, hot: HotTicketType, tally: Tally): Request[] {
  return [
    {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: bookingBody(hot) }),
      onResponse: (status, body) => {
        tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
        const reference = status === 201 ? REFERENCE.exec(body)?.[1] : undefined;
        if (reference) tally.references.push(reference);
        else if (tally.samples.length < 5) tally.samples.push(`${status}: ${body.slice(0, 300)}`);
      },
    },
  ];
}

/** How each variant is run: autocannon's connections, the warm-up and measured seconds. */
export interface LoadSettings {
  connections: number;
  warmup: number;
  duration: number;
  /** Width of the progress label column. */
  labelWidth: number;
}

export interface Variant {
  label: string;
  path: string;
  /** The hot type it books: the plain one, or the one whose event has a code and a shared capacity. */
  hot: HotTicketType;
}

function load(
  origin: string,
  path: string,
  hot: HotTicketType,
  seconds: number,
  title: string,
  tally: Tally,
  connections: number,
) {
  return autocannon({
    url: `${origin}${path}`,
    title,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: bookingRequests(path, hot, tally),
  });
}

/** One booking before any load: it must be a 201 with a reference and a client secret. */
export async function smokeTest(origin: string, path: string, hot: HotTicketType): Promise<string> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bookingBody(hot),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${body}`);
  const parsed = JSON.parse(body) as {
    message: {
      data: {
        booking_id: string;
        client_secret: string | null;
        provider: string;
        promo_code?: string | null;
        discount?: number | string;
        fee?: number | string;
        tax?: number | string;
      };
    };
  };
  const data = parsed.message.data;
  if (!data.booking_id || !data.client_secret || data.provider !== 'simulated') {
    throw new Error(`unexpected booking response: ${body}`);
  }
  // The rules variant must really be priced with its code, fee and tax, or it measures nothing new.
  const priced = [data.discount, data.fee, data.tax].every((amount) => Number(amount) > 0);
  if (hot.rules && (data.promo_code !== hot.rules.promoCode || !priced)) {
    throw new Error(`the booking was not priced with the code, the fee and the tax: ${body}`);
  }
  return data.booking_id;
}

/** Warm-up and measured run of one variant on a running app, with its CPU and the app's own statistics. */
export async function measure(
  target: RunningTarget,
  variant: Variant,
  /** The PostgreSQL benchmark database; null for an app on its embedded PGlite. */
  dbUrl: string | null,
  settings: LoadSettings,
) {
  const { hot } = variant;
  // Every variant starts alike: the hot rows' dead versions from earlier runs vacuumed away.
  const tables = 'ticket_types, events, promo_codes, bookings, booking_items, users, sessions';
  if (dbUrl) await withClient(dbUrl, (client) => client.query(`vacuum (analyze) ${tables}`));
  else await target.query(`analyze ${tables}`);
  const tally = { smoke: newTally(), warmup: newTally(), measured: newTally() };
  tally.smoke.references.push(await smokeTest(target.origin, variant.path, hot));
  tally.smoke.statuses[201] = 1;
  process.stdout.write(`  ${variant.label}, POST ${variant.path}`.padEnd(settings.labelWidth));
  const warmup =
    settings.warmup > 0
      ? await load(
          target.origin,
          variant.path,
          hot,
          settings.warmup,
          `${variant.label} (warm-up)`,
          tally.warmup,
          settings.connections,
        )
      : undefined;
  // Statistics that know the warm-up's bookings, as autovacuum's would in a running deployment: the
  // first variant's tables were analysed empty, and plans made on that read every pending booking
  // per hold-cap check (bench/README.md, "A planner trap").
  const grown = 'analyze bookings, booking_items, users, sessions';
  if (dbUrl) await withClient(dbUrl, (client) => client.query(grown));
  else await target.query(grown);
  const backends = dbUrl
    ? await withClient(dbUrl, async (client) =>
        (
          await client.query<{ pid: number }>(
            'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          )
        ).rows.map((row) => row.pid),
      )
    : [];
  await target.stats('reset');
  const meter = await startCpuMeter({
    'app (Node)': [target.pid],
    'autocannon (this process)': [process.pid],
    'PostgreSQL backends of the app': backends,
    'all PostgreSQL processes': await postgresPids(),
  });
  const result = await load(
    target.origin,
    variant.path,
    hot,
    settings.duration,
    variant.label,
    tally.measured,
    settings.connections,
  );
  const cpu = await meter.stop();
  const stats = await target.stats('read');
  const bookingsPerSecond = result['2xx'] / result.duration;
  console.log(
    `${fmt(bookingsPerSecond)} bookings/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
      (result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
  );
  if (dbUrl) await settle(dbUrl, hot);
  return { variant, warmup, result, bookingsPerSecond, stats, cpu, tally };
}
