import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/index';
import { codesOf, createOrganizer, get, parseCsv } from './check-in-kit';
import { doorList, keyOf, logOf, scanOf, sync } from './door-kit';
import { newEvent, paidCardOrder, useOrdersApp } from './orders-money-kit';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('the check-in log on %s', (kind) => {
  const app = useOrdersApp(kind);

  /** Three admissions scanned at two devices, in Nairobi (UTC+3): North twice, a formula-like name once. */
  async function scanned() {
    const { t, owner } = app();
    const event = await newEvent(app());
    await t.db.update(events).set({ timeZone: 'Africa/Nairobi' }).where(eq(events.id, event.eventId));
    const order = await paidCardOrder(app(), event, 3);
    const codes = await codesOf(t, order.token, order.reference);
    const hashKey = (await doorList(t, owner.token, event.eventId)).body.message.hash_key;
    const [k1, k2, k3] = codes.map((code) => keyOf(hashKey, code)) as [string, string, string];
    await sync(t, owner.token, event.eventId, 'North gate', [
      scanOf(k1, '2026-12-01T15:00:00Z'),
      scanOf(k2, '2026-12-01T15:05:00Z', true),
    ]);
    await sync(t, owner.token, event.eventId, '=HYPERLINK("http://x")', [scanOf(k3, '2026-12-01T15:10:00Z')]);
    return { t, owner, event, reference: order.reference };
  }

  it('pages the log newest first and filters it by device', async () => {
    const { t, owner, event, reference } = await scanned();
    const page1 = (await logOf(t, owner.token, event.eventId, '?limit=2')).body.message;
    expect(page1.total).toBe(3);
    expect(page1.devices).toEqual(['=HYPERLINK("http://x")', 'North gate']);
    expect(page1.data.map((entry: { at: string }) => entry.at)).toEqual([
      '2026-12-01T15:10:00.000Z',
      '2026-12-01T15:05:00.000Z',
    ]);
    expect(page1.data[1]).toMatchObject({
      device: 'North gate',
      kind: 'manual',
      outcome: 'valid',
      booking_id: reference,
      number: 2,
      name: 'Regular',
      holder_name: '',
    });
    const page2 = (await logOf(t, owner.token, event.eventId, '?limit=2&page=2')).body.message;
    expect(page2.data.map((entry: { number: number }) => entry.number)).toEqual([1]);
    const north = (await logOf(t, owner.token, event.eventId, '?device=North%20gate')).body.message;
    expect(north.total).toBe(2);
    expect(north.data.every((entry: { device: string }) => entry.device === 'North gate')).toBe(true);
    expect((await logOf(t, owner.token, event.eventId, '?limit=501')).status).toBe(400);
    expect((await logOf(t, owner.token, event.eventId, '?page=0')).status).toBe(400);
  });

  it('exports the log as formula-safe CSV with times in the event zone, filterable by device', async () => {
    const { t, owner, event, reference } = await scanned();
    const response = await get(t, owner.token, `/api/v1/event/${event.eventId}/checkin/log.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="check-in-log-.+\.csv"$/);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
      'Time (Africa/Nairobi)',
      'Device',
      'Person',
      'Booking',
      'Admission',
      'Ticket type',
      'Holder',
      'Outcome',
      'How',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[3], row[4], row[7], row[8]])).toEqual([
      ['2026-12-01 18:00', 'North gate', reference, '1', 'Checked in', 'Scanned'],
      ['2026-12-01 18:05', 'North gate', reference, '2', 'Checked in', 'Manual'],
      ['2026-12-01 18:10', `'=HYPERLINK("http://x")`, reference, '3', 'Checked in', 'Scanned'],
    ]);
    const north = parseCsv(
      (await get(t, owner.token, `/api/v1/event/${event.eventId}/checkin/log.csv?device=North%20gate`)).body,
    );
    expect(north).toHaveLength(3);
    const rival = await createOrganizer(t);
    expect((await get(t, rival.token, `/api/v1/event/${event.eventId}/checkin/log.csv`)).statusCode).toBe(
      404,
    );
    expect((await logOf(t, rival.token, event.eventId)).status).toBe(404);
  });
});
