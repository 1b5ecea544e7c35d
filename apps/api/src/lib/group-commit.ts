interface Waiting<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: unknown): void;
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
  ) {}

  submit(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      const waiting = { input, resolve, reject };
      if (this.queue) {
        this.queue.push(waiting);
        return;
      }
      this.queue = [waiting];
      void this.drain(this.queue);
    });
  }

  private async drain(queue: Waiting<In, Out>[]) {
    try {
      while (queue.length > 0) await this.send(queue.splice(0, this.maxSize));
    } finally {
      this.queue = null;
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
