import { screen, within } from '@testing-library/react';
import type { ETicket } from '@tiketi/contract/e-tickets';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { priceLineOf } from '@/testing/price-lines';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';

// Issue 15 on the e-tickets page: each booking's price lines from the server's fields.

const attendee = { tokenKey: 'attendee-token', accountType: 'user', authenticated: true } as const;

function eTicket(title: string, booking: Partial<ETicket['booking']>): ETicket {
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
    short_description: '',
    buyer_name: 'Amina Njeri',
    paid_at: '2031-04-01T10:00:00.000Z',
    booking: {
      booking_id: 'TK-CARD000001',
      payment_method: 'card',
      payment_reference: 'pi_3Abc',
      currency: 'USD',
      price: 20,
      tickets: [{ name: 'Regular', no_of_persons: 1, price_per_ticket: 20, quantity: 1 }],
      subtotal: 20,
      discount: 0,
      promo_code: null,
      fee: 0,
      tax: 0,
      tax_name: null,
      tax_rate: null,
      tax_mode: null,
      ...booking,
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

describe('the price lines of an e-ticket', () => {
  it('lists the discount, the fee, an included tax and the total the server charged', async () => {
    const priced = eTicket('Jazz on the Lawn', {
      booking_id: 'TK-PRICED0001',
      price: 46,
      tickets: [{ name: 'Regular', no_of_persons: 1, price_per_ticket: 25, quantity: 2 }],
      subtotal: 50,
      discount: 5,
      promo_code: 'SUMMER',
      fee: 1,
      tax: 6.34,
      tax_name: 'VAT',
      tax_rate: 16,
      tax_mode: 'included',
    });
    const plain = eTicket('Book Fair', { booking_id: 'TK-PLAIN00001' });
    server.use(http.get(`${API}/v1/tickets/view`, () => envelope({ data: [priced, plain], total: 2 })));
    renderRoute('/account/tickets', attendee);

    const card = await screen.findByRole('article', { name: 'Jazz on the Lawn' });
    const seats = within(card).getByRole('table', { name: 'Seats' });
    expect(within(seats).getByRole('rowheader', { name: 'Subtotal' })).toBeInTheDocument();
    expect(priceLineOf('Discount (SUMMER)', card)).toBe('−minus $5.00');
    expect(priceLineOf('Booking fee', card)).toBe('$1.00');
    expect(priceLineOf('VAT 16% (included)', card)).toBe('$6.34');
    expect(priceLineOf('TOTAL', card)).toBe('$46.00');

    // A booking without a discount, fee or tax keeps its one TOTAL row.
    const other = screen.getByRole('article', { name: 'Book Fair' });
    expect(within(other).getByRole('rowheader', { name: 'TOTAL' })).toBeInTheDocument();
    expect(priceLineOf('TOTAL', other)).toBeNull();
  });
});
