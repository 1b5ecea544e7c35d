// One phase of bench/overload.ts: autocannon books the hot type, closed loop (the sustainable rate)
// or at an offered rate over many connections (the overload), and each response's latency is kept
// by status, measured here from the moment autocannon builds the request to its response.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { bookingBody } from './booking-load';
import type { HotTicketType } from './hot-ticket-type';

export interface PhaseSettings {
  label: string;
  connections: number;
  seconds: number;
  /** Requests per second offered over all connections; undefined is a closed loop (as fast as answered). */
  overallRate?: number;
  /** Seconds before autocannon gives a request up (a client's time-out). */
  timeoutS: number;
}

export interface PhaseResult {
  settings: PhaseSettings;
  seconds: number;
  sent: number;
  /** Latencies (ms) by status. */
  byStatus: Map<number, number[]>;
  retryAfter: number[];
  timeouts: number;
  /** Socket errors other than time-outs. */
  errors: number;
  /** Responses that were neither 201 nor a 503 with Retry-After, first few. */
  samples: string[];
}

interface Context {
  sentAt?: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function count(result: PhaseResult, status: number): number {
  return result.byStatus.get(status)?.length ?? 0;
}

export async function runPhase(
  origin: string,
  path: string,
  hot: HotTicketType,
  settings: PhaseSettings,
): Promise<PhaseResult> {
  const byStatus = new Map<number, number[]>();
  const retryAfter: number[] = [];
  const samples: string[] = [];
  const started = performance.now();
  const result = await autocannon({
    url: `${origin}${path}`,
    title: settings.label,
    connections: settings.connections,
    duration: settings.seconds,
    pipelining: 1,
    timeout: settings.timeoutS,
    ...(settings.overallRate ? { overallRate: settings.overallRate } : {}),
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request, context: Context) => {
          context.sentAt = performance.now();
          return { ...request, body: bookingBody(hot) };
        },
        onResponse: (status, body, context: Context, headers?: Record<string, string | string[]>) => {
          const ms = context.sentAt === undefined ? Number.NaN : performance.now() - context.sentAt;
          const list = byStatus.get(status) ?? [];
          list.push(ms);
          byStatus.set(status, list);
          const after = Number(headers?.['retry-after'] ?? headers?.['Retry-After']);
          if (status === 503 && Number.isFinite(after)) retryAfter.push(after);
          else if (status !== 201 && samples.length < 5) samples.push(`${status}: ${body.slice(0, 200)}`);
        },
      },
    ],
  });
  for (const list of byStatus.values()) list.sort((a, b) => a - b);
  return {
    settings,
    seconds: (performance.now() - started) / 1000,
    sent: result.requests.sent,
    byStatus,
    retryAfter,
    timeouts: result.timeouts,
    errors: Math.max(0, result.errors - result.timeouts),
    samples,
  };
}
