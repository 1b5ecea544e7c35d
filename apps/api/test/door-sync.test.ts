import { describe, expect, it } from 'vitest';
import { codesOf, createOrganizer, scan } from './check-in-kit';
import { doorList, keyOf, logOf, type Scan, scanOf, sync } from './door-kit';
import { cancel, newEvent, paidCardOrder, refund, useOrdersApp } from './orders-money-kit';
import { databaseKinds } from './support/test-database';

const T0 = '2026-12-01T18:00:00.000Z';
const T1 = '2026-12-01T18:01:00.000Z';
const T2 = '2026-12-01T18:02:00.000Z';

describe.each(databaseKinds)('syncing door devices on %s', (kind) => {
  const app = useOrdersApp(kind);

  /** An event with one paid order of `qty` admissions, downloaded: its keys, in order. */
  async function downloaded(qty = 2) {
    const { t, owner } = app();
    const event = await newEvent(app());
    const order = await paidCardOrder(app(), event, qty);
    const codes = await codesOf(t, order.token, order.reference);
    const list = (await doorList(t, owner.token, event.eventId)).body.message;
    return { t, owner, event, order, codes, keys: codes.map((code) => keyOf(list.hash_key, code)) };
  }

  it('applies a batch once: sent twice, it changes nothing and answers the same', async () => {
    const { t, owner, event, keys } = await downloaded(2);
    const batch = [
      scanOf(keys[0] as string, T0),
      scanOf(keys[1] as string, T1, true),
      scanOf('ab'.repeat(32), T1),
    ];
    const first = await sync(t, owner.token, event.eventId, 'North gate', batch);
    expect(first.status).toBe(200);
    expect(first.body.message.data.results).toEqual([
      { id: batch[0]?.id, outcome: 'valid', checked_in_at: T0, device: 'North gate' },
      { id: batch[1]?.id, outcome: 'valid', checked_in_at: T1, device: 'North gate' },
      { id: batch[2]?.id, outcome: 'unknown', checked_in_at: null, device: null },
    ]);
    expect(first.body.message.data.counts).toEqual({
      checked_in: 2,
      total: 2,
      people_checked_in: 2,
      people_total: 2,
    });
    const again = await sync(t, owner.token, event.eventId, 'North gate', batch);
    expect(again.body.message.data).toEqual(first.body.message.data);
    const log = (await logOf(t, owner.token, event.eventId)).body.message;
    expect(log.total).toBe(3);
    expect(log.data.map((entry: { kind: string }) => entry.kind).sort()).toEqual(['manual', 'scan', 'scan']);
  });

  /** Two offline devices scanned the same code: North at T1, South at T0 (earlier). */
  async function conflict(order: 'north first' | 'south first') {
    const { t, owner, event, keys } = await downloaded(1);
    const north = scanOf(keys[0] as string, T1);
    const south = scanOf(keys[0] as string, T0);
    const send = (device: string, s: Scan) => sync(t, owner.token, event.eventId, device, [s]);
    const results =
      order === 'north first'
        ? [await send('North gate', north), await send('South gate', south)]
        : [await send('South gate', south), await send('North gate', north)];
    const outcomes = results.map((r) => r.body.message.data.results[0]);
    const log = (await logOf(t, owner.token, event.eventId)).body.message.data;
    const list = (await doorList(t, owner.token, event.eventId)).body.message.data;
    return { outcomes, log, list, resend: await send('North gate', north) };
  }

  it('keeps the earlier check-in when the later scan syncs first, and flags the later one in the log', async () => {
    const { outcomes, log, list, resend } = await conflict('north first');
    expect(outcomes[0]).toMatchObject({ outcome: 'valid', checked_in_at: T1, device: 'North gate' });
    // South's earlier scan displaces North's: it stands, and North's entry turns duplicate.
    expect(outcomes[1]).toMatchObject({ outcome: 'valid', checked_in_at: T0, device: 'South gate' });
    expect(
      log.map((e: { device: string; outcome: string; at: string }) => [e.device, e.outcome, e.at]),
    ).toEqual([
      ['North gate', 'duplicate', T1],
      ['South gate', 'valid', T0],
    ]);
    expect(list[0]).toMatchObject({ state: 'checked_in', checked_in_at: T0 });
    expect(resend.body.message.data.results[0]).toMatchObject({
      outcome: 'duplicate',
      checked_in_at: T0,
      device: 'South gate',
    });
  });

  it('keeps the earlier check-in when it syncs first, and logs the later scan as a duplicate', async () => {
    const { outcomes, log, list, resend } = await conflict('south first');
    expect(outcomes[0]).toMatchObject({ outcome: 'valid', checked_in_at: T0, device: 'South gate' });
    expect(outcomes[1]).toMatchObject({ outcome: 'duplicate', checked_in_at: T0, device: 'South gate' });
    expect(
      log.map((e: { device: string; outcome: string; at: string }) => [e.device, e.outcome, e.at]),
    ).toEqual([
      ['North gate', 'duplicate', T1],
      ['South gate', 'valid', T0],
    ]);
    expect(list[0]).toMatchObject({ state: 'checked_in', checked_in_at: T0 });
    expect(resend.body.message.data.results[0]).toMatchObject({ outcome: 'duplicate' });
  });

  it('agrees on one check-in when two devices sync the same code at the same moment', async () => {
    const { t, owner, event, keys } = await downloaded(1);
    const [north, south] = await Promise.all([
      sync(t, owner.token, event.eventId, 'North gate', [scanOf(keys[0] as string, T1)]),
      sync(t, owner.token, event.eventId, 'South gate', [scanOf(keys[0] as string, T0)]),
    ]);
    expect(north.body.message.data.results[0].outcome).toMatch(/^(valid|duplicate)$/);
    expect(south.body.message.data.results[0]).toMatchObject({ outcome: 'valid', checked_in_at: T0 });
    const log = (await logOf(t, owner.token, event.eventId)).body.message.data;
    expect(log.map((e: { device: string; outcome: string }) => [e.device, e.outcome])).toEqual([
      ['North gate', 'duplicate'],
      ['South gate', 'valid'],
    ]);
  });

  it('keeps the earliest of one batch, and an offline scan earlier than a web check-in displaces it', async () => {
    const { t, owner, event, codes, keys } = await downloaded(2);
    const batch = [
      scanOf(keys[0] as string, T2),
      scanOf(keys[0] as string, T0),
      scanOf(keys[0] as string, T1),
    ];
    const results = (await sync(t, owner.token, event.eventId, 'East', batch)).body.message.data.results;
    expect(results.map((r: { outcome: string }) => r.outcome)).toEqual(['duplicate', 'valid', 'duplicate']);
    expect((await scan(t, owner.token, event.eventId, codes[1])).body.message.outcome).toBe('valid');
    // An hour ago: before the web check-in just made.
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const earlier = await sync(t, owner.token, event.eventId, 'East', [scanOf(keys[1] as string, anHourAgo)]);
    expect(earlier.body.message.data.results[0]).toMatchObject({
      outcome: 'valid',
      checked_in_at: anHourAgo,
      device: 'East',
    });
    const web = (await logOf(t, owner.token, event.eventId, '?device=Web')).body.message.data;
    expect(web).toMatchObject([{ device: 'Web', kind: 'scan', outcome: 'duplicate', number: 2 }]);
  });

  it('answers refunded or cancelled for a code voided between download and scan, and checks nothing in', async () => {
    const { t, owner, event, order, keys } = await downloaded(1);
    const other = await paidCardOrder(app(), event, 1);
    const otherKey = keyOf(
      (await doorList(t, owner.token, event.eventId)).body.message.hash_key,
      (await codesOf(t, other.token, other.reference))[0] as string,
    );
    expect((await refund(app(), order.reference, {})).status).toBe(200);
    expect((await cancel(app(), other.reference, { refund: false })).status).toBe(200);
    const answer = await sync(t, owner.token, event.eventId, 'North gate', [
      scanOf(keys[0] as string, T0),
      scanOf(otherKey, T0),
    ]);
    expect(answer.body.message.data.results).toMatchObject([
      { outcome: 'refunded', checked_in_at: null, device: null },
      { outcome: 'cancelled', checked_in_at: null, device: null },
    ]);
    expect(answer.body.message.data.counts).toMatchObject({ checked_in: 0, total: 0 });
  });

  it('refuses bad batches with 400 and writes nothing, and gives another organisation 404', async () => {
    const { t, owner, event, keys } = await downloaded(1);
    const good = scanOf(keys[0] as string, T0);
    const bad: [string, object][] = [
      ['Name this device, for example North gate', { device: ' ', scans: [good] }],
      ['Each scan needs an id (a UUID made on the device)', { device: 'N', scans: [{ ...good, id: 'x' }] }],
      ['Each scan needs the key of what was scanned', { device: 'N', scans: [{ ...good, key: 'zz' }] }],
      [
        'Each scan needs the time it was made, with its offset',
        { device: 'N', scans: [{ ...good, at: '2026-12-01 18:00' }] },
      ],
      ['Each scan id may appear once in a batch', { device: 'N', scans: [good, good] }],
      [
        `Scan ${good.id} was made at 1970-01-01T00:00:00Z: check the device's date and time`,
        { device: 'N', scans: [{ ...good, at: '1970-01-01T00:00:00Z' }] },
      ],
      [
        `Scan ${good.id} was made at +275760-01-01T00:00:00Z: check the device's date and time`,
        { device: 'N', scans: [{ ...good, at: '+275760-01-01T00:00:00Z' }] },
      ],
    ];
    for (const [message, payload] of bad) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/event/${event.eventId}/checkin/sync`,
        payload,
        headers: { auth: owner.token },
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().status_description).toBe(message);
    }
    const rival = await createOrganizer(t);
    expect((await sync(t, rival.token, event.eventId, 'N', [good])).status).toBe(404);
    expect((await logOf(t, owner.token, event.eventId)).body.message.total).toBe(0);
    expect(
      (await sync(t, owner.token, event.eventId, 'N', [good])).body.message.data.results[0].outcome,
    ).toBe('valid');
  });
});
