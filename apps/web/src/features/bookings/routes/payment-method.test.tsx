import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { asStored } from '@/lib/stored';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';

const draft = {
  event_id: 7,
  currency: 'USD',
  tickets: [{ id: 1, qty: 2, price: 15 }],
  payment_method: 'card',
  details: { full_name: '', msisdn: '', email_address: '' },
  total_price: 30,
};

const created = {
  booking_id: 'TK-ABCDEFGHJK',
  client_secret: 'sim_pi_Abc_secret_Xyz',
  status: 1,
  currency: 'USD',
  total_price: 30,
  expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
  provider: 'simulated',
  payment_method: 'card',
  msisdn: null,
  approval_url: null,
  publishable_key: null,
  subtotal: 30,
  discount: 0,
  promo_code: null,
  fee: 0,
  tax: 0,
  tax_name: null,
  tax_rate: null,
  tax_mode: null,
};

/** A signed-in attendee with the draft the event page leaves. */
const signedInWithDraft = {
  tokenKey: 'attendee-token',
  authenticated: true,
  user_name: 'Amina Njeri',
  msisdn: '+254700000001',
  booking: asStored(draft),
};

/** Answers `POST v1/event/book` with `answer` once `release` is called, and counts the calls. */
function bookingEndpoint(answer: () => Response) {
  const calls = { count: 0 };
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    // The test card form asks what is due on the held payment.
    http.get(`${API}/v1/simulated-payments/intent`, () =>
      envelope({ status: 'requires_payment_method', amount: 30, currency: 'USD' }),
    ),
    http.post(`${API}/v1/event/book`, async () => {
      calls.count += 1;
      await released;
      return answer();
    }),
  );
  return { calls, release };
}

describe('payment method', () => {
  it('books once when Proceed is pressed a second time while the first booking runs', async () => {
    const endpoint = bookingEndpoint(() => envelope({ data: created }, { status: 201 }));
    const { user } = renderRoute('/payment/method', signedInWithDraft);
    await user.click(await screen.findByRole('radio', { name: 'Credit/Debit Card' }));
    const proceed = await screen.findByRole('button', { name: 'Proceed' });
    await user.dblClick(proceed);
    await waitFor(() => expect(endpoint.calls.count).toBe(1));
    endpoint.release();
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    // With the card form shown, Proceed again shows the same booking's form without a new call.
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(screen.getByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    expect(endpoint.calls.count).toBe(1);
  });

  it('shows the sold-out answer in the error dialog', async () => {
    const endpoint = bookingEndpoint(() => errorEnvelope(409, 'Regular is sold out', 'CONFLICT'));
    endpoint.release();
    const { user } = renderRoute('/payment/method', signedInWithDraft);
    await user.click(await screen.findByRole('radio', { name: 'Credit/Debit Card' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Regular is sold out');
    expect(screen.queryByRole('heading', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(endpoint.calls.count).toBe(1);
  });

  it('reuses the client secret the session already holds instead of booking again', async () => {
    const endpoint = bookingEndpoint(() => HttpResponse.error());
    endpoint.release();
    const { user } = renderRoute('/payment/method', {
      ...signedInWithDraft,
      // The buyer chose the card before, and the draft kept the choice.
      booking: asStored(draft),
      payment_intent: { mpesa: '', paypal: '', card: created.client_secret },
      dump: asStored({
        created,
        summary: { title: 'Jazz', start_time: null, location: null, lines: [], total: 30 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toBeInTheDocument();
    expect(endpoint.calls.count).toBe(0);
  });
});
