import type { DbOrTx } from '../../db/client';
import { paymentCallbacks } from '../../db/schema/index';

/**
 * Keeps a callback's body as it came (after its path secret matched), for the operator to look at
 * when a payment is disputed: Daraja does not sign its callbacks, so the raw record is the evidence.
 */
export async function recordCallback(
  db: DbOrTx,
  callback: { provider: string; paymentId: string | null; payload: unknown },
) {
  await db.insert(paymentCallbacks).values(callback);
}
