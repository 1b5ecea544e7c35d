// The booking rush's report: the table against the aims, the app's own statistics and the list of
// failures (the raw figures are written by booking-results.ts).
import type { Result } from 'autocannon';
import type { Check } from './booking-inventory';
import type { Tally, Variant } from './booking-load';
import type { CpuUse } from './cpu';
import type { Baseline } from './pgbench-baseline';
import type { TargetStats } from './targets';

/**
 * bookings/s ÷ pgbench's tps for the bare single-row update (issue 18: at least its rate, since
 * batched bookings share a lock and a commit), the p99 issue 18 allows, and bookings/s.
 */
export const AIM_RATIO = 1;
export const AIM_P99_MS = 150;
export const AIM_RATE = 600;
/** Issue 15: bookings with a code and a shared capacity at no less than this share of plain ones. */
export const AIM_RULES_RATIO = 0.9;

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

/**
 * The mean rate of the rules runs against the mean of the plain runs around them (plain, rules,
 * rules, plain: the bookings table grows and the rate climbs during a run, so each side must hold
 * the same mean position in it).
 */
export function rulesVsPlain(measurements: Measurement[]) {
  const mean = (rates: number[]) => rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
  const plain = measurements.filter((m) => !m.variant.hot.rules).map((m) => m.bookingsPerSecond);
  const rulesRates = measurements.filter((m) => m.variant.hot.rules).map((m) => m.bookingsPerSecond);
  if (plain.length === 0 || rulesRates.length === 0) return undefined;
  const plainMean = mean(plain);
  const rules = mean(rulesRates);
  return { plain, plainMean, rules, ratio: plainMean > 0 ? rules / plainMean : 0 };
}

export function printReport(
  measurements: Measurement[],
  baselines: Baseline[],
  pgbenchTps: number | undefined,
  checks: Check[],
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
  add(
    'latency p50 / p99 ms',
    (m) =>
      `${m.result.latency.p50} / ${m.result.latency.p99} (${verdict(m.result.latency.p99 <= AIM_P99_MS)})`,
    `p99 ≤ ${AIM_P99_MS}`,
  );
  add('bookings per statement, mean / p99', (m) => {
    const batches = m.stats.batches;
    return batches && batches.statements > 0 ? `${batches.mean.toFixed(1)} / ${batches.p99}` : '—';
  });
  add('2xx', (m) => fmt(m.result['2xx']));
  add('non-2xx', (m) => fmt(m.result.non2xx), 'none expected');
  add('errors (timeouts)', (m) => `${m.result.errors} (${m.result.timeouts})`, 'none expected');
  add(
    'bookings/s ÷ pgbench tps',
    (m) => (m.ratio === undefined ? '—' : `${percent(m.ratio)} (${verdict(m.ratio >= AIM_RATIO)})`),
    `≥ ${percent(AIM_RATIO)}`,
  );
  const versus = rulesVsPlain(measurements);
  if (versus) {
    add(
      'rules ÷ plain (means of their runs)',
      (m) =>
        m.variant.hot.rules ? `${percent(versus.ratio)} (${verdict(versus.ratio >= AIM_RULES_RATIO)})` : '',
      `≥ ${percent(AIM_RULES_RATIO)}`,
    );
  }
  const measured = baselines.flatMap((b) => (b.result ? [`${fmt(b.result.tps)} ${b.label}`] : []));
  rows.push([
    'pgbench tps, bare update',
    pgbenchTps === undefined ? 'skipped' : fmt(pgbenchTps),
    ...measurements.slice(1).map(() => ''),
    measured.length > 1 ? `mean of ${measured.join(', ')}` : '',
  ]);
  const problems = checks.reduce((sum, check) => sum + check.problems, 0);
  rows.push([
    'oversold / lost seats, code uses, capacity',
    `${fmt(problems)} (${problems === 0 ? 'ok' : 'FAILED'})`,
    ...measurements.slice(1).map(() => ''),
    '= 0, over the whole run',
  ]);
  const widths = header.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${line(header)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  if (versus) {
    console.log(
      `\nWith a code and a shared capacity: ${fmt(versus.rules)} bookings/s (mean of its runs) against ${fmt(versus.plainMean)} ` +
        `plain (mean of ${versus.plain.map((rate) => fmt(rate)).join(' and ')}): ${percent(versus.ratio)}, ` +
        `aim ≥ ${percent(AIM_RULES_RATIO)} of the plain rate (${verdict(versus.ratio >= AIM_RULES_RATIO)}).`,
    );
  }
  for (const check of checks) printCheck(check);
}

function printCheck(check: Check) {
  console.log(
    `\nInventory of the ${check.label} hot type: max ${fmt(check.maxTickets)}, held ${fmt(check.held)}, sold ${fmt(check.sold)}; ` +
      `booking_items ${fmt(check.booked)} in ${fmt(check.bookings)} bookings (drift ${check.drift}); ` +
      `oversold ${check.oversold}; 201s ${fmt(check.answered)}, of which missing in the database ${check.missing}; ` +
      `bookings whose 201 was cut off at the end of a run ${check.unanswered} (at most ${check.unansweredAllowance} ` +
      `expected); released ${check.released}; pending without intent ${check.withoutIntent}.`,
  );
  const { rules } = check;
  if (rules) {
    console.log(
      `  Code: uses ${fmt(rules.codeUses)} of ${fmt(rules.maxUses)}, pending or paid bookings with it ` +
        `${fmt(rules.codeBookings)} (difference ${rules.codeUses - rules.codeBookings}); shared capacity: used ` +
        `${fmt(rules.capacityUsed)} of ${fmt(rules.capacity)}, sold + held of the event's types ` +
        `${fmt(rules.typesSoldHeld)} (difference ${rules.capacityUsed - rules.typesSoldHeld}).`,
    );
  }
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
export function collectFailures(
  measurements: Measurement[],
  checks: Check[],
  baselines: Baseline[],
): string[] {
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
  for (const check of checks) {
    const rules = check.rules?.problems ?? 0;
    if (check.problems > rules)
      failures.push(`inventory (${check.label}): ${check.problems - rules} oversold or lost seats`);
    if (rules > 0) failures.push(`inventory (${check.label}): code uses or capacity used off by ${rules}`);
    if (check.withoutIntent > 0)
      failures.push(`inventory (${check.label}): ${check.withoutIntent} pending bookings without intent`);
  }
  for (const b of baselines) if (b.error) failures.push(`pgbench (${b.label}) failed`);
  return failures;
}
