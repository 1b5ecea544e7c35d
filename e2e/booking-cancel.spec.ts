import { listEvents } from './support/api';
import { bookOnDetailsPage, fillGuestDetails, openEvent } from './support/booking-screens';
import { defined } from './support/defined';
import { type APIRequestContext, expect, test } from './support/test';

interface EventDetail {
  id: number;
  title: string;
  slug: string;
  end_time: string;
  tickets: { id: number; name: string; status: number; price_per_ticket: number; available: number }[];
}

async function eventDetails(request: APIRequestContext, id: number): Promise<EventDetail> {
  const response = await request.get(`/api/v1/event/details/${id}`);
  if (!response.ok()) throw new Error(`event details answered ${response.status()}`);
  return (await response.json()).message as EventDetail;
}

/** An event with a paid ticket on sale, from the end of the list (booking.spec.ts takes from its start). */
async function paidEvent(request: APIRequestContext) {
  const { data } = await listEvents(request, { limit: 100 });
  const soon = Date.now() + 24 * 3_600_000;
  for (const summary of [...data].reverse()) {
    const event = await eventDetails(request, summary.id);
    const ticket = event.tickets.find((t) => t.status === 1 && t.available >= 2 && t.price_per_ticket > 0);
    if (ticket && new Date(event.end_time).getTime() > soon) return { event, ticket };
  }
  throw new Error('no event with a paid ticket on sale');
}

test("Cancel on 'Payment Method' gives the held seats back at once", async ({ page, request }) => {
  const { event, ticket } = await paidEvent(request);
  await openEvent(page, event);
  await bookOnDetailsPage(page, [{ ticket, qty: 2 }]);
  await fillGuestDetails(page, 'Changed Mind', 'changed.mind.e2e@example.com');
  await page.getByRole('radio', { name: 'Credit/Debit Card' }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  const available = async () =>
    defined(
      (await eventDetails(request, event.id)).tickets.find((t) => t.id === ticket.id),
      'the ticket type in the event details',
    ).available;
  await expect.poll(available).toBe(ticket.available - 2);

  const cancelled = page.waitForResponse((response) => response.url().endsWith('/api/v1/booking/cancel'));
  await page.getByRole('button', { name: 'Cancel' }).click();
  const response = await cancelled;
  expect(response.status()).toBe(200);
  expect((await response.json()).message.data.status).toBe(4);
  // Cancel still goes back one page.
  await expect(page).toHaveURL(new RegExp(`/details/${event.id}/`));
  await expect.poll(available).toBe(ticket.available);
});
