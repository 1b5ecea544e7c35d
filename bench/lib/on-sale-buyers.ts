// The on-sale rush's buyers: each arrives at its own moment, books one seat once through
// `POST /api/v1/event/book` with its own guest details, retries once after a 409 that is not
// 'sold out', and after a 503 waits as its Retry-After says. Plain node:http with keep-alive
// agents on loopback; in-flight requests are bounded, and every request has a timeout.
import http from 'node:http';
import { bookingBody, listenOverflows, openConnections, postBooking, type Reply } from './on-sale-http';

export type Arrival = 'uniform' | 'front';
/** `ahead`: connections opened before the rush, as a balancer's upstream pool; `fresh`: buyers open their own. */
export type Connect = 'ahead' | 'fresh';

export interface RushSettings {
  /** One origin per app instance; buyer i goes to origin i mod n, as a round-robin balancer would. */
  origins: string[];
  eventId: number;
  ticketTypeId: number;
  buyers: number;
  arrivalSeconds: number;
  /** `uniform`, or `front`: the density falls linearly from twice the mean to 0 (the opening rush). */
  arrival: Arrival;
  /** Requests in flight at most, over all instances; arrivals beyond wait here for a slot. */
  concurrency: number;
  connect: Connect;
  timeoutMs: number;
  /** 503s a buyer accepts before giving up. */
  maxShedRetries: number;
  /** Offsets buyers' names, emails and phone numbers, so that two rushes never share a guest. */
  firstBuyer?: number;
}

export type Outcome =
  | 'won'
  | 'sold out'
  | 'refused'
  | 'gave up after 503s'
  | 'timeout'
  | 'error'
  | 'unexpected';

export interface Buyer {
  index: number;
  instance: number;
  /** Scheduled arrival, ms from the start of the rush. */
  arrivalMs: number;
  /** Its final answer (or timeout or error), ms from the start of the rush. */
  doneMs: number;
  outcome: Outcome;
  /** Status and description of the final answer. */
  status?: number;
  description?: string;
  reference?: string;
  attempts: number;
  /** Sent to answered, each attempt. */
  requestMs: number[];
  /** Time spent waiting for a free slot of the load generator. */
  queuedMs: number;
  shed: number;
}

export interface Rush {
  buyers: Buyer[];
  /** Every answer's status, over all attempts. */
  statuses: Record<number, number>;
  timeouts: number;
  errors: number;
  /** First few error messages and unexpected bodies, for the report. */
  samples: string[];
  /** The start of the rush (performance.now()) and how long until the last buyer was done. */
  startedAt: number;
  durationMs: number;
  /** The load generator's most requests in flight at once. */
  peakInFlight: number;
  /** Connections open per instance when the rush began (`connect: 'ahead'`). */
  preconnected: number[];
  /** Connections the kernel dropped for a full listen queue during the rush, machine-wide (Linux). */
  listenOverflows?: number;
}

/** Arrival moments in ms, in arrival order. */
function arrivals(settings: RushSettings): number[] {
  const total = settings.arrivalSeconds * 1000;
  return Array.from({ length: settings.buyers }, (_, i) => {
    const u = i / settings.buyers;
    return settings.arrival === 'front' ? total * (1 - Math.sqrt(1 - u)) : total * u;
  });
}

/** A counting semaphore: at most `size` holders, the rest wait in arrival order. */
function slots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    inFlight: () => size - free,
    acquire: () => {
      if (free === 0) return new Promise<void>((resolve) => waiting.push(resolve));
      free -= 1;
      return Promise.resolve();
    },
    release: () => {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runRush(settings: RushSettings): Promise<Rush> {
  const agents = settings.origins.map(
    () =>
      new http.Agent({
        keepAlive: true,
        maxSockets: settings.concurrency,
        maxFreeSockets: settings.concurrency,
      }),
  );
  const gate = slots(settings.concurrency);
  const rush: Rush = {
    buyers: [],
    statuses: {},
    timeouts: 0,
    errors: 0,
    samples: [],
    startedAt: 0,
    durationMs: 0,
    peakInFlight: 0,
    preconnected: [],
  };
  const sample = (line: string) => {
    if (rush.samples.length < 8) rush.samples.push(line.slice(0, 300));
  };
  const elapsed = () => performance.now() - rush.startedAt;

  const attempt = async (buyer: Buyer, body: string): Promise<Reply> => {
    const waitFrom = performance.now();
    await gate.acquire();
    rush.peakInFlight = Math.max(rush.peakInFlight, gate.inFlight());
    const sentAt = performance.now();
    buyer.queuedMs += sentAt - waitFrom;
    try {
      const origin = settings.origins[buyer.instance] as string;
      return await postBooking(agents[buyer.instance] as http.Agent, origin, body, settings.timeoutMs);
    } finally {
      buyer.requestMs.push(performance.now() - sentAt);
      buyer.attempts += 1;
      gate.release();
    }
  };

  const buy = async (buyer: Buyer) => {
    const body = bookingBody(
      settings.eventId,
      settings.ticketTypeId,
      (settings.firstBuyer ?? 0) + buyer.index + 1,
    );
    let retriedConflict = false;
    for (;;) {
      const reply = await attempt(buyer, body);
      if (reply.kind === 'timeout') {
        rush.timeouts += 1;
        buyer.outcome = 'timeout';
        break;
      }
      if (reply.kind === 'error') {
        rush.errors += 1;
        sample(`error: ${reply.message}`);
        buyer.outcome = 'error';
        break;
      }
      rush.statuses[reply.status] = (rush.statuses[reply.status] ?? 0) + 1;
      buyer.status = reply.status;
      buyer.description = reply.description;
      if (reply.status === 201 && reply.reference) {
        buyer.outcome = 'won';
        buyer.reference = reply.reference;
      } else if (reply.status === 409 && /sold out/i.test(reply.description ?? '')) {
        buyer.outcome = 'sold out';
      } else if (reply.status === 409 && !retriedConflict) {
        // e.g. 'Some of these tickets were just taken. Please try again.': a buyer tries once more.
        retriedConflict = true;
        continue;
      } else if (reply.status === 409) {
        buyer.outcome = 'refused';
      } else if (reply.status === 503 && buyer.shed < settings.maxShedRetries) {
        buyer.shed += 1;
        // What Retry-After asks, plus up to a fifth more, so shed buyers do not come back as one wave.
        await sleep(reply.retryAfterMs * (1 + Math.random() * 0.2));
        continue;
      } else if (reply.status === 503) {
        buyer.shed += 1;
        buyer.outcome = 'gave up after 503s';
      } else {
        sample(`${reply.status}: ${reply.body}`);
        buyer.outcome = 'unexpected';
      }
      break;
    }
    buyer.doneMs = elapsed();
  };

  if (settings.connect === 'ahead') {
    const each = Math.ceil(settings.concurrency / settings.origins.length);
    rush.preconnected = await Promise.all(
      settings.origins.map((origin, i) =>
        openConnections(agents[i] as http.Agent, origin, each, settings.timeoutMs),
      ),
    );
  }
  const overflowsBefore = await listenOverflows();
  const schedule = arrivals(settings);
  const running: Promise<void>[] = [];
  rush.startedAt = performance.now();
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = elapsed();
      while (next < schedule.length && (schedule[next] as number) <= now) {
        const buyer: Buyer = {
          index: next,
          instance: next % settings.origins.length,
          arrivalMs: schedule[next] as number,
          doneMs: 0,
          outcome: 'error',
          attempts: 0,
          requestMs: [],
          queuedMs: 0,
          shed: 0,
        };
        rush.buyers.push(buyer);
        running.push(buy(buyer));
        next += 1;
      }
      if (next < schedule.length)
        setTimeout(tick, Math.min(5, Math.max(0, (schedule[next] as number) - now)));
      else resolve();
    };
    tick();
  });
  await Promise.all(running);
  rush.durationMs = elapsed();
  const overflowsAfter = await listenOverflows();
  if (overflowsBefore !== undefined && overflowsAfter !== undefined)
    rush.listenOverflows = overflowsAfter - overflowsBefore;
  for (const agent of agents) agent.destroy();
  return rush;
}
