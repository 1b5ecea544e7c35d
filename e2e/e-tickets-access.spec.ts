import { ok } from './support/api';
import { defined } from './support/defined';
import { createHostedEvent, GUEST, holdSession, newPage } from './support/e-tickets';
import { expect, test } from './support/test';

// Who sees what: another organisation's door, and a guest who has not paid.
test.describe('e-tickets and check-in', () => {
  test('another organisation cannot open the door of this event', async ({ browser, request }) => {
    const door = await createHostedEvent(request);
    const rival = await createHostedEvent(request);
    const page = await newPage(browser);
    await holdSession(page, { token: rival.hostToken, accountType: 'organizer', name: 'Rival' });
    await page.goto(`/organizer/checkin/${door.eventId}`);
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  });

  test('a session with no paid bookings sees the empty state', async ({ browser, request }) => {
    const door = await createHostedEvent(request);
    const details = await ok<{ message: { tickets: { id: number }[] } }>(
      await request.get(`/api/v1/event/details/${door.eventId}`),
      'details',
    );
    // Seats held but never paid: no e-ticket.
    const booked = await request.post('/api/v1/event/book', {
      data: {
        event_id: door.eventId,
        tickets: [{ id: defined(details.message.tickets[0], 'details.message.tickets[0]').id, qty: 1 }],
        payment_method: 'card',
        details: GUEST,
      },
    });
    const page = await newPage(browser);
    await holdSession(page, {
      token: defined(booked.headers().auth, 'the guest session'),
      accountType: 'user',
      name: GUEST.full_name,
    });
    await page.goto('/account/tickets');
    await expect(page.getByRole('heading', { name: 'No e-tickets yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse events' })).toBeVisible();
  });
});
