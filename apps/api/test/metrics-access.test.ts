import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { outbox } from '../src/db/schema/index';
import { startHoldSweeper } from '../src/jobs/hold-sweeper';
import { silentLog } from './support/logs';
import { readSample, sampleOf, scrape } from './support/metrics';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const TOKEN = 'metrics-token-0123456789abcdef';

/** Issue 19: who may read GET /metrics, and what it says about requests, the outbox and the jobs. */
describe.each(databaseKinds)('GET /metrics (%s)', (kind) => {
  let open: TestApp;
  let locked: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY on: even then a forwarded address never makes a scrape local.
    open = await createTestApp(kind, { TRUST_PROXY: 'true' });
    locked = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await open?.close();
    await locked?.close();
  });

  it('answers a loopback client without a token, in Prometheus text, never cached', async () => {
    const response = await scrape(open);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    // prom-client's defaults, the event loop among them, and the app's own figures.
    expect(response.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(response.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(response.body).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(sampleOf(response.body, 'tiketi_db_pool_waiting')).toBe(0);
    expect(response.body).toMatch(/^tiketi_event_loop_delay_seconds \d/m);
    expect(sampleOf(response.body, 'tiketi_under_pressure')).toBe(0);
  });

  it('stays out of the API documentation, and a weak METRICS_TOKEN stops the start', async () => {
    const docs = (await open.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(docs.paths)).toContain('/healthz');
    expect(Object.keys(docs.paths)).not.toContain('/metrics');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ METRICS_TOKEN: 'with a space in it ok' })).toThrow(/METRICS_TOKEN/);
  });

  it('refuses clients off this machine, and loopback ones that came through a proxy', async () => {
    const remote = await scrape(open, { remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(remote.body).not.toContain('tiketi_');
    const forwarded = await scrape(open, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forwarded.statusCode).toBe(403);
    const viaProxy = await scrape(open, { headers: { forwarded: 'for=127.0.0.1' } });
    expect(viaProxy.statusCode).toBe(403);
  });

  it('with METRICS_TOKEN, wants exactly that bearer token, from anywhere', async () => {
    const none = await scrape(locked);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const wrong = await scrape(locked, { headers: { authorization } });
      expect(wrong.statusCode, authorization).toBe(401);
      expect(wrong.body).not.toContain('tiketi_');
    }
    const right = await scrape(locked, {
      headers: { authorization: `Bearer ${TOKEN}` },
      remoteAddress: '203.0.113.9',
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('tiketi_outbox_pending');
  });

  it('labels requests with the route pattern, and every unknown path with one value', async () => {
    await open.app.inject({ method: 'GET', url: '/api/v1/event/details/987654' });
    await open.app.inject({ method: 'GET', url: '/no-such-place/4711-abc' });
    const { body } = await scrape(open);
    expect(
      sampleOf(body, 'http_requests_total{method="GET",route="/api/v1/event/details/:id",status_code="404"}'),
    ).toBe(1);
    expect(
      sampleOf(
        body,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/event/details/:id",status_code="404"}',
      ),
    ).toBe(1);
    expect(sampleOf(body, 'http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(body).not.toContain('987654');
    expect(body).not.toContain('4711-abc');
  });

  it('reads the outbox depth and the age of its oldest waiting row at each scrape', async () => {
    const db = open.db;
    await db.update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'pending'));
    expect(await readSample(open, 'tiketi_outbox_pending')).toBe(0);
    expect(await readSample(open, 'tiketi_outbox_oldest_age_seconds')).toBe(0);
    const row = (ageSeconds: number) => ({
      topic: 'mail',
      payload: { to: 'a@example.com' },
      createdAt: sql`now() - ${ageSeconds}::integer * interval '1 second'`,
    });
    await db.insert(outbox).values([row(300), row(5)]);
    // Sent and dead rows do not wait.
    await db.insert(outbox).values([
      { ...row(900), status: 'sent' },
      { ...row(900), status: 'dead' },
    ]);
    const { body } = await scrape(open);
    expect(sampleOf(body, 'tiketi_outbox_pending')).toBe(2);
    const age = sampleOf(body, 'tiketi_outbox_oldest_age_seconds');
    expect(age).toBeGreaterThanOrEqual(300);
    expect(age).toBeLessThan(900);
  });

  it('counts the passes of the hold sweeper and the refund reconciler', async () => {
    const series = (job: string) => `tiketi_job_runs_total{job="${job}",outcome="ok"}`;
    const before = await scrape(open);
    const sweeper = startHoldSweeper({ deps: open.app.deps, log: silentLog, intervalMs: 3_600_000 });
    await sweeper.runOnce();
    await sweeper.runOnce();
    await sweeper.stop();
    const after = await scrape(open);
    for (const job of ['hold_sweeper', 'refund_reconciler']) {
      expect(sampleOf(after.body, series(job)) - sampleOf(before.body, series(job))).toBe(2);
    }
    expect(sampleOf(after.body, 'tiketi_job_runs_total{job="hold_sweeper",outcome="failed"}')).toBe(0);
  });
});
