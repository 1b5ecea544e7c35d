/**
 * How many bookings each booking statement carried (issue 18's group commit), for this process:
 * read by the booking-rush benchmark and by tests that force batching. A histogram, so a long
 * rush costs a few map entries.
 */
class BatchSizes {
  private readonly counts = new Map<number, number>();

  record(size: number) {
    this.counts.set(size, (this.counts.get(size) ?? 0) + 1);
  }

  reset() {
    this.counts.clear();
  }

  /** Statements, the bookings they carried, the mean and 99th percentile size, and the largest. */
  summary() {
    const sizes = [...this.counts.entries()].sort(([a], [b]) => a - b);
    const statements = sizes.reduce((sum, [, count]) => sum + count, 0);
    const bookings = sizes.reduce((sum, [size, count]) => sum + size * count, 0);
    let seen = 0;
    let p99 = 0;
    for (const [size, count] of sizes) {
      seen += count;
      p99 = size;
      if (seen >= statements * 0.99) break;
    }
    return {
      statements,
      bookings,
      mean: statements === 0 ? 0 : bookings / statements,
      p99,
      max: sizes.at(-1)?.[0] ?? 0,
    };
  }
}

export const bookingBatchSizes = new BatchSizes();
