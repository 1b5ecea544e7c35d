import pg from 'pg';
import type { TestApp } from './test-app';

/**
 * The harness of the no-oversell proofs: real simultaneous HTTP requests against the real server
 * on real PostgreSQL, with a watcher on its own connection reading a counter the whole time.
 */

export interface Rush {
  statuses: Map<number, number>;
  /** The highest value the watcher's query read. */
  peak: number;
  /** Every refusal's status_description, by status. */
  refusals: Map<number, Set<string>>;
}

export async function startServer(t: TestApp) {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Fires every booking at once and meanwhile runs `watch` (a query answering one row with a column
 * `taken`) again and again from a separate connection, keeping its highest answer.
 */
export async function rush(
  t: TestApp,
  /** One server, or several instances on the same database, taking the bookings in turn. */
  base: string | readonly string[],
  bodies: object[],
  watch: { text: string; values: unknown[] },
): Promise<Rush> {
  const watcher = new pg.Client({ connectionString: t.database.url });
  await watcher.connect();
  let peak = 0;
  let watching = true;
  const watching$ = (async () => {
    while (watching) {
      const { rows } = await watcher.query<{ taken: number | null }>(watch.text, watch.values);
      peak = Math.max(peak, rows[0]?.taken ?? 0);
    }
  })();
  const bases = typeof base === 'string' ? [base] : base;
  const statuses = new Map<number, number>();
  const refusals = new Map<number, Set<string>>();
  await Promise.all(
    bodies.map(async (body, index) => {
      const response = await fetch(`${bases[index % bases.length]}/api/v1/event/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          payment_method: 'card',
          details: {
            full_name: `Buyer ${index}`,
            msisdn: `+2547000${index}`,
            email_address: `buyer${index}@example.com`,
          },
          ...body,
        }),
      });
      const answer = (await response.json().catch(() => null)) as { status_description?: string } | null;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 400) {
        const seen = refusals.get(response.status) ?? new Set<string>();
        seen.add(answer?.status_description ?? '');
        refusals.set(response.status, seen);
      }
    }),
  );
  watching = false;
  await watching$;
  await watcher.end();
  return { statuses, peak, refusals };
}

/** The watcher's query for the highest sold + held of some ticket types. */
export const takenOfTypes = (ids: number[]) => ({
  text: 'select max(sold + held)::int as taken from ticket_types where id = any($1)',
  values: [ids],
});
