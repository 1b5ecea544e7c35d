// The booking rush's raw figures, as JSON under bench/results/ (git-ignored).
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import type { Check } from './booking-inventory';
import { type Measurement, rulesVsPlain } from './booking-report';
import { defined } from './defined';
import type { HotTicketType } from './hot-ticket-type';
import type { Baseline } from './pgbench-baseline';

/** The raw figures of the run, as JSON under bench/results/; returns the file's name. */
export async function writeResults(figures: {
  options: Record<string, unknown>;
  postgres: string;
  hot: HotTicketType;
  rulesHot: HotTicketType;
  baselines: Baseline[];
  pgbenchTps: number | undefined;
  measurements: Measurement[];
  checks: Check[];
  failures: string[];
}): Promise<string> {
  const { postgres, hot, rulesHot, baselines, pgbenchTps, measurements, checks, failures } = figures;
  const resultsDir = new URL('../results/', import.meta.url);
  await mkdir(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
  const file = new URL(`booking-rush-${stamp}.json`, resultsDir);
  await writeFile(
    file,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        loadAverage: loadavg(),
        options: figures.options,
        node: process.version,
        postgres,
        hot,
        rulesHot,
        pgbench: baselines.map((b) => ({
          label: b.label,
          tps: b.result?.tps,
          transactions: b.result?.transactions,
          failed: b.result?.failed,
          latencyMeanMs: b.result?.latencyMeanMs,
          command: b.result?.command,
          machineCores: b.cpu?.machineCores,
          error: b.error,
        })),
        pgbenchTps,
        measurements: measurements.map((m) => ({
          label: m.variant.label,
          eventId: m.variant.hot.eventId,
          path: m.variant.path,
          bookingsPerSecond: m.bookingsPerSecond,
          ratio: m.ratio,
          p50: m.result.latency.p50,
          p99: m.result.latency.p99,
          latencyMean: m.result.latency.average,
          responses: {
            '2xx': m.result['2xx'],
            non2xx: m.result.non2xx,
            errors: m.result.errors,
            timeouts: m.result.timeouts,
          },
          statuses: m.tally.measured.statuses,
          warmupBookingsPerSecond: m.warmup ? m.warmup['2xx'] / m.warmup.duration : undefined,
          server: m.stats,
          cpu: m.cpu,
        })),
        rulesVsPlain: rulesVsPlain(measurements),
        checks,
        failures,
      },
      null,
      2,
    )}\n`,
  );
  return defined(file.pathname.split('/').at(-1), 'the results file name');
}
