import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingHolders, bookingItems, bookings, organizations } from '../src/db/schema/index';
import { createOrganizer, createTeammate } from './check-in-kit';
import { doorList, logOf, manual, search, undo } from './door-kit';
import { buyAndPay } from './e-tickets-kit';
import { newEvent, useOrdersApp } from './orders-money-kit';
import { defined } from './support/defined';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('the door by name, by hand, and undo on %s', (kind) => {
  const app = useOrdersApp(kind);

  /** An event with Wanjiru's order of two, the second held by Otieno Ouma. */
  async function withOrder() {
    const { t } = app();
    const event = await newEvent(app());
    const details = {
      full_name: 'Wanjiru Kamau',
      msisdn: '+254722333444',
      email_address: 'wanjiru@example.org',
    };
    const order = await buyAndPay(t, event.eventId, [{ id: event.typeId, qty: 2 }], { details });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.reference, order.reference));
    const id = defined(booking, 'booking').id;
    const [item] = await t.db.select().from(bookingItems).where(eq(bookingItems.bookingId, id));
    await t.db
      .insert(bookingHolders)
      .values({ bookingId: id, bookingItemId: defined(item, 'item').id, position: 2, name: 'Otieno Ouma' });
    return { event, reference: order.reference };
  }

  it('finds admissions by holder or buyer name, email, phone and reference, case-insensitively', async () => {
    const { t, owner } = app();
    const { event, reference } = await withOrder();
    const byHolder = (await search(t, owner.token, event.eventId, 'otieno')).body.message.data;
    expect(byHolder).toEqual([
      {
        booking_id: reference,
        number: 2,
        name: 'Regular',
        no_of_persons: 1,
        holder_name: 'Otieno Ouma',
        buyer_name: 'Wanjiru Kamau',
        buyer_phone: '+254722333444',
        buyer_email: 'wanjiru@example.org',
        state: 'valid',
        checked_in_at: null,
      },
    ]);
    for (const q of ['WANJIRU', 'wanjiru@example', '722333', reference.toLowerCase()]) {
      expect((await search(t, owner.token, event.eventId, q)).body.message.data, q).toHaveLength(2);
    }
    expect((await search(t, owner.token, event.eventId, '%_')).body.message.data).toEqual([]);
    expect((await search(t, owner.token, event.eventId, 'x')).status).toBe(400);
    expect((await search(t, (await createOrganizer(t)).token, event.eventId, 'wanjiru')).status).toBe(404);
  });

  it('checks one admission in by hand, logged as manual with who made it, and only once', async () => {
    const { t, owner } = app();
    const { event, reference } = await withOrder();
    const done = await manual(t, owner.token, event.eventId, {
      booking_id: reference,
      number: 2,
      device: 'Desk',
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toMatchObject({
      outcome: 'valid',
      booking_id: reference,
      ticket: { number: 2, of: 2, holder_name: 'Otieno Ouma' },
      counts: { checked_in: 1, total: 2 },
    });
    const again = await manual(t, owner.token, event.eventId, { booking_id: reference, number: 2 });
    expect(again.body.message.outcome).toBe('already_checked_in');
    // The code call may name its device too; an unknown code is logged, with no admission.
    const typed = await manual(t, owner.token, event.eventId, { code: 'not-a-code', device: 'Gate 2' });
    expect(typed.body.message.outcome).toBe('unknown');
    const log = (await logOf(t, owner.token, event.eventId)).body.message;
    expect(log.devices).toEqual(['Desk', 'Gate 2', 'Web']);
    expect(log.data[0]).toMatchObject({
      device: 'Gate 2',
      kind: 'scan',
      outcome: 'unknown',
      booking_id: null,
    });
    expect(log.data[2]).toMatchObject({
      device: 'Desk',
      kind: 'manual',
      outcome: 'valid',
      booking_id: reference,
      number: 2,
      holder_name: 'Otieno Ouma',
      by: expect.any(String),
    });
    const list = (await doorList(t, owner.token, event.eventId)).body.message.data;
    expect(list[1]).toMatchObject({ state: 'checked_in', holder_name: 'Otieno Ouma' });
    const missing = await manual(t, owner.token, event.eventId, { booking_id: reference, number: 3 });
    expect(missing.status).toBe(404);
    expect((await manual(t, owner.token, event.eventId, { booking_id: reference, number: 0 })).status).toBe(
      400,
    );
    expect((await manual(t, owner.token, event.eventId, { booking_id: reference })).status).toBe(400);
    const rival = await createOrganizer(t);
    expect((await manual(t, rival.token, event.eventId, { booking_id: reference, number: 1 })).status).toBe(
      404,
    );
  });

  it('undoes a check-in for the owner, or a teammate once allowed; the log keeps both entries', async () => {
    const { t, owner } = app();
    const { event, reference } = await withOrder();
    const teammate = await createTeammate(t, owner.organizationId, ['Baraka', 'Mwangi']);
    expect((await undo(t, owner.token, event.eventId, reference, 1)).status).toBe(409);
    await manual(t, teammate, event.eventId, { booking_id: reference, number: 1 });
    const refused = await undo(t, teammate, event.eventId, reference, 1);
    expect(refused.status).toBe(403);
    const undone = await undo(t, owner.token, event.eventId, reference, 1);
    expect(undone.status).toBe(200);
    expect(undone.body.message).toMatchObject({
      booking_id: reference,
      number: 1,
      counts: { checked_in: 0 },
    });
    expect((await undo(t, owner.token, event.eventId, reference, 1)).status).toBe(409);
    await t.db
      .update(organizations)
      .set({ membersCanRefund: true })
      .where(eq(organizations.id, owner.organizationId));
    await manual(t, owner.token, event.eventId, { booking_id: reference, number: 1 });
    expect((await undo(t, teammate, event.eventId, reference, 1)).status).toBe(200);
    const log = (await logOf(t, owner.token, event.eventId)).body.message.data;
    expect(
      log.map((entry: { kind: string; outcome: string; by: string }) => [
        entry.kind,
        entry.outcome,
        entry.by,
      ]),
    ).toEqual([
      ['undo', 'undone', 'Baraka Mwangi'],
      ['manual', 'valid', expect.any(String)],
      ['undo', 'undone', expect.any(String)],
      ['manual', 'valid', 'Baraka Mwangi'],
    ]);
    expect((await undo(t, owner.token, event.eventId, 'TK-NOPE', 1)).status).toBe(404);
    expect((await undo(t, (await createOrganizer(t)).token, event.eventId, reference, 1)).status).toBe(404);
  });
});
