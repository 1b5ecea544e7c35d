/**
 * The batch statement alone (issue 15 under issue 18's group commit): `book_seats_batch` of the same
 * number of guest bookings, sent straight to PostgreSQL on one connection, for the plain hot type and
 * for the hot event with a shared capacity, VAT, a fee and a 20% code (the two events of
 * booking-rush), alternating plain and rules (ABBA per pair of rounds). Reports per variant the
 * median statement time and the CPU its backend spent per booking, read from /proc: on a machine
 * shared with other work, CPU time moves far less than wall time, so the ratio of the two variants'
 * CPU is the steadier figure. No HTTP and no app: only what the database does per booking.
 * Creates, seeds and finally drops a database of its own. README: "bench/booking-batch.ts".
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type BenchDatabase, createBenchDatabase, seedBenchData } from './lib/bench-database';
import { defined } from './lib/defined';
import { type HotTicketType, seedHotTicketType } from './lib/hot-ticket-type';
import { onInterrupt } from './lib/interrupt';
import { positiveInt, readOptions, readSetting, redactUrl } from './lib/options';
import { checkRules, seedRulesTicketType } from './lib/rules-ticket-type';
import { exitCodeOf, runBench, stopAndDrop } from './lib/run-bench';

const options = readOptions(process.argv.slice(2), process.env, { events: 100, organizations: 10 });
const size = positiveInt('size', readSetting('size'), 25);
const rounds = positiveInt('rounds', readSetting('rounds'), 100);
const warmupRounds = positiveInt('warmup-rounds', readSetting('warmup-rounds'), 6, true);
const STOCK = 10_000_000;

let database: BenchDatabase | undefined;
const cleanUp = () => stopAndDrop(database);
const interrupted = onInterrupt('dropping the database', cleanUp);

let serial = 0;
/** One guest booking as the app sends it (`bookSeatsArgument`): qty 1, card, no intent. */
function bookingOf(hot: HotTicketType) {
  serial += 1;
  const tag = randomBytes(4).toString('hex');
  const rules = hot.rules;
  // 15.00 less 20% is 12.00; fee 0.50 + 2.5% of 12.00 is 0.80; VAT 16% of 12.80 is 2.05.
  const price = rules
    ? { subtotal: 1500, discount: 300, fee: 80, tax: 205, total: 1485 }
    : { subtotal: 1500, discount: 0, fee: 0, tax: 0, total: 1500 };
  return {
    booking: {
      event_id: hot.eventId,
      items: [
        {
          ticket_type_id: hot.ticketTypeId,
          quantity: 1,
          unit_price_minor: hot.priceMinor,
          name: 'General admission',
          no_of_persons: 1,
          discount_minor: price.discount,
        },
      ],
      user_id: null,
      guest: {
        first_name: 'Rush',
        last_name: tag,
        token_hash: randomBytes(32).toString('hex'),
        session_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
      reference: `TK-B${randomBytes(5).toString('hex').toUpperCase()}`,
      payment_method: 'card',
      currency: hot.currency,
      total_minor: price.total,
      buyer: {
        name: `Rush ${tag}`,
        email: `rush-${tag}@example.com`,
        msisdn: `2547${String(serial).padStart(8, '0')}`,
      },
      hold_expires_at: new Date(Date.now() + 900_000).toISOString(),
      payment: null,
      client_address: '127.0.0.1',
      caps: { held_per_buyer: 20, held_per_address: 0 },
      promo: rules
        ? { id: rules.promoCodeId, discount_type: 'percentage', discount_value: 2000, unlocks_hidden: false }
        : null,
      price: {
        promo_code: rules?.promoCode ?? null,
        subtotal_minor: price.subtotal,
        discount_minor: price.discount,
        fee_minor: price.fee,
        absorbed_fee_minor: 0,
        tax_minor: price.tax,
        tax_name: rules ? 'VAT' : null,
        tax_rate_bp: rules ? 1600 : null,
        tax_mode: rules ? 'added' : null,
      },
    },
    checkout: null,
  };
}

/** CPU (user + system, ms) a process has used, from /proc (clock ticks of 10 ms). */
async function cpuMsOf(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Tally {
  statementMs: number[];
  cpuMs: number;
  bookings: number;
}

async function main() {
  console.log(
    `Batch statement: ${size} bookings per statement, ${warmupRounds} + ${rounds} rounds per variant, ` +
      `server ${redactUrl(options.adminUrl)}`,
  );
  database = await createBenchDatabase(options.adminUrl);
  await seedBenchData(database.url, { events: options.events, organizations: options.organizations });
  const plain = await seedHotTicketType(database.url, { stock: STOCK });
  const rules = await seedRulesTicketType(database.url, { stock: STOCK });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const failures: string[] = [];
  try {
    const pid = defined(
      (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0],
      'pid',
    ).pid;
    const tallies = new Map<HotTicketType, Tally>([
      [plain, { statementMs: [], cpuMs: 0, bookings: 0 }],
      [rules, { statementMs: [], cpuMs: 0, bookings: 0 }],
    ]);
    for (let round = 0; round < warmupRounds + rounds; round += 1) {
      // As the booking rush does after its warm-up: statistics that know the bookings.
      if (round === warmupRounds) await client.query('analyze bookings, booking_items, users, sessions');
      for (const hot of round % 2 === 0 ? [plain, rules] : [rules, plain]) {
        const batch = JSON.stringify(Array.from({ length: size }, () => bookingOf(hot)));
        const cpuBefore = await cpuMsOf(pid);
        const started = performance.now();
        const { rows } = await client.query<{ results: { id?: number; message?: string }[] }>(
          'select book_seats_batch($1::jsonb) as results',
          [batch],
        );
        const elapsed = performance.now() - started;
        const cpu = (await cpuMsOf(pid)) - cpuBefore;
        const refused = defined(rows[0], 'results').results.filter((result) => result.id === undefined);
        if (refused.length > 0) failures.push(`${refused.length} bookings refused: ${refused[0]?.message}`);
        if (round < warmupRounds) continue;
        const tally = defined(tallies.get(hot), 'tally');
        tally.statementMs.push(elapsed);
        tally.cpuMs += cpu;
        tally.bookings += size;
      }
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const report = (label: string, tally: Tally) => {
      const perBooking = (tally.cpuMs * 1000) / tally.bookings;
      console.log(
        `  ${label.padEnd(24)} statement median ${median(tally.statementMs).toFixed(1)} ms, ` +
          `backend CPU ${perBooking.toFixed(0)} µs per booking (${tally.bookings} bookings)`,
      );
      return { statement: median(tally.statementMs), cpu: perBooking };
    };
    const a = report('plain', defined(tallies.get(plain), 'plain'));
    const b = report('code + capacity', defined(tallies.get(rules), 'rules'));
    console.log(
      `  code + capacity ÷ plain: statement time ${((b.statement / a.statement) * 100).toFixed(0)}%, ` +
        `backend CPU per booking ${((b.cpu / a.cpu) * 100).toFixed(0)}%`,
    );
    const counters = await checkRules(database.url, rules, defined(rules.rules, 'rules'));
    console.log(
      `  code uses ${counters.codeUses} = bookings with it ${counters.codeBookings}; capacity used ` +
        `${counters.capacityUsed} = sold + held ${counters.typesSoldHeld}`,
    );
    if (counters.problems > 0)
      failures.push(`the code's or the capacity's counter is off by ${counters.problems}`);
  } finally {
    await client.end();
  }
  return exitCodeOf(failures);
}

await runBench(main, cleanUp, interrupted);
