import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createdFor, draftIn, guestWith } from '@/testing/bookings';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';

/** Answers the booking call with `created` and keeps each body it was sent. */
function bookingEndpoint(created: object) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/v1/event/book`, async ({ request }) => {
      bodies.push(await request.json());
      return envelope({ data: created }, { status: 201, auth: 'guest-token' });
    }),
  );
  return bodies;
}

// The first test compiles the screen's lazy chunk: room for a slow shared machine.
describe('payment options', { timeout: 20_000 }, () => {
  it.each([
    ['KES', ['M-Pesa', 'Credit/Debit Card']],
    ['USD', ['PayPal', 'Credit/Debit Card']],
    ['NGN', ['Credit/Debit Card']],
  ])('offers for a %s event the methods its currency takes, the first chosen', async (currency, labels) => {
    renderRoute('/payment/method', guestWith(draftIn(currency)));
    const group = await screen.findByRole('group', { name: 'Payment method' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(labels);
    expect(within(group).getByRole('radio', { name: labels[0] })).toBeChecked();
  });

  it('asks for the M-Pesa number, prefilled from the guest phone, and refuses one that is not Kenyan', async () => {
    const bodies = bookingEndpoint(createdFor('mpesa'));
    const { user } = renderRoute('/payment/method', guestWith(draftIn('KES')));
    const phone = await screen.findByLabelText(/M-Pesa phone number/);
    expect(phone).toHaveValue('0712 345 678');

    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByText('Enter a Kenyan mobile number for M-Pesa (07..., 01..., +254... or 254...)'),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);

    // Any usual spelling is taken, and sent as the number M-Pesa takes.
    await user.clear(phone);
    await user.type(phone, '+254 110 123 456');
    expect(screen.queryByText(/Enter a Kenyan mobile number/)).not.toBeInTheDocument();
    server.use(http.post(`${API}/v1/booking/retrieve`, () => new Promise<Response>(() => undefined)));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Check your phone' })).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        payment_method: 'mpesa',
        details: { full_name: 'Otieno Kamau', msisdn: '254110123456', email_address: 'otieno@example.com' },
      }),
    ]);
  });

  it("sends only the confirmed number for a signed-in attendee, prefilled from the account's phone", async () => {
    const bodies = bookingEndpoint(createdFor('mpesa'));
    server.use(http.post(`${API}/v1/booking/retrieve`, () => new Promise<Response>(() => undefined)));
    const { user } = renderRoute('/payment/method', {
      ...guestWith(draftIn('KES')),
      tokenKey: 'attendee-token',
      authenticated: true,
      user_name: 'Amina Njeri',
      msisdn: '+254700000001',
    });
    expect(await screen.findByLabelText(/M-Pesa phone number/)).toHaveValue('+254700000001');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Check your phone' })).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ details: { msisdn: '254700000001' } })]);
  });

  it('books with the chosen method, and changing the method hides what was shown', async () => {
    const bodies = bookingEndpoint(createdFor('paypal'));
    const { user } = renderRoute('/payment/method', guestWith(draftIn('USD')));
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Pay by PayPal' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute(
      'href',
      '/simulated-paypal?token=SIMPP-ORDER123',
    );
    expect(bodies).toEqual([expect.objectContaining({ payment_method: 'paypal' })]);

    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Pay by PayPal' })).not.toBeInTheDocument();

    // Back to PayPal: its order is still held, so Proceed shows it again without a new booking.
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Pay by PayPal' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('gives the seats of a PayPal order back before booking them by card', async () => {
    const bodies = bookingEndpoint(createdFor('paypal'));
    const cancelled: unknown[] = [];
    server.use(
      http.post(`${API}/v1/booking/cancel`, async ({ request }) => {
        cancelled.push(await request.json());
        return envelope({ data: { booking_id: 'TK-ABCDEFGHJK', status: 4 } });
      }),
      http.get(`${API}/v1/simulated-payments/intent`, () =>
        envelope({ status: 'requires_payment_method', amount: 3000, currency: 'USD' }),
      ),
    );
    const { user } = renderRoute('/payment/method', guestWith(draftIn('USD')));
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Pay by PayPal' })).toBeInTheDocument();

    bodies.length = 0;
    server.use(
      http.post(`${API}/v1/event/book`, async ({ request }) => {
        bodies.push(await request.json());
        return envelope({ data: createdFor('card') }, { status: 201 });
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    expect(cancelled).toEqual([{ payment_intent: 'SIMPP-ORDER123' }]);
    expect(bodies).toEqual([expect.objectContaining({ payment_method: 'card' })]);
  });
});
