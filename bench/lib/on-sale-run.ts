// One on-sale rush on one database: app instances started, seeded through the app's own database
// layer, warmed up, the rush, then the database's account of it.
import { fmt } from './booking-report';
import { type Buyer, type RushSettings, runRush } from './on-sale-buyers';
import { analyse, checkOnSale, type Query, seedOnSale, settle } from './on-sale-inventory';
import { type Summary, summarise } from './on-sale-report';
import { type RunningTarget, startTarget } from './targets';

export interface RunSettings {
  label: string;
  /** PostgreSQL benchmark database; absent runs one instance on the embedded PGlite. */
  databaseUrl?: string;
  instances: number;
  poolSize: number;
  seats: number;
  /** Bookings per instance before the rush, on another event (0 for none). */
  warmup: number;
  rush: Omit<RushSettings, 'origins' | 'eventId' | 'ticketTypeId' | 'firstBuyer'>;
}

/** Buyers of the rush are numbered from here, after the warm-up's guests. */
const FIRST_RUSH_BUYER = 10_000_000;

/** Starts the instances one by one (two at once would race to create the pool's first connections). */
async function startInstances(settings: RunSettings): Promise<RunningTarget[]> {
  const targets: RunningTarget[] = [];
  for (let i = 0; i < settings.instances; i += 1) {
    targets.push(
      await startTarget({
        kind: 'app',
        ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
        poolSize: settings.poolSize,
        // The rush comes from one address here; in production it comes from thousands.
        env: { BOOKINGS_PER_ADDRESS: '0' },
      }),
    );
  }
  return targets;
}

async function warmUp(settings: RunSettings, origins: string[], eventId: number, ticketTypeId: number) {
  if (settings.warmup === 0) return;
  const warm = await runRush({
    ...settings.rush,
    origins,
    eventId,
    ticketTypeId,
    buyers: settings.warmup * origins.length,
    arrivalSeconds: 1,
    arrival: 'uniform',
    connect: 'fresh',
    concurrency: Math.min(settings.rush.concurrency, 20 * origins.length),
  });
  const won = warm.buyers.filter((b) => b.outcome === 'won').length;
  if (won !== warm.buyers.length) {
    throw new Error(
      `warm-up: only ${won} of ${warm.buyers.length} bookings answered 201 (statuses ${JSON.stringify(warm.statuses)}, ` +
        `${warm.timeouts} timeouts, ${warm.errors} errors): ${warm.samples.join(' | ')}`,
    );
  }
  console.log(`  warm-up: ${fmt(won)} bookings on another event in ${(warm.durationMs / 1000).toFixed(1)} s`);
}

export async function runOnSale(settings: RunSettings): Promise<{ summary: Summary; buyers: Buyer[] }> {
  console.log(`\n${settings.label}:`);
  const targets = await startInstances(settings);
  try {
    const main = targets[0] as RunningTarget;
    const query: Query = (text, params) => main.query(text, params);
    const seed = await seedOnSale(query, settings.seats);
    const origins = targets.map((t) => t.origin);
    console.log(
      `  ${targets.length} instance${targets.length === 1 ? '' : 's'} (${origins.join(', ')}), event ${seed.eventId}, ` +
        `type ${seed.ticketTypeId} with ${fmt(seed.seats)} seats at ${seed.priceMinor / 100} USD`,
    );
    await warmUp(settings, origins, seed.warmup.eventId, seed.warmup.ticketTypeId);
    await analyse(query);
    await Promise.all(targets.map((t) => t.stats('reset')));
    console.log(
      `  rush: ${fmt(settings.rush.buyers)} buyers over ${settings.rush.arrivalSeconds} s (${settings.rush.arrival}), ` +
        `at most ${fmt(settings.rush.concurrency)} requests in flight...`,
    );
    const rush = await runRush({
      ...settings.rush,
      origins,
      eventId: seed.eventId,
      ticketTypeId: seed.ticketTypeId,
      firstBuyer: FIRST_RUSH_BUYER,
    });
    const servers = await Promise.all(targets.map((t) => t.stats('read')));
    await settle(query, seed.eventId);
    const references = rush.buyers.flatMap((b) => (b.reference ? [b.reference] : []));
    const check = await checkOnSale(query, seed, references);
    console.log(`  done in ${(rush.durationMs / 1000).toFixed(1)} s: ${fmt(references.length)} seats won`);
    return { summary: summarise(settings.label, settings.seats, rush, check, servers), buyers: rush.buyers };
  } finally {
    await Promise.all(targets.map((t) => t.stop()));
  }
}
