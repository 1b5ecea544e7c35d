import { screen, waitFor, within } from '@testing-library/react';
import { ORDER_PAGE_SIZE } from '@tiketi/contract/orders';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';
import { anOrder, orderEvent, owner } from '../testing/order-fixtures';

/** Answers the event and its orders; returns the query string of every list call, in order. */
function ordersEndpoints(orders = [anOrder()], total = orders.length) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/v1/client/event/7`, () => envelope(orderEvent)),
    http.get(`${API}/v1/event/7/orders`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return envelope({ data: orders, total });
    }),
  );
  return asked;
}

const lastQuery = (asked: URLSearchParams[]) => Object.fromEntries(asked.at(-1) ?? []);

describe('the orders screen', () => {
  it('lists every order with its reference, buyer, tickets, total, status and method', async () => {
    const soon = new Date(Date.now() + 9.5 * 60_000).toISOString();
    ordersEndpoints([
      anOrder(),
      anOrder({
        booking_id: 'TK-HELD000002',
        status: 'pending',
        buyer_name: 'Otieno Ouma',
        buyer_email: 'otieno@example.com',
        payment_method: 'mpesa',
        paid: 0,
        refundable: 0,
        paid_at: null,
        hold_expires_at: soon,
        tickets: [
          { name: 'VIP', quantity: 1, price_per_ticket: 3000 },
          { name: 'Regular', quantity: 1, price_per_ticket: 750 },
        ],
        total: 3750,
        subtotal: 3750,
      }),
    ]);
    renderRoute('/organizer/orders/7', owner);

    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByText('2 orders')).toBeInTheDocument();
    expect(screen.getByText('Lakeside Jazz')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const held = within(rows[1] as HTMLElement);
    expect(held.getByRole('link', { name: 'TK-HELD000002' })).toHaveAttribute(
      'href',
      '/organizer/order/TK-HELD000002',
    );
    expect(held.getByText('Otieno Ouma')).toBeInTheDocument();
    expect(held.getByText('otieno@example.com')).toBeInTheDocument();
    expect(held.getByText('1 x VIP, 1 x Regular')).toBeInTheDocument();
    expect(held.getByText(/KES\s3,750/)).toBeInTheDocument();
    expect(held.getByText('Pending · 10 min left')).toBeInTheDocument();
    expect(held.getByText('M-Pesa')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Paid')).toBeInTheDocument();

    // The neighbouring screens of the event are one click away.
    expect(screen.getByRole('link', { name: 'Attendees' })).toHaveAttribute('href', '/organizer/attendees/7');
    expect(screen.getByRole('link', { name: 'Check-in' })).toHaveAttribute('href', '/organizer/checkin/7');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/organizer/messages/7');
    await expectNoSeriousViolations();
  });

  it('sends the search, status and method in the query string, and starts again at page 1', async () => {
    const asked = ordersEndpoints([anOrder()], ORDER_PAGE_SIZE * 2 + 1);
    const { user } = renderRoute('/organizer/orders/7', owner);
    const pages = await screen.findByRole('navigation', { name: 'Order pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(lastQuery(asked)).toEqual({ page: '1', limit: String(ORDER_PAGE_SIZE) });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(asked)).toMatchObject({ page: '2' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 3'));

    await user.selectOptions(screen.getByLabelText('Status'), 'Refund due');
    await waitFor(() => expect(lastQuery(asked)).toEqual({ page: '1', limit: '50', status: 'refund_due' }));

    await user.selectOptions(screen.getByLabelText('Payment method'), 'M-Pesa');
    await waitFor(() =>
      expect(lastQuery(asked)).toEqual({ page: '1', limit: '50', status: 'refund_due', method: 'mpesa' }),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), ' amina ');
    await waitFor(() => expect(lastQuery(asked)).toMatchObject({ q: 'amina', page: '1' }));
    expect(await screen.findByText(/orders \(refund due, M-Pesa\) match “amina”/)).toBeInTheDocument();
    // Typing settles before the list is asked: one call for the whole word.
    expect(asked.filter((query) => query.has('q'))).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() =>
      expect(lastQuery(asked)).toEqual({ page: '1', limit: '50', method: 'mpesa', q: 'amina' }),
    );
  });

  it('says so when there are no orders, or none match', async () => {
    ordersEndpoints([]);
    const { user } = renderRoute('/organizer/orders/7', owner);
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Refunded');
    expect(await screen.findByText('No order matches this search and these filters.')).toBeInTheDocument();
  });

  it('shows not found for an event that is not the organisation’s', async () => {
    server.use(
      http.get(`${API}/v1/client/event/7`, () => errorEnvelope(404, 'Event not found', 'NOT_FOUND')),
      http.get(`${API}/v1/event/7/orders`, () => errorEnvelope(404, 'Event not found', 'NOT_FOUND')),
    );
    renderRoute('/organizer/orders/7', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
  });

  describe('Export CSV', () => {
    const downloads: string[] = [];
    beforeEach(() => {
      downloads.length = 0;
      URL.createObjectURL = vi.fn(() => 'blob:orders');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(`${this.download} ${this.href}`);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads the CSV of the filters on screen with the session header', async () => {
      ordersEndpoints();
      const sent: { query: string; auth: string | null }[] = [];
      server.use(
        http.get(`${API}/v1/event/7/orders.csv`, ({ request }) => {
          sent.push({ query: new URL(request.url).search, auth: request.headers.get('Auth') });
          return new HttpResponse('reference,status\nTK-ORDER00001,paid\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="orders-7.csv"',
            },
          });
        }),
      );
      const { user } = renderRoute('/organizer/orders/7', owner);
      await screen.findByText('1 order');
      await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads).toEqual(['orders-7.csv blob:orders']));
      expect(sent).toEqual([{ query: '?status=paid', auth: 'organizer-token' }]);
    });

    it('shows why the download failed', async () => {
      ordersEndpoints();
      server.use(
        http.get(`${API}/v1/event/7/orders.csv`, () =>
          errorEnvelope(403, 'You may not export these orders.', 'FORBIDDEN'),
        ),
      );
      const { user } = renderRoute('/organizer/orders/7', owner);
      await screen.findByText('1 order');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('You may not export these orders.');
      expect(downloads).toEqual([]);
    });
  });
});
