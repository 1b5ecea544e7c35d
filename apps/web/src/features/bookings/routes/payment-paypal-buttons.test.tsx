import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createdFor, draftIn, guestWith } from '@/testing/bookings';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';

/** What the page gave PayPal's script and buttons, to check the order handed over. */
const seen = vi.hoisted(() => ({ options: null as unknown, orderIds: [] as string[] }));

// PayPal's SDK cannot load in a test: its buttons are stood in for by one that does what PayPal's
// window does once the buyer approves (asks createOrder for the order, then calls onApprove).
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ options, children }: { options: unknown; children: ReactNode }) => {
    seen.options = options;
    return children;
  },
  usePayPalScriptReducer: () => [{ isPending: false, isRejected: false }],
  PayPalButtons: (props: { createOrder: () => Promise<string>; onApprove: () => Promise<void> }) => (
    <button
      type="button"
      onClick={async () => {
        seen.orderIds.push(await props.createOrder());
        await props.onApprove();
      }}
    >
      PayPal approves
    </button>
  ),
}));

function realPaypal(captureStatus: 'COMPLETED' | 'DECLINED') {
  const captures: unknown[] = [];
  server.use(
    http.post(`${API}/v1/event/book`, () =>
      envelope(
        {
          data: createdFor('paypal', {
            client_secret: '5O190127TN364715T',
            provider: 'paypal',
            approval_url: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
            publishable_key: 'paypal-client-id',
          }),
        },
        { status: 201, auth: 'guest-token' },
      ),
    ),
    http.post(`${API}/v1/payments/paypal/capture`, async ({ request }) => {
      captures.push(await request.json());
      return envelope({
        data: {
          booking_id: 'TK-ABCDEFGHJK',
          status: captureStatus,
          booking_status: 1,
          payment_reference: null,
        },
      });
    }),
  );
  return captures;
}

// The first test compiles the screen's lazy chunk: room for a slow shared machine.
describe("PayPal's own buttons", { timeout: 20_000 }, () => {
  it('hand PayPal the booking’s order, and a completed capture goes to the success screen', async () => {
    const captures = realPaypal('COMPLETED');
    const { user } = renderRoute('/payment/method', guestWith(draftIn('USD')));
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    await user.click(await screen.findByRole('button', { name: 'PayPal approves' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/payment/success?method=paypal&secret=5O190127TN364715T',
      ),
    );
    expect(seen.options).toEqual({ clientId: 'paypal-client-id', currency: 'USD', intent: 'capture' });
    expect(seen.orderIds).toEqual(['5O190127TN364715T']);
    expect(captures).toEqual([{ order_id: '5O190127TN364715T' }]);
  });

  it('say so when PayPal declines the capture, and give the spent order’s seats back', async () => {
    realPaypal('DECLINED');
    const cancelled: unknown[] = [];
    server.use(
      http.post(`${API}/v1/booking/cancel`, async ({ request }) => {
        cancelled.push(await request.json());
        return envelope({ data: { booking_id: 'TK-ABCDEFGHJK', status: 4 } });
      }),
    );
    const { user } = renderRoute('/payment/method', guestWith(draftIn('USD')));
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    await user.click(await screen.findByRole('button', { name: 'PayPal approves' }));
    expect(await screen.findByText(/PayPal declined this payment/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/payment/method');
    expect(screen.queryByRole('button', { name: 'PayPal approves' })).not.toBeInTheDocument();
    await waitFor(() => expect(cancelled).toEqual([{ payment_intent: '5O190127TN364715T' }]));
  });
});
