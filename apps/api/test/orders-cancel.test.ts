import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatedPaymentIntents } from '../src/db/schema/index';
import { createOrganizer } from './check-in-kit';
import {
  bookingOf,
  cancel,
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
import { retrieve } from './support/bookings';
import { databaseKinds } from './support/test-database';

const intentOf = async (app: ReturnType<ReturnType<typeof useOrdersApp>>, clientSecret: string) => {
  const [row] = await app.t.db
    .select()
    .from(simulatedPaymentIntents)
    .where(eq(simulatedPaymentIntents.id, clientSecret.split('_secret_')[0] ?? ''));
  return row;
};

// Issue 14: an organizer cancels an order: a hold, a paid order with or without its money back.
describe.each(databaseKinds)('cancelling an order on %s', (kind) => {
  const app = useOrdersApp(kind, {}, { paymentMethods: ['card', 'mpesa'] });

  it('ends a hold: seats released once, its payment cancelled; a late payment for it goes back', async () => {
    const event = await newEvent(app());
    const held = await heldOrder(app(), event, 3);
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 0, held: 3 });

    const cancelled = await cancel(app(), held.reference, { reason: 'Duplicate order' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatchObject({ status: 'cancelled', refunded: 0, hold_expires_at: null });
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 0, held: 0 });
    const booking = await bookingOf(app(), held.reference);
    expect(booking.status).toBe(BOOKING_STATUS.cancelled);
    expect(booking.voidedAt).not.toBeNull();
    expect((await intentOf(app(), held.clientSecret))?.status).toBe('canceled');
    expect(await timelineOf(app(), held.reference)).toMatchObject([
      { kind: 'cancelled', actor: 'Achieng Odhiambo', detail: 'Hold cancelled: Duplicate order' },
    ]);
    expect((await mailsAbout(app(), held.reference)).map((mail) => mail.key)).toEqual([
      `booking-cancelled:${booking.id}`,
    ]);

    // Twice: nothing changes.
    const again = await cancel(app(), held.reference, {});
    expect(again.status).toBe(200);
    expect(again.body.status_description).toBe('The order had already ended');
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 0, held: 0 });
    expect(await timelineOf(app(), held.reference)).toHaveLength(1);

    // The buyer's money arrives anyway (the provider had taken it): it is not sold, it goes back.
    await app()
      .t.db.update(simulatedPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(simulatedPaymentIntents.id, held.clientSecret.split('_secret_')[0] ?? ''));
    const late = await retrieve(app().t, held.clientSecret, held.token);
    expect(late.body.message.data.status).toBe(BOOKING_STATUS.refunded);
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 0, held: 0 });
    expect(await ticketsOf(app(), held.reference)).toEqual([]);
    expect((await intentOf(app(), held.clientSecret))?.refundedMinor).toBe(7500);
    expect(await bookingOf(app(), held.reference)).toMatchObject({ refundedMinor: 7500, refundDueMinor: 0 });
    expect(await ledgerOf(app(), held.reference)).toMatchObject([
      { amountMinor: 7500, status: 'succeeded', origin: 'system', isFull: true },
    ]);
  });

  it('cancels a paid order with its money back in full: cancelled, tickets void, seats back, one mail', async () => {
    const event = await newEvent(app());
    const order = await paidCardOrder(app(), event, 2);
    await refund(app(), order.reference, { amount: 5 });

    const cancelled = await cancel(app(), order.reference, { reason: 'Venue too small' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatchObject({ status: 'cancelled', refunded: 50, refundable: 0 });
    const booking = await bookingOf(app(), order.reference);
    expect(booking).toMatchObject({ status: BOOKING_STATUS.cancelled, refundedMinor: 5000 });
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 0, held: 0 });
    expect((await ticketsOf(app(), order.reference)).every((ticket) => ticket.voidedAt !== null)).toBe(true);
    expect(
      (await ledgerOf(app(), order.reference)).map((row) => [row.amountMinor, row.status, row.isFull]),
    ).toEqual([
      [500, 'succeeded', false],
      [4500, 'succeeded', true],
    ]);
    expect((await timelineOf(app(), order.reference)).map((entry) => entry.kind)).toEqual([
      'refund_requested',
      'refunded',
      'refund_requested',
      'cancelled',
      'refunded',
    ]);
    const keys = (await mailsAbout(app(), order.reference)).map((mail) => mail.key);
    expect(keys.filter((key) => key?.startsWith('booking-'))).toEqual([
      `booking-confirmation:${booking.id}`,
      `booking-cancelled:${booking.id}`,
    ]);
    const mail = (await mailsAbout(app(), order.reference)).find(
      (row) => row.key === `booking-cancelled:${booking.id}`,
    );
    expect(mail?.text).toContain('$45.00 has been refunded');

    const again = await cancel(app(), order.reference, {});
    expect(again.body.message.status).toBe('cancelled');
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 0, held: 0 });
    expect(await ledgerOf(app(), order.reference)).toHaveLength(2);
  });

  it('cancels a paid order without a refund (complimentary): no money moves, the seats return', async () => {
    const event = await newEvent(app());
    const order = await paidCardOrder(app(), event, 2);
    const cancelled = await cancel(app(), order.reference, { refund: false });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatchObject({ status: 'cancelled', refunded: 0, refundable: 0 });
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 0, held: 0 });
    expect(await ledgerOf(app(), order.reference)).toEqual([]);
    expect((await intentOf(app(), order.clientSecret))?.refundedMinor).toBe(0);
    expect((await timelineOf(app(), order.reference))[0]?.detail).toBe('Cancelled without a refund');
    expect((await refund(app(), order.reference, {})).status).toBe(409);
  });

  it('cancels a paid M-Pesa order: its money is owed by hand, the order reads refund due', async () => {
    const event = await newEvent(app(), { currency: 'KES', priceMinor: 150_000 });
    const held = await heldOrder(app(), event, 1, 'mpesa');
    await app().t.app.inject({
      method: 'POST',
      url: '/api/v1/simulated-payments/mpesa/answer',
      headers: { auth: held.token },
      payload: { client_secret: held.clientSecret, action: 'accept' },
    });
    const cancelled = await cancel(app(), held.reference, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatchObject({ status: 'refund_due', refund_due: 1500 });
    const booking = await bookingOf(app(), held.reference);
    expect(booking).toMatchObject({ status: BOOKING_STATUS.cancelled, refundDueMinor: 150_000 });
    expect(await ledgerTotals(app(), held.reference)).toEqual({ refunded: 0, due: 150_000, pending: 0 });
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 0, held: 0 });
    const mail = (await mailsAbout(app(), held.reference)).find(
      (row) => row.key === `booking-cancelled:${booking.id}`,
    );
    expect(mail?.text).toContain('KES 1,500 will be sent back to your M-Pesa number');
  });

  it("answers 404 for another organisation's order and 400 for a bad body", async () => {
    const event = await newEvent(app());
    const held = await heldOrder(app(), event, 1);
    const stranger = await createOrganizer(app().t);
    expect((await cancel(app(), held.reference, {}, stranger.token)).status).toBe(404);
    expect((await cancel(app(), held.reference, { refund: 'maybe' })).status).toBe(400);
    expect((await bookingOf(app(), held.reference)).status).toBe(BOOKING_STATUS.pending);
  });
});
