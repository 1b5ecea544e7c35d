// The booking rush's report: the table against the aims, the app's own statistics, the list of
// failures and the raw figures written to bench/results/.
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import type { Result } from 'autocannon';
import type { Check } from './booking-inventory';
import type { Tally, Variant } from './booking-load';
import type { CpuUse } from './cpu';
import { defined } from './defined';
import type { HotTicketType } from './hot-ticket-type';
import type { Baseline } from './pgbench-baseline';
import type { TargetStats } from './targets';

/** bookings/s ÷ pgbench's tps for the bare update, and bookings/s, that the issue aims for. */
export const AIM_RATIO = 0.4;
export const AIM_RATE = 600;

export function cores(value: number | undefined) {
  return value === undefined ? '?' : `${value.toFixed(2)} cores`;
}

export function fmt(value: number, digits = 0) {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function percent(ratio: number) {
  return `${(ratio * 100).toFixed(0)}%`;
}

export interface Measurement {
  variant: Variant;
  warmup?: Result;
  result: Result;
  bookingsPerSecond: number;
  ratio?: number;
  stats: TargetStats;
  cpu?: CpuUse;
  tally: { smoke: Tally; warmup: Tally; measured: Tally };
}

function verdict(met: boolean) {
  return met ? 'met' : 'missed';
}

export function printReport(
  measurements: Measurement[],
  baselines: Baseline[],
  pgbenchTps: number | undefined,
  check: Check,
) {
  const header = ['measure', ...measurements.map((m) => m.variant.label), 'aim'];
  const rows: string[][] = [header];
  const add = (label: string, cell: (m: Measurement) => string, aim = '') =>
    rows.push([label, ...measurements.map(cell), aim]);
  add(
    'bookings/s (201s ÷ seconds)',
    (m) => `${fmt(m.bookingsPerSecond)} (${verdict(m.bookingsPerSecond >= AIM_RATE)})`,
    `≥ ${AIM_RATE}`,
  );
  add('latency p50 / p99 ms', (m) => `${m.result.latency.p50} / ${m.result.latency.p99}`);
  add('2xx', (m) => fmt(m.result['2xx']));
  add('non-2xx', (m) => fmt(m.result.non2xx), 'none expected');
  add('errors (timeouts)', (m) => `${m.result.errors} (${m.result.timeouts})`, 'none expected');
  add(
    'bookings/s ÷ pgbench tps',
    (m) => (m.ratio === undefined ? '—' : `${percent(m.ratio)} (${verdict(m.ratio >= AIM_RATIO)})`),
    `≥ ${percent(AIM_RATIO)}`,
  );
  const measured = baselines.flatMap((b) => (b.result ? [`${fmt(b.result.tps)} ${b.label}`] : []));
  rows.push([
    'pgbench tps, bare update',
    pgbenchTps === undefined ? 'skipped' : fmt(pgbenchTps),
    ...measurements.slice(1).map(() => ''),
    measured.length > 1 ? `mean of ${measured.join(', ')}` : '',
  ]);
  rows.push([
    'oversold / lost seats',
    `${fmt(check.problems)} (${check.problems === 0 ? 'ok' : 'FAILED'})`,
    ...measurements.slice(1).map(() => ''),
    '= 0, over the whole run',
  ]);
  const widths = header.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${line(header)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log(
    `\nInventory of the hot type: max ${fmt(check.maxTickets)}, held ${fmt(check.held)}, sold ${fmt(check.sold)}; ` +
      `booking_items ${fmt(check.booked)} in ${fmt(check.bookings)} bookings (drift ${check.drift}); ` +
      `oversold ${check.oversold}; 201s ${fmt(check.answered)}, of which missing in the database ${check.missing}; ` +
      `bookings whose 201 was cut off at the end of a run ${check.unanswered} (at most ${check.unansweredAllowance} ` +
      `expected); released ${check.released}; pending without intent ${check.withoutIntent}.`,
  );
}

export function printServerStats({ variant, stats, cpu, result }: Measurement) {
  const bookings = Math.max(1, result['2xx']);
  const loop = stats.eventLoop;
  const appCpuMs = stats.cpuMs.user + stats.cpuMs.system;
  console.log(
    `\n${variant.label}, measured run: app event loop busy ${percent(loop.utilization)}, lag ` +
      `p50 ${loop.delay.p50Ms.toFixed(1)} ms, p99 ${loop.delay.p99Ms.toFixed(1)} ms, max ${loop.delay.maxMs.toFixed(1)} ms; ` +
      `app CPU ${fmt((appCpuMs * 1000) / bookings)} µs per booking.`,
  );
  if (cpu) {
    const groups = Object.entries(cpu.groups)
      .map(([name, value]) => `${name} ${value.toFixed(2)}`)
      .join(', ');
    const ours =
      (cpu.groups['app (Node)'] ?? 0) +
      (cpu.groups['autocannon (this process)'] ?? 0) +
      (cpu.groups['all PostgreSQL processes'] ?? 0);
    const others = cpu.machineCores === undefined ? undefined : Math.max(0, cpu.machineCores - ours);
    const backends = cpu.groups['PostgreSQL backends of the app'];
    console.log(
      `  CPU in cores over ${cpu.seconds.toFixed(1)} s (of ${cpu.cores}): machine busy ${cores(cpu.machineCores)}` +
        `${cpu.stealCores ? ` (steal ${cpu.stealCores.toFixed(2)})` : ''}; ${groups}; ` +
        `everything else on the machine ${cores(others)}.` +
        (backends === undefined
          ? ''
          : ` PostgreSQL backends: ${fmt((backends * cpu.seconds * 1e6) / bookings)} µs CPU per booking.`),
    );
  }
  if (stats.statements) {
    console.log(
      '  Statements as the app saw them (send to result, including waits for locks and the event loop):',
    );
    console.log(
      `    ${'statement'.padEnd(40)} ${'per booking'.padStart(11)} ${'mean ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
    );
    const entries = Object.entries(stats.statements).sort(
      (a, b) => b[1].count * b[1].meanMs - a[1].count * a[1].meanMs,
    );
    const timings = [
      ...entries,
      ...(stats.poolWait ? [['(wait for a pool connection)', stats.poolWait] as const] : []),
    ];
    for (const [label, timing] of timings) {
      console.log(
        `    ${label.padEnd(40)} ${(timing.count / bookings).toFixed(2).padStart(11)} ` +
          `${timing.meanMs.toFixed(2).padStart(8)} ${timing.p99Ms.toFixed(2).padStart(8)}`,
      );
    }
    if (stats.hotRowLock?.count) {
      const lock = stats.hotRowLock;
      console.log(
        `  Hot row lock held after the update returned (until commit done): mean ${lock.meanMs.toFixed(2)} ms, ` +
          `p99 ${lock.p99Ms.toFixed(2)} ms: bookings pass that row one at a time, so at most ` +
          `${fmt(1000 / Math.max(0.001, lock.meanMs))} bookings/s (the update's own time above is mostly the wait for it).`,
      );
    }
  }
}

/** Everything that makes the run fail: non-2xx answers, socket errors, lost seats, pgbench errors. */
export function collectFailures(measurements: Measurement[], check: Check, baselines: Baseline[]): string[] {
  const failures: string[] = [];
  for (const m of measurements) {
    for (const [name, r] of [
      ['warm-up', m.warmup],
      ['measured run', m.result],
    ] as const) {
      if (r && r.non2xx + r.errors > 0) {
        failures.push(
          `${m.variant.label}, ${name}: ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodeStats)}), ${r.errors} errors`,
        );
      }
    }
    for (const sample of [...m.tally.warmup.samples, ...m.tally.measured.samples]) {
      failures.push(`${m.variant.label}, response ${sample}`);
    }
  }
  if (check.problems > 0) failures.push(`inventory: ${check.problems} oversold or lost seats`);
  if (check.withoutIntent > 0)
    failures.push(`inventory: ${check.withoutIntent} pending bookings without intent`);
  for (const b of baselines) if (b.error) failures.push(`pgbench (${b.label}) failed`);
  return failures;
}

/** The raw figures of the run, as JSON under bench/results/; returns the file's name. */
export async function writeResults(figures: {
  options: Record<string, unknown>;
  postgres: string;
  hot: HotTicketType;
  baselines: Baseline[];
  pgbenchTps: number | undefined;
  measurements: Measurement[];
  check: Check;
  failures: string[];
}): Promise<string> {
  const { postgres, hot, baselines, pgbenchTps, measurements, check, failures } = figures;
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
        check,
        failures,
      },
      null,
      2,
    )}\n`,
  );
  return defined(file.pathname.split('/').at(-1), 'the results file name');
}
