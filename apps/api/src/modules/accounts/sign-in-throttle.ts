import { setTimeout as sleep } from 'node:timers/promises';
import type { DbOrTx } from '../../db/client';
import { clearHits, countHit, enforceRateLimit, readHits } from '../../lib/rate-limit';

/**
 * Throttling of password guesses (docs/decisions/015-account-security.md). No rule here ever
 * refuses the right password from an address that has not been guessing, so a stranger cannot
 * lock the owner out:
 * - per account and address: 5 tries per 15 minutes, then 429 for that pair only;
 * - per account across addresses: every failure is counted, and past 10 in 15 minutes every
 *   answer for the account, right or wrong, waits a little longer (250 ms more per failure, at
 *   most 4 s), so a crowd of addresses guesses slower and slower while the owner still gets in.
 */
export const PAIR_LIMIT = 5;
export const FREE_FAILURES = 10;
export const DELAY_STEP_MS = 250;
export const MAX_DELAY_MS = 4000;
const WINDOW_SECONDS = 15 * 60;
const TOO_MANY = 'Too many sign-in attempts from this address. Please wait 15 minutes and try again.';

/** How long an answer waits when the account has seen `failures` wrong passwords lately. */
export function guessDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, (failures - FREE_FAILURES + 1) * DELAY_STEP_MS);
}

const pairKey = (account: string, ip: string) => `login:pair:${account}:${ip}`;
const failuresKey = (account: string) => `login:failures:${account}`;

/** Before a password is checked: counts the try of this pair and waits as the account's failures say. */
export async function beforePasswordCheck(db: DbOrTx, account: string, ip: string): Promise<void> {
  await enforceRateLimit(db, {
    key: pairKey(account, ip),
    limit: PAIR_LIMIT,
    windowSeconds: WINDOW_SECONDS,
    message: TOO_MANY,
  });
  const delay = guessDelayMs(await readHits(db, failuresKey(account), WINDOW_SECONDS));
  if (delay > 0) await sleep(delay);
}

/** After the check: a failure counts against the account; a success frees its own address. */
export async function afterPasswordCheck(db: DbOrTx, account: string, ip: string, ok: boolean) {
  if (ok) await clearHits(db, pairKey(account, ip));
  else await countHit(db, failuresKey(account), WINDOW_SECONDS);
}
