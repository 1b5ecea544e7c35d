import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { asStored } from '@/lib/stored';
import { createdFor, draftIn } from '@/testing/bookings';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';

const orderId = 'SIMPP-ORDER123';
const page = `/simulated-paypal?token=${orderId}`;

/** The guest who booked with PayPal, holding the order the booking made. */
const guest = {
  guestToken: 'guest-token',
  booking: asStored(draftIn('USD')),
  payment_intent: { mpesa: '', paypal: orderId, card: '' },
  dump: asStored({
    created: createdFor('paypal'),
    summary: { title: 'Jazz', start_time: null, location: null, lines: [], total: 3000 },
  }),
};

/** The simulated PayPal's calls: the order, the test buyer's answer, and the capture. */
function paypalServer(captureStatus: 'COMPLETED' | 'PENDING' | 'DECLINED') {
  const calls = { approvals: [] as unknown[], captures: [] as unknown[], auth: [] as (string | null)[] };
  server.use(
    http.get(`${API}/v1/simulated-payments/paypal/order`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('order_id')).toBe(orderId);
      return envelope({
        data: {
          order_id: orderId,
          status: 'CREATED',
          amount: 30,
          currency: 'USD',
          reference: 'TK-ABCDEFGHJK',
        },
      });
    }),
    http.post(`${API}/v1/simulated-payments/paypal/approve`, async ({ request }) => {
      calls.approvals.push(await request.json());
      return envelope({ data: { status: 'APPROVED' } });
    }),
    http.post(`${API}/v1/payments/paypal/capture`, async ({ request }) => {
      calls.captures.push(await request.json());
      calls.auth.push(request.headers.get('auth'));
      return envelope({
        data: {
          booking_id: 'TK-ABCDEFGHJK',
          status: captureStatus,
          booking_status: captureStatus === 'COMPLETED' ? 2 : 1,
          payment_reference: captureStatus === 'COMPLETED' ? 'SIMCAP-1' : null,
        },
      });
    }),
  );
  return calls;
}

// The first test compiles the screen's lazy chunk: room for a slow shared machine.
describe('the simulated PayPal page', { timeout: 20_000 }, () => {
  it('is marked as a test, shows the amount and reference, and an approval captures and succeeds', async () => {
    const calls = paypalServer('COMPLETED');
    const { user } = renderRoute(page, guest);
    expect(await screen.findByText('Test PayPal — no real money')).toBeInTheDocument();
    expect(await screen.findByText('$30.00')).toBeInTheDocument();
    expect(screen.getByText('TK-ABCDEFGHJK')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve payment' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/payment/success?method=paypal&secret=${orderId}`,
      ),
    );
    expect(calls.approvals).toEqual([{ order_id: orderId, action: 'approve' }]);
    expect(calls.captures).toEqual([{ order_id: orderId }]);
    // The capture is the buyer's own call: it carries their booking token.
    expect(calls.auth).toEqual(['guest-token']);
  });

  it('goes to the success screen for a payment held for review', async () => {
    const calls = paypalServer('PENDING');
    const { user } = renderRoute(page, guest);
    await user.click(await screen.findByRole('button', { name: 'Approve (payment held for review)' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/payment/success?method=paypal'),
    );
    expect(calls.approvals).toEqual([{ order_id: orderId, action: 'approve_pending' }]);
  });

  it('sends a declined payment back to the payment screen, which says so', async () => {
    const calls = paypalServer('DECLINED');
    const cancelled: unknown[] = [];
    server.use(
      http.post(`${API}/v1/booking/cancel`, async ({ request }) => {
        cancelled.push(await request.json());
        return envelope({ data: { booking_id: 'TK-ABCDEFGHJK', status: 4 } });
      }),
    );
    const { user } = renderRoute(page, guest);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Method' })).toBeInTheDocument();
    expect(
      screen.getByText(/PayPal declined this payment, so you have not been charged/),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(calls.approvals).toEqual([{ order_id: orderId, action: 'decline' }]);
    // A declined order can never be paid: its seats go back and the next Proceed books afresh.
    await waitFor(() => expect(cancelled).toEqual([{ payment_intent: orderId }]));
    expect(sessionStore.get().payment_intent.paypal).toBe('');
  });

  it('returns to the payment screen on Cancel and return, with nothing captured', async () => {
    const calls = paypalServer('COMPLETED');
    const { user } = renderRoute(page, guest);
    await user.click(await screen.findByRole('button', { name: 'Cancel and return' }));
    expect(await screen.findByText(/You cancelled the PayPal payment/)).toBeInTheDocument();
    expect(calls.approvals).toEqual([{ order_id: orderId, action: 'cancel' }]);
    expect(calls.captures).toEqual([]);
  });

  it('says when the order is not known', async () => {
    server.use(
      http.get(`${API}/v1/simulated-payments/paypal/order`, () =>
        errorEnvelope(404, 'Unknown PayPal order', 'NOT_FOUND'),
      ),
    );
    renderRoute(page, guest);
    expect(await screen.findByText('We could not find this PayPal payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to payment' })).toHaveAttribute('href', '/payment/method');
  });
});
