import { setTimeout as sleep } from 'node:timers/promises';
import type { BookingBatching } from '../../config/limits';
import type { DbOrTx } from '../../db/client';
import { GroupCommit } from '../../lib/group-commit';
import { bookingBatchSizes } from './batch-sizes';
import { type BookSeatsInput, type BookSeatsResult, bookSeats } from './book-seats';
import { bookSeatsBatch, RUN_ALONE } from './book-seats-batch';

/** How long 'max' batching waits for the queue to stop growing before sending a statement. */
const GATHER_MS = 20;

type Lane = GroupCommit<BookSeatsInput, BookSeatsResult | typeof RUN_ALONE>;

/**
 * Group commit for the booking statement (issue 18, ADR-023): one GroupCommit per lane key (an
 * event's ticket types and code). While a statement for a lane is in the database, bookings for it
 * queue; when it returns, the queue goes as one `book_seats_batch` statement (up to `maxSize`), in
 * arrival order. A booking that finds its lane idle goes at once and alone, as the plain statement,
 * so a quiet event waits for nothing. A booking the batch could not judge is sent alone afterwards,
 * outside the lane. 'off' sends every booking alone; 'max' (tests) also waits before each
 * statement until the queue stops growing, so batches are as large as the traffic allows.
 */
export class SeatLanes {
  /** A lane is present while a statement of it is in the database. */
  private readonly lanes = new Map<string, Lane>();

  constructor(
    private readonly db: DbOrTx,
    private readonly batching: BookingBatching,
  ) {}

  async book(laneKey: string, input: BookSeatsInput): Promise<BookSeatsResult> {
    if (this.batching.mode === 'off') return this.alone(input);
    let lane = this.lanes.get(laneKey);
    if (!lane) {
      lane = new GroupCommit((inputs) => this.statement(inputs), this.batching.maxSize, {
        onIdle: () => this.lanes.delete(laneKey),
        ...(this.batching.mode === 'max' && { beforeWrite: (queued) => this.gather(queued) }),
      });
      this.lanes.set(laneKey, lane);
    }
    const result = await lane.submit(input);
    return result === RUN_ALONE ? this.alone(input) : result;
  }

  /** How long (ms) the oldest booking still queued behind a statement has waited; 0 for none. */
  oldestWaitMs(): number {
    let oldest = 0;
    for (const lane of this.lanes.values()) oldest = Math.max(oldest, lane.oldestWaitMs());
    return oldest;
  }

  private alone(input: BookSeatsInput) {
    bookingBatchSizes.record(1);
    return bookSeats(this.db, input);
  }

  private async statement(inputs: BookSeatsInput[]) {
    const [only] = inputs;
    if (inputs.length === 1 && only) return [await this.alone(only)];
    bookingBatchSizes.record(inputs.length);
    return bookSeatsBatch(this.db, inputs);
  }

  private async gather(queued: () => number) {
    let seen = -1;
    while (queued() !== seen && queued() < this.batching.maxSize) {
      seen = queued();
      await sleep(GATHER_MS);
    }
  }
}
