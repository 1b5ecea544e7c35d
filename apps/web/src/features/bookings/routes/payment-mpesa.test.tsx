import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createdFor, draftIn, guestWith, retrievedBooking } from '@/testing/bookings';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';
import { MPESA_POLL_INTERVAL_MS } from '../api/mpesa';

/**
 * The M-Pesa side of the payment screen: the server's answers are queued per call, so each test
 * says what the phone did between two polls.
 */
function mpesaServer(statuses: string[], options: { provider?: 'mpesa-simulated' | 'mpesa-daraja' } = {}) {
  const calls = { retrieve: 0, retry: 0, answers: [] as unknown[] };
  const queue = [...statuses];
  server.use(
    http.post(`${API}/v1/event/book`, () =>
      envelope(
        { data: createdFor('mpesa', { provider: options.provider ?? 'mpesa-simulated' }) },
        { status: 201, auth: 'guest-token' },
      ),
    ),
    http.post(`${API}/v1/booking/retrieve`, () => {
      calls.retrieve += 1;
      const status = queue.length > 1 ? (queue.shift() ?? 'pending') : (queue[0] ?? 'pending');
      return envelope({ data: retrievedBooking('mpesa', status) });
    }),
  );
  return {
    calls,
    /** What the next polls answer from now on. */
    next: (...more: string[]) => {
      queue.splice(0, queue.length, ...more);
    },
  };
}

async function proceedWithMpesa() {
  const view = renderRoute('/payment/method', guestWith(draftIn('KES')));
  await view.user.click(await view.findByRole('button', { name: 'Proceed' }));
  expect(await screen.findByRole('heading', { name: 'Check your phone' })).toBeInTheDocument();
  return view;
}

const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(MPESA_POLL_INTERVAL_MS));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

// Each journey waits on a few polls: room for a slow shared machine.
describe('M-Pesa: check your phone', { timeout: 20_000 }, () => {
  it('shows the amount, the number and the hold, and moves on by itself once paid', async () => {
    const phone = mpesaServer(['pending'], { provider: 'mpesa-daraja' });
    await proceedWithMpesa();
    expect(screen.getByText(/We sent an M-Pesa request for/)).toHaveTextContent(
      'We sent an M-Pesa request for KES 3,000 to +254 712 345 678.',
    );
    expect(screen.getByText(/Your seats are held for/)).toBeInTheDocument();
    expect(await screen.findByText('Enter your M-Pesa PIN on your phone to pay.')).toBeInTheDocument();
    // Real M-Pesa: no test phone.
    expect(screen.queryByRole('region', { name: /Test phone/ })).not.toBeInTheDocument();

    await nextPoll();
    expect(screen.getByTestId('location')).toHaveTextContent('/payment/method');
    phone.next('paid');
    await nextPoll();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/payment/success?method=mpesa&secret=bk_mpesa_SeCrEt123',
      ),
    );
    expect(phone.calls.retrieve).toBeGreaterThanOrEqual(3);
  });

  it('says why a prompt did not pay, and Try again sends a new one and waits again', async () => {
    const phone = mpesaServer(['pending']);
    let releaseRetry = () => {};
    const retried = new Promise<void>((resolve) => {
      releaseRetry = resolve;
    });
    server.use(
      http.post(`${API}/v1/payments/mpesa/retry`, async ({ request }) => {
        phone.calls.retry += 1;
        expect(await request.json()).toEqual({ client_secret: 'bk_mpesa_SeCrEt123' });
        await retried;
        phone.next('pending');
        return envelope({
          data: {
            booking_id: 'TK-ABCDEFGHJK',
            payment_status: 'pending',
            msisdn: '254712345678',
            expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
          },
        });
      }),
    );
    const { user } = await proceedWithMpesa();
    phone.next('cancelled');
    await nextPoll();
    expect(
      await screen.findByText('The payment was cancelled on your phone. Your seats are still held.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    releaseRetry();
    expect(await screen.findByText('Enter your M-Pesa PIN on your phone to pay.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(phone.calls.retry).toBe(1);

    phone.next('paid');
    await nextPoll();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/payment/success?method=mpesa'),
    );
  });

  it('shows the server’s word when too many prompts were sent', async () => {
    const phone = mpesaServer(['pending']);
    server.use(
      http.post(`${API}/v1/payments/mpesa/retry`, () =>
        errorEnvelope(429, 'Too many M-Pesa prompts: wait a minute, then try again', 'RATE_LIMITED'),
      ),
    );
    const { user } = await proceedWithMpesa();
    phone.next('wrong_pin');
    await nextPoll();
    expect(
      await screen.findByText('The M-Pesa PIN was wrong. Your seats are still held.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Too many M-Pesa prompts: wait a minute, then try again'),
    ).toBeInTheDocument();
    // The seats are still held: the buyer may try again once the wait is over.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it.each([
    ['Cancel on phone', 'cancel', 'cancelled', 'The payment was cancelled on your phone.'],
    ['Let it time out', 'timeout', 'timeout', 'The prompt on your phone timed out.'],
    ['Enter a wrong PIN', 'wrong_pin', 'wrong_pin', 'The M-Pesa PIN was wrong.'],
    ['Not enough balance', 'insufficient_funds', 'insufficient_funds', 'Your M-Pesa balance is not enough'],
  ])('the test phone’s %s answers the prompt', async (button, action, status, message) => {
    mpesaServer(['pending']);
    const answers: unknown[] = [];
    server.use(
      http.post(`${API}/v1/simulated-payments/mpesa/answer`, async ({ request }) => {
        answers.push(await request.json());
        return envelope({ data: { payment_status: status } });
      }),
    );
    const { user } = await proceedWithMpesa();
    const testPhone = screen.getByRole('region', { name: 'Test phone — no real money' });
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
    expect(answers).toEqual([{ client_secret: 'bk_mpesa_SeCrEt123', action }]);
    expect(testPhone).toHaveTextContent('There is no prompt on the test phone.');
    expect(screen.getByRole('button', { name: 'Enter PIN and pay' })).toBeDisabled();
  });

  it('the test phone’s Enter PIN and pay leads to the success screen', async () => {
    const phone = mpesaServer(['pending']);
    server.use(
      http.post(`${API}/v1/simulated-payments/mpesa/answer`, () => {
        phone.next('paid');
        return envelope({ data: { payment_status: 'paid' } });
      }),
    );
    const { user } = await proceedWithMpesa();
    await user.click(await screen.findByRole('button', { name: 'Enter PIN and pay' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/payment/success?method=mpesa'),
    );
  });
});
