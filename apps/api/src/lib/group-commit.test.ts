import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/** A write that records each call's inputs and answers when released, doubling each number. */
function recordingWrite() {
  const calls: number[][] = [];
  const pending: (() => void)[] = [];
  const write = (inputs: number[]) => {
    calls.push(inputs);
    return new Promise<number[]>((resolve, reject) => {
      pending.push(() =>
        inputs.includes(13) ? reject(new Error('unlucky')) : resolve(inputs.map((n) => n * 2)),
      );
    });
  };
  const releaseAll = async () => {
    while (pending.length > 0) {
      pending.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { calls, write, releaseAll };
}

describe('GroupCommit', () => {
  it('writes a lone item at once, and what queues behind it as one write, in order', async () => {
    const { calls, write, releaseAll } = recordingWrite();
    const group = new GroupCommit(write, 10);
    const first = group.submit(1);
    expect(calls).toEqual([[1]]);
    const rest = [2, 3, 4].map((n) => group.submit(n));
    expect(calls).toEqual([[1]]);
    await releaseAll();
    expect(await first).toBe(2);
    expect(await Promise.all(rest)).toEqual([4, 6, 8]);
    expect(calls).toEqual([[1], [2, 3, 4]]);
    // Idle again: the next goes at once and alone.
    const later = group.submit(5);
    expect(calls.at(-1)).toEqual([5]);
    await releaseAll();
    expect(await later).toBe(10);
  });

  it('keeps each write within maxSize', async () => {
    const { calls, write, releaseAll } = recordingWrite();
    const group = new GroupCommit(write, 2);
    const all = [1, 2, 3, 4, 5, 6].map((n) => group.submit(n));
    await releaseAll();
    expect(await Promise.all(all)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(calls).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it('writes a failed group again item by item, so only the bad item fails', async () => {
    const { calls, write, releaseAll } = recordingWrite();
    const group = new GroupCommit(write, 10);
    const first = group.submit(1);
    const rest = Promise.allSettled([12, 13, 14].map((n) => group.submit(n)));
    await releaseAll();
    expect(await first).toBe(2);
    const settled = await rest;
    expect(settled.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled[0]).toEqual({ status: 'fulfilled', value: 24 });
    expect(calls).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
  });
});
