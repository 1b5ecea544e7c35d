import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { createdFor, draftIn, guestWith } from '@/testing/bookings';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
import { BUSY_ATTEMPTS, BUSY_GAVE_UP } from '../lib/use-busy-retry';

/** Issue 18: a busy server's 503 with Retry-After is waited out, and the same booking sent again. */

/** A guest paying by card (USD's first method is PayPal). */
const cardDraft = draftIn('USD', { payment_method: 'card' });

const BUSY = 'Lots of people are booking right now. Please try again in a few seconds.';

function busyAnswer(seconds: number) {
  return HttpResponse.json(
    { status: 503, message: null, status_description: BUSY, code: 'UNAVAILABLE' },
    { status: 503, headers: { 'retry-after': String(seconds) } },
  );
}

/** Answers the booking call with `answers` in turn (the last one again after that) and keeps each body. */
function bookingEndpoint(answers: (() => Response)[]) {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/v1/simulated-payments/intent`, () =>
      envelope({ status: 'requires_payment_method', amount: 3000, currency: 'USD' }),
    ),
    http.post(`${API}/v1/event/book`, async ({ request }) => {
      bodies.push(await request.json());
      const answer = answers[Math.min(bodies.length, answers.length) - 1];
      if (!answer) throw new Error('no answer');
      return answer();
    }),
  );
  return bodies;
}

describe('payment method while the server is busy', () => {
  it('counts down, then books again by itself with the same choices', async () => {
    const bodies = bookingEndpoint([
      () => busyAnswer(2),
      () => envelope({ data: createdFor('card') }, { status: 201, auth: 'guest-token' }),
    ]);
    const { user } = renderRoute('/payment/method', guestWith(cardDraft));
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));

    expect(
      await screen.findByText('Lots of people are booking right now, trying again in 2 s…'),
    ).toBeVisible();
    // No error dialog: nothing went wrong, and the buyer has nothing to do.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectNoSeriousViolations();
    expect(
      await screen.findByText('Lots of people are booking right now, trying again in 1 s…', undefined, {
        timeout: 3000,
      }),
    ).toBeVisible();
    expect(bodies).toHaveLength(1);

    expect(await screen.findByRole('heading', { name: 'Pay by card' }, { timeout: 5000 })).toBeVisible();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({
      event_id: 7,
      payment_method: 'card',
      tickets: [{ id: 1, qty: 2 }],
      details: { full_name: 'Otieno Kamau', email_address: 'otieno@example.com' },
    });
    expect(screen.queryByText(/trying again in/)).not.toBeInTheDocument();
  }, 15_000);

  it('gives up after a few tries with a plain message, and Proceed tries again', async () => {
    const bodies = bookingEndpoint([() => busyAnswer(1)]);
    const { user } = renderRoute('/payment/method', guestWith(cardDraft));
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Error!' },
      { timeout: 5000 + BUSY_ATTEMPTS * 1500 },
    );
    expect(dialog).toHaveTextContent(BUSY_GAVE_UP);
    expect(bodies).toHaveLength(BUSY_ATTEMPTS);
    expect(screen.queryByText(/trying again in/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(bodies).toHaveLength(BUSY_ATTEMPTS + 1));
  }, 20_000);
});
