// The sold-out benchmark's printout: one line per flood, the results against issue 18's aims, and
// the raw figures in bench/results/.
import { mkdir, writeFile } from 'node:fs/promises';
import { defined } from './defined';
import { type Flood, median } from './sold-out-load';

const AIM_RATIO = 1 / 3;
const AIM_CONFIRM_MS = 200;

const fmt = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** One flood's line: its rate and latency, and the payment confirmed during it. */
export function line(label: string, run: Flood) {
  const { latency } = run.result;
  const confirm =
    run.confirmMs === undefined
      ? ''
      : `; payment confirmed in ${ms(run.confirmMs)}${run.confirmInFlood ? '' : ' (after the flood ended)'}`;
  console.log(
    `  ${label.padEnd(36)} ${fmt(run.rate).padStart(7)} answers/s, p50 ${latency.p50} ms, p99 ${latency.p99} ms${confirm}`,
  );
}

export interface SoldOutFigures {
  options: Record<string, unknown>;
  ceilings: Flood[];
  apps: Flood[];
  /** Payments confirmed on the quiet app, one before each app flood. */
  quiet: number[];
  /** The app with its marks off (SOLD_OUT_MARK_MS=0), when it ran. */
  before: Flood | undefined;
  counters: { sold: number; held: number; max_tickets: number };
  failures: string[];
}

/** Prints the results against the aims and writes the raw figures; returns the file's name. */
export async function reportSoldOut(figures: SoldOutFigures): Promise<string> {
  const { ceilings, apps, quiet, before, counters } = figures;
  const ceiling = median(ceilings.map((run) => run.rate));
  const appRate = median(apps.map((run) => run.rate));
  const confirms = apps.map((run) => defined(run.confirmMs, 'a confirmation time'));
  const isRateMet = appRate >= ceiling * AIM_RATIO;
  const isConfirmMet = Math.max(...confirms) <= AIM_CONFIRM_MS;
  console.log('\nResults:');
  console.log(`  ceiling (bare Fastify, median of ${ceilings.length}): ${fmt(ceiling)} answers/s`);
  console.log(
    `  app, sold out (median of ${apps.length}): ${fmt(appRate)} answers/s = ` +
      `${((appRate / ceiling) * 100).toFixed(0)}% of the ceiling ` +
      `(aim ≥ ${(AIM_RATIO * 100).toFixed(0)}%: ${isRateMet ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  payments confirmed during the floods: ${confirms.map(ms).join(', ')}, median ${ms(median(confirms))} ` +
      `(aim ≤ ${AIM_CONFIRM_MS} ms: ${isConfirmMet ? 'met' : 'NOT met'}); on the quiet app just before: ` +
      `${quiet.map(ms).join(', ')}, median ${ms(median(quiet))}`,
  );
  if (before) {
    const requests = Object.values(before.statuses).reduce((sum, count) => sum + count, 0);
    console.log(
      `  marks off: ${fmt(before.rate)} answers/s (${requests} in ${ms((requests / before.rate) * 1000)}), ` +
        `payment confirmed in ${ms(defined(before.confirmMs, 'a confirmation time'))}`,
    );
  }
  const oversold = Math.max(0, counters.sold + counters.held - counters.max_tickets);
  console.log(
    `  inventory: ${counters.sold} sold, ${counters.held} held of ${counters.max_tickets}; ${oversold} oversold`,
  );

  const resultsDir = new URL('../results/', import.meta.url);
  await mkdir(resultsDir, { recursive: true });
  const name = `sold-out-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.json`;
  const summary = (run: Flood) => ({
    rate: run.rate,
    p50: run.result.latency.p50,
    p99: run.result.latency.p99,
    statuses: run.statuses,
    confirmMs: run.confirmMs,
    confirmInFlood: run.confirmInFlood,
  });
  const raw = {
    at: new Date().toISOString(),
    options: figures.options,
    ceiling,
    appRate,
    ratio: appRate / ceiling,
    confirms,
    quietConfirms: quiet,
    ceilings: ceilings.map(summary),
    apps: apps.map(summary),
    before: before ? summary(before) : null,
    counters,
    failures: figures.failures,
  };
  await writeFile(new URL(name, resultsDir), `${JSON.stringify(raw, null, 2)}\n`);
  return name;
}
