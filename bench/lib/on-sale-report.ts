// The on-sale rush's figures: what the buyers saw and what the database holds afterwards, one
// column per run, and the real errors among them (never speed).
import { fmt } from './booking-report';
import type { Buyer, Outcome, Rush } from './on-sale-buyers';
import type { OnSaleCheck } from './on-sale-inventory';
import type { TargetStats } from './targets';

export interface Latency {
  count: number;
  p50Ms?: number;
  p99Ms?: number;
  maxMs?: number;
}

/** Nearest-rank percentiles. */
export function latency(values: number[]): Latency {
  if (values.length === 0) return { count: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
  return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) };
}

export interface Summary {
  label: string;
  seats: number;
  buyers: number;
  outcomes: Record<Outcome, number>;
  /** From the first arrival to the last 201, when every seat was taken; undefined if seats are left. */
  sellOutMs?: number;
  lastWinMs?: number;
  /** Arrival to final answer (generator wait and retries included). */
  winners: Latency;
  /** Buyers whose final answer was not a 201 (409, or 503s until they gave up, or unexpected). */
  losers: Latency;
  /** The final request alone (sent to answered), without the generator's wait and earlier attempts. */
  winnersRequest: Latency;
  losersRequest: Latency;
  /** Each request, sent to answered. */
  requests: Latency;
  /** Time buyers waited for a free slot of the load generator before a request. */
  generatorWait: Latency;
  peakInFlight: number;
  preconnected: number[];
  listenOverflows?: number;
  statuses: Record<number, number>;
  /** 5xx answers other than 503. */
  serverErrors: number;
  /** 503 answers (load shed), every attempt counted. */
  shed: number;
  /** 409s answered with a retry ('just taken', not 'sold out'). */
  conflictRetries: number;
  timeouts: number;
  errors: number;
  /** Share of the first `seats` arrivals that got a seat. */
  fairness: number;
  /** Winners per block of `seats` arrivals, in arrival order. */
  winnersByArrival: number[];
  check: OnSaleCheck;
  /** Each instance's own figures during the rush. */
  servers: TargetStats[];
  durationMs: number;
  samples: string[];
}

const OUTCOMES: Outcome[] = [
  'won',
  'sold out',
  'refused',
  'gave up after 503s',
  'timeout',
  'error',
  'unexpected',
];

export function summarise(
  label: string,
  seats: number,
  rush: Rush,
  check: OnSaleCheck,
  servers: TargetStats[],
): Summary {
  const { buyers } = rush;
  const outcomes = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  for (const buyer of buyers) outcomes[buyer.outcome] += 1;
  const winners = buyers.filter((b) => b.outcome === 'won');
  const losers = buyers.filter(
    (b) => b.outcome !== 'won' && b.outcome !== 'timeout' && b.outcome !== 'error',
  );
  const answer = (b: Buyer) => b.doneMs - b.arrivalMs;
  const lastRequest = (b: Buyer) => b.requestMs.at(-1) ?? 0;
  const lastWinMs = winners.length > 0 ? Math.max(...winners.map((b) => b.doneMs)) : undefined;
  const statusCount = (test: (status: number) => boolean) =>
    Object.entries(rush.statuses).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0);
  const finalConflicts = buyers.filter((b) => b.status === 409).length;
  const blocks = Math.ceil(buyers.length / seats);
  const winnersByArrival = Array.from(
    { length: blocks },
    (_, block) => winners.filter((b) => Math.floor(b.index / seats) === block).length,
  );
  return {
    label,
    seats,
    buyers: buyers.length,
    outcomes,
    sellOutMs: check.unsold === 0 && winners.length >= seats ? lastWinMs : undefined,
    lastWinMs,
    winners: latency(winners.map(answer)),
    losers: latency(losers.map(answer)),
    winnersRequest: latency(winners.map(lastRequest)),
    losersRequest: latency(losers.map(lastRequest)),
    requests: latency(buyers.flatMap((b) => b.requestMs)),
    generatorWait: latency(buyers.map((b) => b.queuedMs)),
    peakInFlight: rush.peakInFlight,
    preconnected: rush.preconnected,
    ...(rush.listenOverflows === undefined ? {} : { listenOverflows: rush.listenOverflows }),
    statuses: rush.statuses,
    serverErrors: statusCount((s) => s >= 500 && s !== 503),
    shed: statusCount((s) => s === 503),
    conflictRetries: statusCount((s) => s === 409) - finalConflicts,
    timeouts: rush.timeouts,
    errors: rush.errors,
    fairness:
      Math.min(seats, buyers.length) > 0 ? (winnersByArrival[0] ?? 0) / Math.min(seats, buyers.length) : 0,
    winnersByArrival,
    check,
    servers,
    durationMs: rush.durationMs,
    samples: rush.samples,
  };
}

/** Real errors only: overselling, lost or invented bookings, 5xx other than 503, timeouts, socket errors. */
export function failuresOf(s: Summary): string[] {
  const c = s.check;
  const found: [boolean, string][] = [
    [c.oversold > 0, `${c.oversold} seats oversold (sold ${c.sold} + held ${c.held} > ${c.maxTickets})`],
    [c.drift !== 0, `booking_items (${c.booked}) differ from sold + held (${c.sold + c.held}) by ${c.drift}`],
    [c.missing > 0, `${c.missing} references of 201s are not bookings holding seats`],
    [c.duplicated > 0, `${c.duplicated} references came in more than one 201`],
    [c.unanswered > s.timeouts + s.errors, `${c.unanswered} bookings were written whose 201 never arrived`],
    [s.outcomes.won > s.seats, `${s.outcomes.won} buyers got a 201 for ${s.seats} seats`],
    [s.serverErrors > 0, `${s.serverErrors} answers were 5xx other than 503`],
    [s.timeouts > 0, `${s.timeouts} requests timed out`],
    [s.errors > 0, `${s.errors} requests failed on the socket`],
    [s.outcomes.unexpected > 0, `${s.outcomes.unexpected} buyers got an answer other than 201, 409 or 503`],
  ];
  return found.filter(([bad]) => bad).map(([, message]) => `${s.label}: ${message}`);
}

const ms = (value: number | undefined) => (value === undefined ? '—' : fmt(value));
const pair = (l: Latency) => (l.count === 0 ? '—' : `${ms(l.p50Ms)} / ${ms(l.p99Ms)}`);
const seconds = (value: number | undefined) =>
  value === undefined ? 'not sold out' : `${(value / 1000).toFixed(2)} s`;

/** One column per run. */
export function printTable(summaries: Summary[]) {
  const rows: [string, (s: Summary) => string][] = [
    ['buyers / seats', (s) => `${fmt(s.buyers)} / ${fmt(s.seats)}`],
    ['time to sell out (first arrival → last 201)', (s) => seconds(s.sellOutMs)],
    ['seats per second until sold out', (s) => (s.sellOutMs ? fmt((s.seats * 1000) / s.sellOutMs) : '—')],
    ['won (201)', (s) => fmt(s.outcomes.won)],
    [
      'refused: sold out / other 409 after a retry',
      (s) => `${fmt(s.outcomes['sold out'])} / ${fmt(s.outcomes.refused)}`,
    ],
    ['winners p50 / p99 ms (arrival → answer)', (s) => pair(s.winners)],
    ['losers p50 / p99 ms (arrival → answer)', (s) => pair(s.losers)],
    ['winners p50 / p99 ms (final request alone)', (s) => pair(s.winnersRequest)],
    ['losers p50 / p99 ms (final request alone)', (s) => pair(s.losersRequest)],
    ['every request p50 / p99 ms', (s) => pair(s.requests)],
    [
      'generator wait p99 ms (peak in flight)',
      (s) => `${ms(s.generatorWait.p99Ms)} (${fmt(s.peakInFlight)})`,
    ],
    [
      'connections opened ahead, per instance',
      (s) => (s.preconnected.length ? s.preconnected.join(', ') : 'none'),
    ],
    [
      'listen-queue overflows (machine-wide)',
      (s) => (s.listenOverflows === undefined ? '—' : fmt(s.listenOverflows)),
    ],
    ['409 retried (not sold out)', (s) => fmt(s.conflictRetries)],
    [
      '503 shed answers / buyers who gave up',
      (s) => `${fmt(s.shed)} / ${fmt(s.outcomes['gave up after 503s'])}`,
    ],
    ['5xx other than 503 (must be 0)', (s) => fmt(s.serverErrors)],
    ['timed out (must be 0) / socket errors', (s) => `${fmt(s.timeouts)} / ${fmt(s.errors)}`],
    ['oversold (must be 0)', (s) => fmt(s.check.oversold)],
    [
      'sold + held / booking_items / max',
      (s) => `${fmt(s.check.sold + s.check.held)} / ${fmt(s.check.booked)} / ${fmt(s.check.maxTickets)}`,
    ],
    ['201s not in the database / bookings without 201', (s) => `${s.check.missing} / ${s.check.unanswered}`],
    ['fairness: first arrivals who got a seat', (s) => `${(s.fairness * 100).toFixed(1)}%`],
    [`winners per ${fmt(summaries[0]?.seats ?? 0)} arrivals, in order`, (s) => s.winnersByArrival.join(' ')],
    [
      'event-loop delay p99 ms, per instance',
      (s) => s.servers.map((v) => v.eventLoop.delay.p99Ms.toFixed(0)).join(', '),
    ],
    ['last buyer answered after', (s) => seconds(s.durationMs)],
  ];
  const first = Math.max(...rows.map(([name]) => name.length));
  const widths = summaries.map((s) => Math.max(s.label.length, ...rows.map(([, value]) => value(s).length)));
  const line = (name: string, values: string[]) =>
    `| ${name.padEnd(first)} | ${values.map((v, i) => v.padStart(widths[i] as number)).join(' | ')} |`;
  console.log(
    line(
      '',
      summaries.map((s) => s.label),
    ),
  );
  console.log(`|${'-'.repeat(first + 2)}|${widths.map((w) => `${'-'.repeat(w + 1)}:`).join('|')}|`);
  for (const [name, value] of rows) console.log(line(name, summaries.map(value)));
  for (const s of summaries) {
    if (s.samples.length > 0)
      console.log(`\n${s.label}, first unexpected answers:\n  ${s.samples.join('\n  ')}`);
  }
}
