import { screen, within } from '@testing-library/react';
import type { ClosedETicket, ETicket } from '@tiketi/contract/e-tickets';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';

const attendee = { tokenKey: 'attendee-token', accountType: 'user', authenticated: true } as const;

const facts = (title: string, bookingId: string) => ({
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
    payment_method: 'mpesa' as const,
    payment_reference: 'SGR7ABC123',
    booking_id: bookingId,
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
});

function openTicket(title: string): ETicket {
  const link = '/api/v1/tickets/TK-OPEN0000001';
  return {
    ...facts(title, 'TK-OPEN0000001'),
    code_link: `${link}/qr/1.png?exp=1&sig=x`,
    link: `${link}/e-ticket.pdf?exp=1&sig=x`,
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
    order_status: 'paid',
  };
}

function closedTicket(
  title: string,
  bookingId: string,
  rest: Pick<ClosedETicket, 'order_status' | 'refunded' | 'refund_due'>,
): ClosedETicket {
  return { ...facts(title, bookingId), ...rest };
}

describe('refunded and cancelled orders on the e-tickets page', () => {
  it('read Refunded or Cancelled, with no QR and nothing to download', async () => {
    server.use(
      http.get(`${API}/v1/tickets/view`, () =>
        envelope({
          data: [openTicket('Lakeside Jazz')],
          total: 1,
          closed: [
            closedTicket('Poetry Night', 'TK-REFUND00001', {
              order_status: 'refunded',
              refunded: 1500,
              refund_due: 0,
            }),
            closedTicket('Book Fair', 'TK-CANCEL00001', {
              order_status: 'cancelled',
              refunded: 0,
              refund_due: 1500,
            }),
          ],
        }),
      ),
    );
    renderRoute('/account/tickets', attendee);
    await screen.findByRole('heading', { level: 2, name: 'Lakeside Jazz' });
    const cardOf = (title: string) => within(screen.getByRole('article', { name: title }));

    const open = cardOf('Lakeside Jazz');
    expect(open.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(open.getByRole('link', { name: /Download/ })).toBeInTheDocument();

    const refunded = cardOf('Poetry Night');
    expect(refunded.getAllByText('Refunded')).not.toHaveLength(0);
    expect(
      refunded.getByText(/refunded this order\. Its tickets no longer admit anyone/),
    ).toBeInTheDocument();
    expect(refunded.getByText(/KES\s1,500 refunded/)).toBeInTheDocument();
    expect(refunded.queryByRole('img')).not.toBeInTheDocument();
    expect(refunded.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(refunded.queryByText('A'.repeat(43))).not.toBeInTheDocument();

    const cancelled = cardOf('Book Fair');
    expect(cancelled.getAllByText('Cancelled')).not.toHaveLength(0);
    expect(cancelled.getByText(/KES\s1,500 to be sent back to you by M-Pesa/)).toBeInTheDocument();
    expect(cancelled.queryByRole('img')).not.toBeInTheDocument();
    expect(cancelled.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    await expectNoSeriousViolations();
  });

  it('lists only closed orders rather than saying there are no tickets', async () => {
    server.use(
      http.get(`${API}/v1/tickets/view`, () =>
        envelope({
          data: [],
          total: 0,
          closed: [
            closedTicket('Poetry Night', 'TK-REFUND00001', {
              order_status: 'refunded',
              refunded: 1500,
              refund_due: 0,
            }),
          ],
        }),
      ),
    );
    renderRoute('/account/tickets', attendee);
    expect(await screen.findByRole('heading', { level: 2, name: 'Poetry Night' })).toBeInTheDocument();
    expect(screen.queryByText('No e-tickets yet')).not.toBeInTheDocument();
  });
});
