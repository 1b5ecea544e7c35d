import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import {
  type BookingFailure,
  type BookSeatsInput,
  type BookSeatsResult,
  bookSeatsArgument,
  refusalOf,
} from './book-seats';

/** A booking of a batch that failed for a reason book_seats does not refuse with: to be run alone. */
export const RUN_ALONE = Symbol('run alone');

/**
 * Books several bookings in one statement, `book_seats_batch` (migration 0018): in the order
 * given, each all-or-nothing in a subtransaction of its own, sharing the hot rows' locks and one
 * commit. Answers each booking's own result. A booking that failed unexpectedly (not a refusal
 * book_seats or store_checkout means) is answered RUN_ALONE: nothing of it was written, and run on
 * its own it fails (or succeeds) exactly as it would have without batching. If the statement
 * itself fails, nothing of the batch was written and every booking is answered RUN_ALONE.
 */
export async function bookSeatsBatch(
  db: DbOrTx,
  inputs: readonly BookSeatsInput[],
): Promise<(BookSeatsResult | typeof RUN_ALONE)[]> {
  const batch = inputs.map((input) => ({
    booking: bookSeatsArgument(input),
    checkout: input.checkout ?? null,
  }));
  let answers: (({ id: number } | BookingFailure) | undefined)[];
  try {
    const [row] = await queryRows<{ results: ({ id: number } | BookingFailure)[] | string }>(
      db,
      sql`select book_seats_batch(${JSON.stringify(batch)}::jsonb) as results`,
    );
    const results = row?.results;
    answers = typeof results === 'string' ? JSON.parse(results) : (results ?? []);
  } catch {
    return inputs.map(() => RUN_ALONE);
  }
  return inputs.map((_, index) => {
    const answer = answers[index];
    if (!answer) return RUN_ALONE;
    if ('id' in answer) return { bookingId: answer.id };
    return refusalOf(answer) ?? RUN_ALONE;
  });
}
