// The rules around an event's cancellation (issue 14): drafts refused once tickets are held, a
// cancelled event stays cancelled and stays in its organizer's lists, and who may cancel.
import {
  BOOKING_STATUS,
  EVENT_CANCELLED,
  EVENT_HAS_PAID_ORDERS,
  EVENT_STATUS,
} from '@tiketi/contract/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, refunds } from '../src/db/schema/index';
import { DRAFT_NOT_CANCELLED } from '../src/modules/orders/cancel-event';
import { REFUNDS_ARE_THE_OWNERS } from '../src/modules/orders/order-rights';
import { createOrganizer } from './check-in-kit';
import {
  bookingOf,
  call,
  cancellationJob,
  cancellationRow,
  createTeammate,
  freeOrder,
  mailsKeyed,
  newEvent,
  paidCardOrder,
  useEventOpsApp,
} from './events-ops-kit';
import { databaseKinds } from './support/test-database';

const MESSAGE = 'The venue flooded. We are so sorry.\nEvery ticket is refunded.';

describe.each(databaseKinds)('the rules around cancelling an event on %s', (kind) => {
  const app = useEventOpsApp(kind);
  const cancel = (eventId: number, token = app().owner.token, message = MESSAGE) =>
    call(app(), 'POST', `/api/v1/event/${eventId}/cancel`, token, { message });
  const progress = (eventId: number, token = app().owner.token) =>
    call(app(), 'GET', `/api/v1/event/${eventId}/cancellation`, token);

  it('keeps an event with ticket holders out of drafts, and a cancelled event cancelled; the organizer still sees it', async () => {
    const event = await newEvent(app());
    const status = (id: number, value: number) =>
      call(app(), 'POST', `/api/v1/event/${id}/status`, app().owner.token, { status: value });
    const empty = await newEvent(app());
    expect((await status(empty.id, EVENT_STATUS.draft)).status).toBe(200);

    await freeOrder(app(), event.id, event.free);
    const draft = await status(event.id, EVENT_STATUS.draft);
    expect(draft.status).toBe(409);
    expect(draft.body.status_description).toBe(EVENT_HAS_PAID_ORDERS);

    expect((await cancel(event.id)).status).toBe(202);
    for (const value of [EVENT_STATUS.draft, EVENT_STATUS.published]) {
      const changed = await status(event.id, value);
      expect(changed.status).toBe(409);
      expect(changed.body.status_description).toBe(EVENT_CANCELLED);
    }
    // A draft never on sale has nothing to cancel, and its page stays private.
    const draftCancel = await cancel(empty.id);
    expect(draftCancel.status).toBe(409);
    expect(draftCancel.body.status_description).toBe(DRAFT_NOT_CANCELLED);
    const draftPage = await app().t.app.inject({ method: 'GET', url: `/api/v1/event/details/${empty.id}` });
    expect(draftPage.statusCode).toBe(404);

    const own = await call(app(), 'GET', `/api/v1/client/event/${event.id}`, app().owner.token);
    expect(own.body.message).toMatchObject({ id: event.id, status: EVENT_STATUS.cancelled });
    const list = await call(app(), 'GET', '/api/v1/client/event/view?status=3&limit=100', app().owner.token);
    expect((list.body.message.data.data as { id: number }[]).map((row) => row.id)).toContain(event.id);
  });

  it('is the owner’s unless teammates are allowed; another organisation’s event is not found', async () => {
    const event = await newEvent(app());
    const teammate = await createTeammate(app().t, app().owner.organizationId, ['Baraka', 'Mwangi']);
    const forbidden = await cancel(event.id, teammate);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.status_description).toBe(REFUNDS_ARE_THE_OWNERS);
    expect(
      (await bookingOf(app(), (await paidCardOrder(app(), event.id, event.regular)).reference)).status,
    ).toBe(BOOKING_STATUS.paid);

    const rival = await createOrganizer(app().t);
    const foreign = await cancel(event.id, rival.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.status_description).toBe('Event not found');
    expect((await progress(event.id, rival.token)).status).toBe(404);
    const notYet = await progress(event.id);
    expect(notYet.status).toBe(404);
    expect(notYet.body.status_description).toBe('This event is not cancelled');

    const blank = await cancel(event.id, app().owner.token, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.status_description).toBe('Write a message to ticket holders');
    expect((await cancel(event.id, app().owner.token, 'x'.repeat(5001))).status).toBe(400);

    await app()
      .t.db.update(organizations)
      .set({ membersCanRefund: true })
      .where(eq(organizations.id, app().owner.organizationId));
    expect((await cancel(event.id, teammate)).status).toBe(202);
  });

  it('cancelled twice at once and worked on by two instances at once: each order ends once', async () => {
    // The suite's earlier cancellations are worked through first, so the claims below are this one's.
    const drain = cancellationJob(app());
    await drain.runOnce();
    await drain.stop();
    const event = await newEvent(app());
    const orders = [
      await paidCardOrder(app(), event.id, event.regular),
      await paidCardOrder(app(), event.id, event.vip),
      await freeOrder(app(), event.id, event.free),
    ];
    const answers = await Promise.all([cancel(event.id), cancel(event.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 202]);
    const jobs = [cancellationJob(app()), cancellationJob(app())];
    try {
      const claimed = await Promise.all(jobs.map((job) => job.runOnce()));
      expect(claimed.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await Promise.all(jobs.map((job) => job.stop()));
    }
    expect(await cancellationRow(app(), event.id)).toMatchObject({ ordersTotal: 3, ordersDone: 3 });
    expect(await mailsKeyed(app(), `event-cancelled:${event.id}:`)).toHaveLength(3);
    for (const order of orders) {
      const row = await bookingOf(app(), order.reference);
      expect(row).toMatchObject({ status: BOOKING_STATUS.cancelled, refundedMinor: row.totalMinor });
      const ledger = await app().t.db.select().from(refunds).where(eq(refunds.bookingId, row.id));
      expect(ledger).toHaveLength(row.totalMinor > 0 ? 1 : 0);
    }
  });
});
