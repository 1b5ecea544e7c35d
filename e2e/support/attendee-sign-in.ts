import { listEvents, ok, payBySimulatedCard } from './api';
import { type APIRequestContext, expect } from './test';

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
    expect(await payBySimulatedCard(request, booked.message.data.client_secret)).toBe('succeeded');
    return { bookingId: booked.message.data.booking_id, title: details.message.title };
  }
  throw new Error('no listed event has a priced ticket on sale');
}
