import { performance } from 'node:perf_hooks';

interface Waiting<In, Out> {
  input: In;
  /** When it was submitted (performance.now()). */
  since: number;
  resolve(output: Out): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions {
  /**
   * Awaited before each write, with how many items are queued now: a caller that wants the
   * largest groups (tests) can wait here for the queue to stop growing.
   */
  beforeWrite?: (queued: () => number) => Promise<void>;
  /** Called when the last write returns with nothing queued. */
  onIdle?: () => void;
}

/**
 * Group commit for one kind of write (issue 18, ADR-023): an item that finds no write in flight
 * goes at once and alone; items submitted while one is in flight queue, and go together as the
 * next write (up to `maxSize`) when it returns. No timer, so a quiet moment waits for nothing.
 * `write` answers one output per input, in order. If a write of several fails, each of its items
 * is written again alone, so one bad item fails only itself.
 */
export class GroupCommit<In, Out> {
  /** Present while a write is in flight: what waits for it. */
  private queue: Waiting<In, Out>[] | null = null;

  constructor(
    private readonly write: (inputs: In[]) => Promise<Out[]>,
    private readonly maxSize: number,
    private readonly options: GroupCommitOptions = {},
  ) {}

  submit(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      const waiting = { input, since: performance.now(), resolve, reject };
      if (this.queue) {
        this.queue.push(waiting);
        return;
      }
      this.queue = [waiting];
      void this.drain(this.queue);
    });
  }

  /** How long (ms) the oldest item still queued behind a write has waited; 0 for none. */
  oldestWaitMs(now = performance.now()): number {
    const first = this.queue?.[0];
    return first ? now - first.since : 0;
  }

  private async drain(queue: Waiting<In, Out>[]) {
    try {
      while (queue.length > 0) {
        // Only when asked: an await here would let a lone item wait a tick for company.
        if (this.options.beforeWrite) await this.options.beforeWrite(() => queue.length);
        await this.send(queue.splice(0, this.maxSize));
      }
    } finally {
      this.queue = null;
      this.options.onIdle?.();
    }
  }

  private async send(batch: Waiting<In, Out>[]) {
    try {
      const outputs = await this.write(batch.map((waiting) => waiting.input));
      batch.forEach((waiting, index) => {
        if (index < outputs.length) waiting.resolve(outputs[index] as Out);
        else waiting.reject(new Error('a grouped write answered fewer outputs than it was given'));
      });
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else
        for (const waiting of batch)
          this.write([waiting.input]).then(([output]) => waiting.resolve(output as Out), waiting.reject);
    }
  }
}
