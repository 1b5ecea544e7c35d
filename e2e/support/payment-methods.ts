import { stamp } from './api';
import { createVerifiedHost, firstCategory, makePng } from './organizer-events';
import { type APIRequestContext, expect, type Page } from './test';

// The M-Pesa and PayPal journeys' own events (made through the API, priced in the currency each
// method takes) and the steps of the payment screen they share.

export interface PaidEvent {
  id: number;
  slug: string;
  title: string;
  ticketName: string;
}

/** A published event of its own with one paid ticket type in `currency`. */
export async function createPaidEvent(
  request: APIRequestContext,
  currency: 'KES' | 'USD',
  price: number,
): Promise<PaidEvent> {
  const host = await createVerifiedHost(request, currency === 'KES' ? 'Achieng' : 'Jordan');
  const category = await firstCategory(request);
  const auth = { Auth: host.token };
  const title = `${currency === 'KES' ? 'Benga Night' : 'Jazz Brunch'} ${stamp()}`;
  const start = Date.now() + 3 * 86_400_000;
  const created = await request.post('/api/v1/event/register', {
    headers: auth,
    multipart: {
      title,
      short_description: 'An evening to pay for.',
      full_description: 'Two bands, one long night.',
      location: 'Kenya National Theatre, Nairobi',
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 7_200_000).toISOString(),
      category_id: String(category.id),
      currency,
      file: { name: 'poster.png', mimeType: 'image/png', buffer: makePng() },
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).message.data as number;
  const ticketName = 'Regular';
  const tickets = await request.post(`/api/v1/event/${id}/ticket/register`, {
    headers: auth,
    data: {
      eventId: id,
      tickets: [{ name: ticketName, price_per_ticket: price, no_of_persons: 1, max_tickets: 50 }],
    },
  });
  expect(tickets.status()).toBe(201);
  const published = await request.post(`/api/v1/event/${id}/status`, { headers: auth, data: { status: 1 } });
  expect(published.status()).toBe(200);
  const details = await (await request.get(`/api/v1/event/details/${id}`)).json();
  return { id, slug: details.message.slug as string, title, ticketName };
}

/** 'Check your phone' is waiting for the prompt to be answered. */
export async function expectPromptWaiting(page: Page) {
  await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
  await expect(page.getByText('Enter your M-Pesa PIN on your phone to pay.')).toBeVisible();
}

/** The simulated M-Pesa's test phone on the payment screen. */
export const testPhone = (page: Page) => page.getByRole('region', { name: 'Test phone — no real money' });
