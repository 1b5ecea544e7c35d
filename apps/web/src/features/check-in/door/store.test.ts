import 'fake-indexeddb/auto';
import type { DoorAdmission } from '@tiketi/contract/door';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDoorStore,
  type DoorMeta,
  dropScans,
  type QueuedScan,
  readList,
  readQueue,
  recordScan,
  writeList,
} from './store';

const event = {
  id: 7,
  title: 'Lakeside Jazz',
  start_time: '2031-05-01T18:00:00.000Z',
  end_time: '2031-05-01T22:00:00.000Z',
  time_zone: 'Africa/Nairobi',
  location: 'Arboretum, Nairobi',
};
const meta = (eventId: number): DoorMeta => ({
  event_id: eventId,
  event: { ...event, id: eventId },
  hash_key: 'ab'.repeat(32),
  version: 3,
  downloaded_at: '2031-05-01T16:00:00.000Z',
  synced_at: null,
});
const admission = (key: string, eventId = 7): DoorAdmission & { event_id: number } => ({
  event_id: eventId,
  key,
  booking_id: 'TK-AMINA00001',
  number: 1,
  name: 'General',
  no_of_persons: 1,
  holder_name: '',
  buyer_name: 'Amina Njeri',
  buyer_phone: '',
  state: 'valid',
  checked_in_at: null,
});
const scan = (id: string, at: string, eventId = 7): QueuedScan => ({
  id,
  event_id: eventId,
  key: 'k1',
  at,
  manual: false,
  local_outcome: 'valid',
});

afterEach(clearDoorStore);

describe('the door store', () => {
  it('keeps each event’s list apart, and a download replaces only that event’s admissions', async () => {
    await writeList(meta(7), [admission('k1'), admission('k2')], true);
    await writeList(meta(8), [admission('k1', 8)], true);
    await writeList(meta(7), [admission('k3')], true);
    expect((await readList(7))?.admissions.map((item) => item.key)).toEqual(['k3']);
    expect((await readList(8))?.admissions.map((item) => item.key)).toEqual(['k1']);
    expect(await readList(9)).toBeNull();
    // A refresh (not a replace) adds and updates.
    await writeList(
      { ...meta(7), version: 4 },
      [{ ...admission('k3'), state: 'refunded' }, admission('k4')],
      false,
    );
    const seven = await readList(7);
    expect(seven?.meta.version).toBe(4);
    expect(seven?.admissions.map((item) => [item.key, item.state])).toEqual([
      ['k3', 'refunded'],
      ['k4', 'valid'],
    ]);
  });

  it('queues scans with the admission they checked in, oldest first, and drops only those synced', async () => {
    await writeList(meta(7), [admission('k1')], true);
    await recordScan(scan('b', '2031-05-01T17:05:00.000Z'), {
      ...admission('k1'),
      state: 'checked_in',
      checked_in_at: 'x',
    });
    await recordScan(scan('a', '2031-05-01T17:01:00.000Z'), null);
    await recordScan(scan('c', '2031-05-01T17:02:00.000Z', 8), null);
    expect((await readQueue(7)).map((item) => item.id)).toEqual(['a', 'b']);
    expect((await readList(7))?.admissions[0]?.state).toBe('checked_in');
    // The same id again is the same scan, not a second one.
    await recordScan(scan('a', '2031-05-01T17:01:00.000Z'), null);
    expect(await readQueue(7)).toHaveLength(2);
    await dropScans(['a']);
    expect((await readQueue(7)).map((item) => item.id)).toEqual(['b']);
    expect((await readQueue(8)).map((item) => item.id)).toEqual(['c']);
  });
});
