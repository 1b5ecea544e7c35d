// Issue 18: the booking rush's plain variant once more, on the embedded PGlite (one instance, its
// one connection), seeded and checked through the app's own database layer.

import { type LoadSettings, measure } from './booking-load';
import { fmt, type Measurement } from './booking-report';
import type { HotTicketType } from './hot-ticket-type';
import { checkOnSale, seedOnSale } from './on-sale-inventory';
import { startTarget } from './targets';

export interface PgliteRush {
  measurement: Measurement;
  /** Oversold plus counter drift plus 201s missing in the database: must be 0. */
  problems: number;
  summary: string;
}

export async function rushOnPglite(
  label: string,
  path: string,
  stock: number,
  settings: LoadSettings,
  /** Further settings for the app (e.g. shedding off). */
  env: Record<string, string> = {},
): Promise<PgliteRush> {
  const target = await startTarget({ kind: 'app', poolSize: 1, env: { BOOKINGS_PER_ADDRESS: '0', ...env } });
  try {
    const seed = await seedOnSale(target.query, stock);
    const hot: HotTicketType = {
      eventId: seed.eventId,
      ticketTypeId: seed.ticketTypeId,
      maxTickets: stock,
      priceMinor: seed.priceMinor,
      currency: 'USD',
    };
    const measurement = await measure(target, { label, path, hot }, null, settings);
    const { tally } = measurement;
    const references = [tally.smoke, tally.warmup, tally.measured].flatMap((t) => t.references);
    const check = await checkOnSale(target.query, seed, references);
    // autocannon drops the answers in flight when a run ends (at most one per connection per run).
    const cutOff = settings.connections * (settings.warmup > 0 ? 2 : 1);
    const problems =
      check.oversold + Math.abs(check.drift) + check.missing + Math.max(0, check.unanswered - cutOff);
    const batches = measurement.stats.batches;
    const summary =
      `On PGlite (one instance): ${fmt(measurement.bookingsPerSecond)} bookings/s, p50 ${measurement.result.latency.p50} ms, ` +
      `p99 ${measurement.result.latency.p99} ms, bookings per statement mean ${batches?.mean.toFixed(1) ?? '?'} / p99 ${batches?.p99 ?? '?'}; ` +
      `held ${fmt(check.held)}, booked ${fmt(check.booked)}, oversold ${check.oversold}, drift ${check.drift}, ` +
      `201s missing ${check.missing}, bookings without a 201 ${check.unanswered} (at most ${cutOff} expected).`;
    return { measurement, problems, summary };
  } finally {
    await target.stop();
  }
}
