import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-types';
import { SEATS_BACK_CHANNEL, SoldOutMarks } from './sold-out';

const log = { warn: () => {} };

/** Marks on a clock of the test's own, listening to a channel the test speaks on. */
async function listeningMarks(ttlMs = 2000) {
  let now = 1_000_000;
  const marks = new SoldOutMarks(ttlMs, () => now);
  const heard: { channel: string; onMessage: (payload: string) => void; onGap?: () => void }[] = [];
  const database = {
    listen: async (channel: string, onMessage: (payload: string) => void, onGap?: () => void) => {
      heard.push({ channel, onMessage, onGap });
      return async () => {};
    },
  } as unknown as AppDeps['database'];
  const stop = await marks.listen(database, log);
  const [listener] = heard;
  if (!listener) throw new Error('the marks did not listen');
  return {
    marks,
    listener,
    stop,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const messageOf = (marks: SoldOutMarks, ids: number[], eventId = 1) =>
  marks.refusalFor(eventId, ids)?.message ?? null;

describe('SoldOutMarks', () => {
  it('refuses a marked type with its message, on the channel of migration 0019', async () => {
    const { marks, listener } = await listeningMarks();
    expect(listener.channel).toBe(SEATS_BACK_CHANNEL);
    marks.markType(7, 'Front Row is sold out', marks.version);
    expect(messageOf(marks, [3, 7])).toBe('Front Row is sold out');
    expect(marks.refusalFor(1, [7])?.code).toBe('CONFLICT');
    expect(messageOf(marks, [3])).toBeNull();
  });

  it('forgets a type or an event when the database says seats came back, and everything on a gap', async () => {
    const { marks, listener } = await listeningMarks();
    marks.markType(7, 'Front Row is sold out', marks.version);
    marks.markEvent(1, 'This event is sold out', marks.version);
    listener.onMessage('7');
    expect(messageOf(marks, [7])).toBe('This event is sold out');
    listener.onMessage('event:1');
    expect(messageOf(marks, [7])).toBeNull();
    marks.markType(7, 'Front Row is sold out', marks.version);
    marks.markType(8, 'Balcony is sold out', marks.version);
    listener.onGap?.();
    expect(messageOf(marks, [7, 8])).toBeNull();
  });

  it('does not mark from a read made before seats came back', async () => {
    const { marks, listener } = await listeningMarks();
    const seen = marks.version;
    listener.onMessage('7');
    marks.markType(7, 'Front Row is sold out', seen);
    expect(messageOf(marks, [7])).toBeNull();
  });

  it('after its time lets one booking ask the database, then forgets the mark unless it is made again', async () => {
    const { marks, advance } = await listeningMarks(2000);
    marks.markType(7, 'Front Row is sold out', marks.version);
    advance(1999);
    expect(messageOf(marks, [7])).toBe('Front Row is sold out');
    advance(1);
    expect(messageOf(marks, [7])).toBeNull();
    expect(messageOf(marks, [7])).toBe('Front Row is sold out');
    advance(2000);
    expect(messageOf(marks, [7])).toBeNull();
    expect(messageOf(marks, [7])).toBeNull();
    // A refusal of the asking booking marks it afresh.
    marks.markType(7, 'Front Row is sold out', marks.version);
    expect(messageOf(marks, [7])).toBe('Front Row is sold out');
  });

  it('marks nothing when it is off, or before it listens, or after it stopped', async () => {
    const off = new SoldOutMarks(0);
    off.markType(7, 'Front Row is sold out', off.version);
    expect(messageOf(off, [7])).toBeNull();
    const deaf = new SoldOutMarks(2000);
    deaf.markType(7, 'Front Row is sold out', deaf.version);
    expect(messageOf(deaf, [7])).toBeNull();
    const { marks, stop } = await listeningMarks();
    marks.markType(7, 'Front Row is sold out', marks.version);
    await stop();
    expect(messageOf(marks, [7])).toBeNull();
    marks.markType(7, 'Front Row is sold out', marks.version);
    expect(messageOf(marks, [7])).toBeNull();
  });
});
