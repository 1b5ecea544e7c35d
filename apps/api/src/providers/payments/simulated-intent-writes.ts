import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { GroupCommit } from '../../lib/group-commit';

export interface NewIntent {
  id: string;
  clientSecret: string;
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  reference: string;
}

/**
 * The simulator's intent inserts, grouped (issue 18): intents that queue behind an insert in
 * flight go as one multi-row insert when it returns, one commit for all, much as Stripe's API
 * takes a rush's calls in parallel. Insert-or-nothing on the idempotency key: each answer is
 * whether that intent's row was written (false: the key's row was already there).
 */
export function groupedIntentWrites(db: Db) {
  return new GroupCommit<NewIntent, boolean>(async (intents) => {
    const rows = sql.join(
      intents.map(
        (intent) =>
          sql`(${intent.id}, ${intent.clientSecret}, ${intent.idempotencyKey}, ${intent.amountMinor}, ${intent.currency}, ${intent.reference})`,
      ),
      sql`, `,
    );
    const inserted = await queryRows<{ id: string }>(
      db,
      sql`insert into simulated_payment_intents (id, client_secret, idempotency_key, amount_minor, currency, reference)
          values ${rows}
          on conflict (idempotency_key) do nothing
          returning id`,
    );
    const ids = new Set(inserted.map((row) => row.id));
    return intents.map((intent) => ids.has(intent.id));
  }, 100);
}
