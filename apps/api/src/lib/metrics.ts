import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * How a booking call ended, counted once per POST v1/event/book: `held` (seats held, payment open),
 * `confirmed` (a free booking, confirmed at once), `sold_out` (the seats asked for are not there),
 * `refused` (any other refusal: bad input, sale rules, caps, limits) and `failed` (the payment
 * provider or the server failed; nothing is kept).
 */
export const BOOKING_OUTCOMES = ['held', 'confirmed', 'sold_out', 'refused', 'failed'] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

/**
 * How a payment ended, counted once when its ending is recorded: `confirmed` (it paid its booking),
 * `refunded` (it succeeded but could not pay its booking: seats gone, another amount, refunded
 * before it was confirmed; the money goes back) and `failed` (the provider refused it for good).
 */
export type PaymentOutcome = 'confirmed' | 'refunded' | 'failed';

/** The background jobs whose passes are counted. */
export const JOBS = ['hold_sweeper', 'refund_reconciler', 'event_cancellations'] as const;
export type JobName = (typeof JOBS)[number];

/** What the scrape-time gauges read, given by the metrics module once the app is built. */
export interface GaugeSources {
  outbox(): Promise<{ pending: number; oldestAgeSeconds: number }>;
  poolWaiting(): number;
  /** Under-pressure's mean event-loop delay (ms), the figure load shedding compares. */
  eventLoopDelayMs(): number;
  underPressure(): boolean;
}

/**
 * Issue 19, ADR-024: the Prometheus metrics of one app instance, on a registry of its own (tests
 * build many apps in one process; the global registry would refuse the second). Created with the
 * app's dependencies, so the services and jobs that decide bookings and payments count there.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });
  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });
  private readonly bookings = new Counter({
    name: 'tiketi_bookings_total',
    help: 'Booking calls by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly payments = new Counter({
    name: 'tiketi_payments_total',
    help: 'Payments by provider and how they ended',
    labelNames: ['provider', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: 'tiketi_job_runs_total',
    help: 'Passes of the background jobs (hold sweeper, refund reconciler, event cancellations)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly outboxPending = this.gauge('tiketi_outbox_pending', 'Mail outbox rows waiting to be sent');
  private readonly outboxOldest = this.gauge(
    'tiketi_outbox_oldest_age_seconds',
    'Age of the oldest mail outbox row still waiting to be sent (0 when none waits)',
  );
  private readonly poolWaiting = this.gauge(
    'tiketi_db_pool_waiting',
    'Queries waiting for a pooled PostgreSQL connection (always 0 on PGlite)',
  );
  private readonly loopDelay = this.gauge(
    'tiketi_event_loop_delay_seconds',
    'Mean event-loop delay as load shedding measures it',
  );
  private readonly underPressure = this.gauge(
    'tiketi_under_pressure',
    '1 while API calls are being shed (503 with Retry-After), else 0',
  );
  private sources: GaugeSources | null = null;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    for (const outcome of BOOKING_OUTCOMES) this.bookings.inc({ outcome }, 0);
    for (const job of JOBS) for (const outcome of ['ok', 'failed']) this.jobRuns.inc({ job, outcome }, 0);
  }

  booking(outcome: BookingOutcome) {
    this.bookings.inc({ outcome });
  }

  payment(provider: string, outcome: PaymentOutcome) {
    this.payments.inc({ provider, outcome });
  }

  jobRun(job: JobName, outcome: 'ok' | 'failed') {
    this.jobRuns.inc({ job, outcome });
  }

  /** Runs one pass of a job, counting it as ok or failed (the error is thrown on). */
  async timeJob<T>(job: JobName, pass: () => Promise<T>): Promise<T> {
    try {
      const result = await pass();
      this.jobRun(job, 'ok');
      return result;
    } catch (error) {
      this.jobRun(job, 'failed');
      throw error;
    }
  }

  /** Where the gauges read their figures at each scrape. */
  readGaugesFrom(sources: GaugeSources) {
    this.sources = sources;
  }

  /** The text exposition, the gauges read fresh (one outbox query). */
  async scrape(): Promise<string> {
    if (this.sources) {
      const outbox = await this.sources.outbox();
      this.outboxPending.set(outbox.pending);
      this.outboxOldest.set(outbox.oldestAgeSeconds);
      this.poolWaiting.set(this.sources.poolWaiting());
      this.loopDelay.set(this.sources.eventLoopDelayMs() / 1000);
      this.underPressure.set(this.sources.underPressure() ? 1 : 0);
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private gauge(name: string, help: string) {
    return new Gauge({ name, help, registers: [this.registry] });
  }
}
