// The event list benchmark's runs: autocannon against one target, and the check that a list is real.
import autocannon, { type Result } from 'autocannon';
import type { Measurement, Plan } from './event-list-report';
import { sleep } from './pg-client';
import { type RunningTarget, startTarget, type TargetSpec } from './targets';

/** autocannon's connections and the warm-up and measured seconds of every run. */
export interface LoadSettings {
  connections: number;
  warmup: number;
  duration: number;
}

async function load(url: string, seconds: number, title: string, connections: number): Promise<Result> {
  return autocannon({
    url,
    title,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
  });
}

export async function measure(
  target: RunningTarget,
  plan: Plan,
  settings: LoadSettings,
): Promise<Measurement> {
  const url = `${target.origin}${plan.path}`;
  process.stdout.write(`  ${plan.label.padEnd(34)} `);
  const warmup =
    settings.warmup > 0
      ? await load(url, settings.warmup, `${plan.label} (warm-up)`, settings.connections)
      : undefined;
  const result = await load(url, settings.duration, plan.label, settings.connections);
  console.log(
    `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
      (result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
  );
  await sleep(500);
  return { label: plan.label, kind: plan.kind, url: plan.path, warmup, result };
}

export async function withTarget<T>(
  spec: TargetSpec,
  use: (target: RunningTarget) => Promise<T>,
): Promise<T> {
  const target = await startTarget(spec);
  try {
    return await use(target);
  } finally {
    await target.stop();
  }
}

/** One request with a check that it is a real, non-empty 200 list; returns the raw response. */
export async function fetchList(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) });
  const body = await response.text();
  if (response.status !== 200)
    throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
  const parsed = JSON.parse(body) as { message: { data: unknown[]; total: number } };
  if (parsed.message.data.length === 0) throw new Error(`GET ${path} returned an empty list`);
  return {
    body,
    contentType: response.headers.get('content-type') ?? 'application/json',
    rows: parsed.message.data.length,
    total: parsed.message.total,
  };
}
