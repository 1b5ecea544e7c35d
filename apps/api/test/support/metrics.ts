import type { TestApp } from './test-app';

/** GET /metrics from loopback (or as `options` say), answered as it is. */
export function scrape(
  t: TestApp,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return t.app.inject({ method: 'GET', url: '/metrics', ...options });
}

/**
 * The value of one series in the exposition text, e.g. `tiketi_bookings_total{outcome="held"}`;
 * 0 when the series is not there (a counter nothing has counted yet).
 */
export function sampleOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** The value of a series read from a fresh loopback scrape. */
export async function readSample(t: TestApp, series: string): Promise<number> {
  const response = await scrape(t);
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}`);
  return sampleOf(response.body, series);
}
