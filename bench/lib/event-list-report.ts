// The event list benchmark's measurements and its table: each app variant against the median of
// the bare ceiling runs.
import type { Result } from 'autocannon';
import { defined } from './defined';

export const AIM = 0.6;

export interface Measurement {
  label: string;
  /** The bare ceiling, or a variant of the real app compared with it. */
  kind: 'ceiling' | 'app';
  url: string;
  warmup?: Result;
  result: Result;
}

export interface Plan {
  label: string;
  kind: Measurement['kind'];
  path: string;
}

function pad(value: string, width: number, right = false) {
  return right ? value.padStart(width) : value.padEnd(width);
}

function percent(ratio: number) {
  return `${(ratio * 100).toFixed(0)}%`;
}

export function report(measurements: Measurement[]) {
  const ceilings = measurements.filter((m) => m.kind === 'ceiling').map((m) => m.result.requests.average);
  // The median: one quiet or one crowded moment on a shared machine moves it least.
  const sorted = [...ceilings].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = defined(sorted[middle], 'a ceiling run');
  const ceiling =
    sorted.length % 2 === 1 ? upper : (defined(sorted[middle - 1], 'a ceiling run') + upper) / 2;
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs ceiling', 'aim'];
  const widths = [36, 8, 7, 7, 8, 7, 11, 16];
  const rows = measurements.map((m) => {
    const r = m.result;
    const ratio = r.requests.average / ceiling;
    const verdict = m.kind === 'ceiling' ? '—' : `≥ ${percent(AIM)} ${ratio >= AIM ? 'met' : 'missed'}`;
    return [
      m.label,
      r.requests.average.toFixed(0),
      String(r.latency.p50),
      String(r.latency.p99),
      String(r.non2xx),
      String(r.errors),
      m.kind === 'ceiling' ? `(${percent(ratio)})` : percent(ratio),
      verdict,
    ];
  });
  const line = (cells: string[]) =>
    cells.map((cell, i) => pad(cell, widths[i] ?? 0, i > 0 && i < 7)).join('  ');
  console.log(`\n${line(header)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nCeiling = median of the bare runs: ${ceiling.toFixed(0)} req/s (spread ${Math.min(...ceilings).toFixed(0)}` +
      `–${Math.max(...ceilings).toFixed(0)}). Aim: every app variant ≥ ${percent(AIM)} of it.` +
      '\nRatios are what to compare: absolute req/s depend on the machine and its neighbours.',
  );
  return ceiling;
}
