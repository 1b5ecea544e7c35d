import { render, screen, within } from '@testing-library/react';
import type { ETicket } from '@tiketi/contract/e-tickets';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { asStored } from '@/lib/stored';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
import { OrderSummary } from '../components/order-summary';

/**
 * Issue 16 after the event page: the payment summary, the confirmation and the e-ticket show a
 * Lisbon event's times in Lisbon, with WEST, whatever zone the browser is in.
 */

// 18:00Z on 1 May 2027 is 19:00 WEST in Lisbon; 21:30Z is 22:30.
const times = {
  start_time: '2027-05-01T18:00:00.000Z',
  end_time: '2027-05-01T21:30:00.000Z',
  time_zone: 'Europe/Lisbon',
};
const line = { id: 1, name: 'Regular', no_of_persons: 1, qty: 2, price: 20, subtotal: 40 };
const noLines = {
  subtotal: 40,
  discount: 0,
  promo_code: null,
  fee: 0,
  tax: 0,
  tax_name: null,
  tax_rate: null,
  tax_mode: null,
};

describe("a Lisbon event's times after its page", { timeout: 20_000 }, () => {
  it('shows the start in Lisbon time on the payment screen’s order summary', () => {
    const summary = { title: 'Fado Night', ...times, location: 'Alfama, Lisbon', lines: [line], total: 40 };
    render(<OrderSummary summary={summary} currency="USD" figures={{ ...noLines, total: 40 }} />);
    expect(screen.getByText('Sat, 1 May 2027 · 7:00pm WEST')).toBeInTheDocument();
  });

  it('shows the date and hours in Lisbon time on the confirmation of a free booking', async () => {
    const created = {
      booking_id: 'TK-FREEFREE01',
      client_secret: null,
      status: 2,
      currency: 'USD',
      total_price: 0,
      expires_at: '2027-04-01T10:15:00.000Z',
      provider: 'none',
      payment_method: 'free',
      msisdn: null,
      approval_url: null,
      publishable_key: null,
      ...noLines,
      subtotal: 0,
    };
    const summary = { title: 'Fado Night', ...times, location: 'Alfama, Lisbon', lines: [line], total: 0 };
    renderRoute('/payment/success?booking=TK-FREEFREE01&free=1', {
      guestToken: 'guest-token',
      dump: asStored({ created, summary }),
    });
    const card = within(await screen.findByRole('region', { name: 'Fado Night' }));
    expect(card.getByText('Saturday, 1 May 2027')).toBeInTheDocument();
    expect(card.getByText('7:00pm – 10:30pm WEST')).toBeInTheDocument();
  });

  it('shows the date and hour in Lisbon time on the e-ticket', async () => {
    const link = '/api/v1/tickets/TK-ABCDEFGHJK';
    const ticket: ETicket = {
      code_link: `${link}/qr/1.png?exp=1&sig=x`,
      link: `${link}/e-ticket.pdf?exp=1&sig=x`,
      event_id: 7,
      title: 'Fado Night',
      ...times,
      location: 'Alfama, Lisbon',
      short_description: 'Fado in the old town.',
      buyer_name: 'Amina Njeri',
      paid_at: '2027-04-01T10:00:00.000Z',
      booking: {
        booking_id: 'TK-ABCDEFGHJK',
        payment_method: 'card',
        payment_reference: 'sim_pi_Abc',
        currency: 'USD',
        price: 40,
        ...noLines,
        tickets: [{ name: 'Regular', no_of_persons: 1, price_per_ticket: 20, quantity: 2 }],
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
      links_expire_at: '2027-05-02T00:00:00.000Z',
    };
    server.use(http.get(`${API}/v1/tickets/view`, () => envelope({ data: [ticket], total: 1 })));
    renderRoute('/account/tickets', { tokenKey: 'attendee-token', accountType: 'user', authenticated: true });
    expect(await screen.findByText('Saturday, 1 May 2027')).toBeInTheDocument();
    expect(screen.getByText('Saturday 7:00pm WEST')).toBeInTheDocument();
  });
});
