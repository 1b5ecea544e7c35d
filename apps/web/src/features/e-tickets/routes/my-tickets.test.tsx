import { screen, within } from '@testing-library/react';
import type { ETicket } from '@tiketi/contract/e-tickets';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';

const attendee = { tokenKey: 'attendee-token', accountType: 'user', authenticated: true } as const;

function eTicket(
  title: string,
  booking: Pick<ETicket['booking'], 'booking_id' | 'payment_method' | 'payment_reference'>,
): ETicket {
  const link = `/api/v1/tickets/${booking.booking_id}`;
  return {
    code_link: `${link}/qr/1.png?exp=1&sig=x`,
    link: `${link}/e-ticket.pdf?exp=1&sig=x`,
    event_id: 7,
    title,
    start_time: '2031-05-01T18:00:00.000Z',
    end_time: '2031-05-01T22:00:00.000Z',
    time_zone: 'UTC',
    location: 'Arboretum, Nairobi',
    short_description: 'Three bands, one stage.',
    buyer_name: 'Amina Njeri',
    paid_at: '2031-04-01T10:00:00.000Z',
    booking: {
      ...booking,
      currency: 'KES',
      price: 1500,
      subtotal: 1500,
      discount: 0,
      promo_code: null,
      fee: 0,
      tax: 0,
      tax_name: null,
      tax_rate: null,
      tax_mode: null,
      tickets: [{ name: 'Regular', no_of_persons: 1, price_per_ticket: 1500, quantity: 1 }],
    },
    names_editable_until: null,
    admissions: [
      {
        number: 1,
        code: 'A'.repeat(43),
        code_link: `${link}/qr/1.png?exp=1&sig=x`,
        name: 'Regular',
        no_of_persons: 1,
        checked_in_at: null,
        holder_name: '',
      },
    ],
    links_expire_at: '2031-05-02T00:00:00.000Z',
  };
}

/** Opens the e-tickets page on these tickets and returns each card by its event title. */
async function openTickets(tickets: ETicket[]) {
  server.use(http.get(`${API}/v1/tickets/view`, () => envelope({ data: tickets, total: tickets.length })));
  renderRoute('/account/tickets', attendee);
  await screen.findByRole('heading', { level: 2, name: tickets[0]?.title });
  return (title: string) => within(screen.getByRole('article', { name: title }));
}

/** The value a card's fact list gives for a label (its <dt>), or null when it has no such fact. */
function factOf(card: ReturnType<typeof within>, label: string): string | null {
  const term = card.queryByText(label, { selector: 'dt' });
  if (!term) return null;
  const value = term.nextElementSibling;
  expect(value?.tagName).toBe('DD');
  return value?.textContent ?? null;
}

describe('the e-tickets page', () => {
  it('shows the payment method and its reference under the label of that method', async () => {
    const cardOf = await openTickets([
      eTicket('Lakeside Jazz', {
        booking_id: 'TK-MPESA00001',
        payment_method: 'mpesa',
        payment_reference: 'SGR7ABC123',
      }),
      eTicket('Poetry Night', {
        booking_id: 'TK-PAYPAL0001',
        payment_method: 'paypal',
        payment_reference: '3C679366HH908993F',
      }),
      eTicket('Book Fair', {
        booking_id: 'TK-CARD000001',
        payment_method: 'card',
        payment_reference: 'pi_3Abc',
      }),
    ]);

    const mpesa = cardOf('Lakeside Jazz');
    expect(factOf(mpesa, 'Payment method')).toBe('M-Pesa');
    expect(factOf(mpesa, 'Booking id')).toBe('TK-MPESA00001');
    expect(factOf(mpesa, 'M-Pesa receipt')).toBe('SGR7ABC123');

    const paypal = cardOf('Poetry Night');
    expect(factOf(paypal, 'Payment method')).toBe('PayPal');
    expect(factOf(paypal, 'PayPal transaction')).toBe('3C679366HH908993F');
    expect(factOf(paypal, 'M-Pesa receipt')).toBeNull();

    const card = cardOf('Book Fair');
    expect(factOf(card, 'Payment method')).toBe('Card');
    expect(factOf(card, 'Card payment')).toBe('pi_3Abc');
  });

  it('shows no reference for a free booking, nor for one paid before references were kept', async () => {
    const cardOf = await openTickets([
      eTicket('Open Day', { booking_id: 'TK-FREE000001', payment_method: 'free', payment_reference: null }),
      eTicket('Old Gala', { booking_id: 'TK-OLD0000001', payment_method: 'mpesa', payment_reference: null }),
    ]);

    const free = cardOf('Open Day');
    expect(factOf(free, 'Payment method')).toBe('Free ticket');
    const old = cardOf('Old Gala');
    expect(factOf(old, 'Payment method')).toBe('M-Pesa');
    for (const label of ['M-Pesa receipt', 'PayPal transaction', 'Card payment']) {
      expect(factOf(free, label)).toBeNull();
      expect(factOf(old, label)).toBeNull();
    }
  });
});
