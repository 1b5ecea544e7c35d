import { listEvents } from './api';
import { type APIRequestContext, expect } from './test';

export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function ok<T>(response: import('@playwright/test').APIResponse, label: string): Promise<T> {
  if (!response.ok()) throw new Error(`${label}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface EventTicket {
  id: number;
  status: number;
  price_per_ticket: number;
}

/** Books one priced ticket of a listed event as a guest with `email` and pays with the test card. */
export async function bookAndPayAsGuest(request: APIRequestContext, email: string) {
  const { data } = await listEvents(request, { limit: 12 });
  for (const event of data) {
    const details = await ok<{ message: { title: string; tickets: EventTicket[] } }>(
      await request.get(`/api/v1/event/details/${event.id}`),
      'details',
    );
    const ticket = details.message.tickets.find((t) => t.status === 1 && t.price_per_ticket > 0);
    if (!ticket) continue;
    const booked = await ok<{ message: { data: { client_secret: string; booking_id: string } } }>(
      await request.post('/api/v1/event/book', {
        data: {
          event_id: event.id,
          tickets: [{ id: ticket.id, qty: 1 }],
          payment_method: 'card',
          details: { full_name: 'Wanjiku Njoroge', msisdn: '+254722000111', email_address: email },
        },
      }),
      'book',
    );
    const paid = await ok<{ message: { status: string } }>(
      await request.post('/api/v1/simulated-payments/confirm', {
        data: {
          client_secret: booked.message.data.client_secret,
          card_number: '4242 4242 4242 4242',
          exp_month: 12,
          exp_year: new Date().getFullYear() + 3,
          cvc: '123',
        },
      }),
      'pay',
    );
    expect(paid.message.status).toBe('succeeded');
    return { bookingId: booked.message.data.booking_id, title: details.message.title };
  }
  throw new Error('no listed event has a priced ticket on sale');
}
