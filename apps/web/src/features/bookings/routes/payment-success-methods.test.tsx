import { act, screen } from '@testing-library/react';
import { SUCCESS_RETRIEVAL_DELAY_MS } from '@tiketi/contract/constants';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retrievedBooking } from '@/testing/bookings';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';

const guest = { guestToken: 'guest-token' };

/** Opens the success screen at `path` and lets its 3 second wait (spec 4) pass. */
async function openSuccess(path: string, booking: object) {
  const secrets: unknown[] = [];
  server.use(
    http.post(`${API}/v1/booking/retrieve`, async ({ request }) => {
      secrets.push(await request.json());
      return envelope({ data: booking });
    }),
  );
  renderRoute(path, guest);
  await act(() => vi.advanceTimersByTimeAsync(SUCCESS_RETRIEVAL_DELAY_MS));
  return secrets;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

// The first test compiles the screen's lazy chunk: room for a slow shared machine.
describe('payment success for every method', { timeout: 20_000 }, () => {
  it('shows the M-Pesa receipt of a paid M-Pesa booking', async () => {
    const secrets = await openSuccess(
      '/payment/success?method=mpesa&secret=bk_mpesa_SeCrEt123',
      retrievedBooking('mpesa', 'paid', { payment_reference: 'SGR7ABC123' }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment succeeded!' })).toBeInTheDocument();
    expect(screen.getByText('M-Pesa receipt:')).toBeInTheDocument();
    expect(screen.getByText('SGR7ABC123')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('KES 3,000');
    expect(secrets).toEqual([{ payment_intent: 'bk_mpesa_SeCrEt123' }]);
  });

  it('shows the PayPal transaction of a captured PayPal payment', async () => {
    await openSuccess(
      '/payment/success?method=paypal&secret=SIMPP-ORDER123',
      retrievedBooking('paypal', 'paid', { payment_reference: '3C679366HH908993F' }),
    );
    expect(await screen.findByText('PayPal transaction:')).toBeInTheDocument();
    expect(screen.getByText('3C679366HH908993F')).toBeInTheDocument();
  });

  it('says a PayPal payment held for review is processing, with no reference yet', async () => {
    await openSuccess(
      '/payment/success?method=paypal&secret=SIMPP-ORDER123',
      retrievedBooking('paypal', 'processing'),
    );
    expect(await screen.findByRole('heading', { name: 'Your payment is processing.' })).toBeInTheDocument();
    expect(screen.getByText(/while PayPal confirms the payment/)).toBeInTheDocument();
    expect(screen.queryByText('PayPal transaction:')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('keeps the card address and names the card payment', async () => {
    const secrets = await openSuccess(
      '/payment/success?payment_intent=sim_pi_Abc&payment_intent_client_secret=sim_pi_Abc_secret_Xyz&redirect_status=succeeded',
      retrievedBooking('card', 'paid', { payment_reference: 'sim_pi_Abc' }),
    );
    expect(await screen.findByText('Card payment:')).toBeInTheDocument();
    expect(screen.getByText('sim_pi_Abc')).toBeInTheDocument();
    expect(secrets).toEqual([{ payment_intent: 'sim_pi_Abc_secret_Xyz' }]);
  });
});
