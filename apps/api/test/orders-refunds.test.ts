import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, simulatedPaymentIntents } from '../src/db/schema/index';
import { createOrganizer, createTeammate } from './check-in-kit';
import {
  bookingOf,
  heldOrder,
  ledgerOf,
  ledgerTotals,
  mailsAbout,
  newEvent,
  paidCardOrder,
  refund,
  seatsOf,
  ticketsOf,
  timelineOf,
  useOrdersApp,
} from './orders-money-kit';
import { cardProvider } from './support/test-app';
import { databaseKinds } from './support/test-database';

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

// Issue 14: an organizer refunds an order by the simulated card, in full or in part.
describe.each(databaseKinds)('refunding an order by card (the simulator) on %s', (kind) => {
  const app = useOrdersApp(kind);

  it('refunds in full: the order reads refunded, tickets void, seats back, the buyer is mailed once', async () => {
    const event = await newEvent(app());
    const order = await paidCardOrder(app(), event, 2);
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 2, held: 0 });

    const refunded = await refund(app(), order.reference, { reason: 'Cannot come' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.message).toMatchObject({
      booking_id: order.reference,
      status: 'refunded',
      total: 50,
      refunded: 50,
      refundable: 0,
      refund_due: 0,
    });
    expect(refunded.body.message.admissions.every((admission: { valid: boolean }) => !admission.valid)).toBe(
      true,
    );
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 0, held: 0 });
    const booking = await bookingOf(app(), order.reference);
    expect(booking).toMatchObject({
      status: BOOKING_STATUS.refunded,
      refundedMinor: 5000,
      refundDueMinor: 0,
    });
    expect(booking.voidedAt).not.toBeNull();
    expect((await ticketsOf(app(), order.reference)).every((ticket) => ticket.voidedAt !== null)).toBe(true);
    const [row] = await ledgerOf(app(), order.reference);
    expect(row).toMatchObject({ amountMinor: 5000, status: 'succeeded', isFull: true, origin: 'organizer' });
    expect(row?.providerRefundId).toMatch(/^sim_re_/);
    const [intent] = await app()
      .t.db.select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentIdOf(order.clientSecret)));
    expect(intent?.refundedMinor).toBe(5000);
    const kinds = (await timelineOf(app(), order.reference)).map((entry) => [entry.kind, entry.actor]);
    expect(kinds).toEqual([
      ['refund_requested', 'Achieng Odhiambo'],
      ['refunded', 'Achieng Odhiambo'],
    ]);
    const refundMails = (await mailsAbout(app(), order.reference)).filter((mail) =>
      mail.key?.includes('refund'),
    );
    expect(refundMails.map((mail) => mail.key)).toEqual([`booking-refunded:${booking.id}`]);

    // Twice: nothing is left, nothing moves again.
    const again = await refund(app(), order.reference, {});
    expect(again.status).toBe(409);
    expect(again.body.status_description).toBe('This order is not paid');
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 0, held: 0 });
    expect(await ledgerOf(app(), order.reference)).toHaveLength(1);
  });

  it('refunds in part: the tickets keep admitting, partial refunds add up and never exceed what was paid', async () => {
    const event = await newEvent(app());
    const order = await paidCardOrder(app(), event, 2);

    const part = await refund(app(), order.reference, { amount: 12.5, reason: 'Seat moved' });
    expect(part.status).toBe(200);
    expect(part.body.message).toMatchObject({
      status: 'partially_refunded',
      refunded: 12.5,
      refundable: 37.5,
    });
    expect(part.body.message.admissions.every((admission: { valid: boolean }) => admission.valid)).toBe(true);
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 2, held: 0 });

    const tooMuch = await refund(app(), order.reference, { amount: 40 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.status_description).toBe('Only $37.50 can still be refunded');

    const rest = await refund(app(), order.reference, { amount: 37.5 });
    expect(rest.status).toBe(200);
    expect(rest.body.message).toMatchObject({ status: 'refunded', refunded: 50, refundable: 0 });
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 0, held: 0 });
    const rows = await ledgerOf(app(), order.reference);
    expect(rows.map((row) => [row.amountMinor, row.status, row.isFull])).toEqual([
      [1250, 'succeeded', false],
      [3750, 'succeeded', true],
    ]);
    const booking = await bookingOf(app(), order.reference);
    expect(await ledgerTotals(app(), order.reference)).toEqual({ refunded: 5000, due: 0, pending: 0 });
    expect(booking.refundedMinor).toBe(5000);
    const keys = (await mailsAbout(app(), order.reference)).map((mail) => mail.key);
    expect(keys).toContain(`refund:${rows[0]?.id}`);
    expect(keys).toContain(`booking-refunded:${booking.id}`);
  });

  it('refuses bad amounts with a 400 and an unpaid order with a 409, changing nothing', async () => {
    const event = await newEvent(app());
    const order = await paidCardOrder(app(), event, 1);
    for (const [amount, message] of [
      [0.001, 'Amount has more decimals than USD allows'],
      [-5, 'Amount must be more than 0'],
      [0, 'Amount must be more than 0'],
      ['ten', 'Amount must be a number'],
    ] as const) {
      const refused = await refund(app(), order.reference, { amount });
      expect(refused.status).toBe(400);
      expect(refused.body.status_description).toContain(message);
    }
    const tooLong = await refund(app(), order.reference, { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    const held = await heldOrder(app(), event);
    const unpaid = await refund(app(), held.reference, {});
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.status_description).toBe('This order is not paid');
    expect(await ledgerOf(app(), order.reference)).toEqual([]);
    expect((await bookingOf(app(), order.reference)).status).toBe(BOOKING_STATUS.paid);
  });

  it('a KES order refunds whole shillings and cents but no finer', async () => {
    const event = await newEvent(app(), { currency: 'KES', priceMinor: 150_000 });
    const order = await paidCardOrder(app(), event, 1);
    const refused = await refund(app(), order.reference, { amount: 10.005 });
    expect(refused.status).toBe(400);
    expect(refused.body.status_description).toBe('Amount has more decimals than KES allows');
    const part = await refund(app(), order.reference, { amount: 500 });
    expect(part.status).toBe(200);
    expect(part.body.message).toMatchObject({ refunded: 500, refundable: 1000 });
    const tooMuch = await refund(app(), order.reference, { amount: 1040 });
    expect(tooMuch.body.status_description).toBe('Only KES 1,000 can still be refunded');
  });

  it("a provider's refusal leaves the order as it was and says why; a later try may succeed", async () => {
    const event = await newEvent(app());
    const order = await paidCardOrder(app(), event, 2);
    const intentId = intentIdOf(order.clientSecret);
    // The simulator's payment is no longer one it can refund.
    await app()
      .t.db.update(simulatedPaymentIntents)
      .set({ status: 'canceled' })
      .where(eq(simulatedPaymentIntents.id, intentId));
    const failed = await refund(app(), order.reference, {});
    expect(failed.status).toBe(409);
    expect(failed.body.status_description).toBe('Only a succeeded payment can be refunded');
    const booking = await bookingOf(app(), order.reference);
    expect(booking).toMatchObject({ status: BOOKING_STATUS.paid, refundedMinor: 0, voidedAt: null });
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 2, held: 0 });
    const [row] = await ledgerOf(app(), order.reference);
    expect(row).toMatchObject({ status: 'failed', failure: 'Only a succeeded payment can be refunded' });
    expect((await timelineOf(app(), order.reference)).map((entry) => entry.kind)).toEqual([
      'refund_requested',
      'refund_failed',
    ]);

    await app()
      .t.db.update(simulatedPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(simulatedPaymentIntents.id, intentId));
    const retried = await refund(app(), order.reference, {});
    expect(retried.status).toBe(200);
    expect(retried.body.message.status).toBe('refunded');
    expect(await cardProvider(app().t).refundedAmount(intentId)).toBe(5000);
  });

  it("answers 404 for an unknown order and another organisation's; a teammate 403 until allowed", async () => {
    const event = await newEvent(app());
    const order = await paidCardOrder(app(), event, 1);
    expect((await refund(app(), 'NOSUCHREF', {})).status).toBe(404);
    const stranger = await createOrganizer(app().t);
    const foreign = await refund(app(), order.reference, {}, stranger.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.status_description).toBe('Order not found');

    const teammate = await createTeammate(app().t, app().owner.organizationId, ['Otieno', 'Kamau']);
    const forbidden = await refund(app(), order.reference, { amount: 5 }, teammate);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.status_description).toContain('Only the organisation owner can refund');
    expect(await ledgerOf(app(), order.reference)).toEqual([]);

    await app()
      .t.db.update(organizations)
      .set({ membersCanRefund: true })
      .where(eq(organizations.id, app().owner.organizationId));
    const allowed = await refund(app(), order.reference, { amount: 5 }, teammate);
    expect(allowed.status).toBe(200);
    expect(allowed.body.message.can_refund).toBe(true);
    const last = (await timelineOf(app(), order.reference)).at(-1);
    expect(last).toMatchObject({ kind: 'refunded', actor: 'Otieno Kamau' });
  });
});
