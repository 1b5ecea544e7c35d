import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BookingBatching } from '../../config/limits';
import type { DbOrTx } from '../../db/client';
import { bookingBatchSizes } from './batch-sizes';
import { type BookSeatsInput, type BookSeatsResult, bookSeats } from './book-seats';
import { bookSeatsBatch, RUN_ALONE } from './book-seats-batch';

interface Waiting {
  input: BookSeatsInput;
  /** When it joined the queue (performance.now()). */
  since: number;
  resolve(result: BookSeatsResult): void;
  reject(error: unknown): void;
}

/** How long 'max' batching waits for the queue to stop growing before sending a statement. */
const GATHER_MS = 20;

/**
 * Group commit for the booking statement (issue 18, ADR-023). One lane per lane key (an event's
 * ticket types and code): while a statement for a lane is in the database, bookings for it queue;
 * when it returns, the queue goes as one statement (up to `maxSize`), in arrival order. A booking
 * that finds its lane idle goes at once and alone, so a quiet event waits for nothing. 'off' sends
 * every booking alone; 'max' (tests) also waits before each statement until the queue stops
 * growing, so batches are as large as the traffic allows.
 */
export class SeatLanes {
  /** A lane is present while a statement of it is in the database; its queue waits for it. */
  private readonly lanes = new Map<string, Waiting[]>();

  constructor(
    private readonly db: DbOrTx,
    private readonly batching: BookingBatching,
  ) {}

  book(laneKey: string, input: BookSeatsInput): Promise<BookSeatsResult> {
    if (this.batching.mode === 'off') {
      bookingBatchSizes.record(1);
      return bookSeats(this.db, input);
    }
    return new Promise((resolve, reject) => {
      const waiting = { input, resolve, reject, since: performance.now() };
      const queue = this.lanes.get(laneKey);
      if (queue) {
        queue.push(waiting);
        return;
      }
      this.lanes.set(laneKey, [waiting]);
      void this.drain(laneKey);
    });
  }

  /** How long (ms) the oldest booking still queued behind a statement has waited; 0 for none. */
  oldestWaitMs(): number {
    const now = performance.now();
    let oldest = 0;
    for (const queue of this.lanes.values()) {
      const first = queue[0];
      if (first) oldest = Math.max(oldest, now - first.since);
    }
    return oldest;
  }

  private async drain(laneKey: string) {
    const queue = this.lanes.get(laneKey) ?? [];
    try {
      while (queue.length > 0) {
        if (this.batching.mode === 'max') await this.gather(queue);
        await this.send(queue.splice(0, this.batching.maxSize));
      }
    } finally {
      this.lanes.delete(laneKey);
    }
  }

  private async gather(queue: Waiting[]) {
    let seen = -1;
    while (queue.length !== seen && queue.length < this.batching.maxSize) {
      seen = queue.length;
      await sleep(GATHER_MS);
    }
  }

  /** One statement for the batch; a booking it could not judge is sent alone, outside the lane. */
  private async send(batch: Waiting[]) {
    bookingBatchSizes.record(batch.length);
    const [only] = batch;
    if (batch.length === 1 && only) {
      await bookSeats(this.db, only.input).then(only.resolve, only.reject);
      return;
    }
    const results = await bookSeatsBatch(
      this.db,
      batch.map((waiting) => waiting.input),
    );
    batch.forEach((waiting, index) => {
      const result = results[index];
      if (result === undefined || result === RUN_ALONE) {
        bookingBatchSizes.record(1);
        bookSeats(this.db, waiting.input).then(waiting.resolve, waiting.reject);
      } else {
        waiting.resolve(result);
      }
    });
  }
}
