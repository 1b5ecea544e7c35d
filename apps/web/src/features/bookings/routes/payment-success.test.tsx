import { act, screen } from '@testing-library/react';
import { SUCCESS_RETRIEVAL_DELAY_MS } from '@tiketi/contract/constants';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asStored } from '@/lib/stored';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';

const secret = 'sim_pi_Abc_secret_Xyz';
const paymentPath = `/payment/success?payment_intent=sim_pi_Abc&payment_intent_client_secret=${secret}&redirect_status=succeeded`;
const guest = { guestToken: 'guest-token' };

const booking = (status: number, payment_status: string) => ({
  booking_id: 'TK-ABCDEFGHJK',
  status,
  payment_method: 'card',
  payment_status,
  payment_reference: status === 2 ? 'sim_pi_Abc' : null,
  msisdn: null,
  expires_at: '2027-05-01T10:00:00.000Z',
  currency: 'USD',
  price: 30,
  subtotal: 30,
  discount: 0,
  promo_code: null,
  fee: 0,
  tax: 0,
  tax_name: null,
  tax_rate: null,
  tax_mode: null,
  buyer_name: 'Amina Njeri',
  tickets: [{ name: 'Regular', no_of_persons: 1, price_per_ticket: 15, quantity: 2 }],
  event: {
    id: 7,
    title: 'Jazz on the Lawn',
    start_time: '2027-05-01T18:00:00.000Z',
    end_time: '2027-05-01T22:00:00.000Z',
    time_zone: 'UTC',
    location: 'Arboretum, Nairobi',
  },
});

/** Opens the success screen of a card payment and lets its 3 second wait (spec 4) pass. */
async function openPaidBooking(answer: () => Response, session: object = guest) {
  server.use(http.post(`${API}/v1/booking/retrieve`, answer));
  renderRoute(paymentPath, session);
  expect(await screen.findByRole('heading', { name: 'Confirming your payment...' })).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(SUCCESS_RETRIEVAL_DELAY_MS));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment success, card payments', () => {
  it('confirms a paid booking', async () => {
    await openPaidBooking(() => envelope({ data: booking(2, 'paid') }));
    expect(await screen.findByRole('heading', { name: 'Payment succeeded!' })).toBeInTheDocument();
    expect(screen.getByText(/is confirmed/)).toHaveTextContent('Your booking TK-ABCDEFGHJK is confirmed.');
    expect(screen.getByRole('link', { name: 'View E-tickets' })).toHaveAttribute('href', '/account/tickets');
    expect(screen.getByText('Amina Njeri')).toBeInTheDocument();
  });

  it('says a payment that came too late was refunded', async () => {
    await openPaidBooking(() => envelope({ data: booking(5, 'refunded') }));
    expect(await screen.findByRole('heading', { name: 'Your payment was refunded' })).toBeInTheDocument();
    expect(screen.getByText('Payment succeeded!')).toBeInTheDocument();
    expect(screen.getByText(/has been refunded in full/)).toHaveTextContent('$30.00');
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute('href', '/details/7');
  });

  it('keeps a processing payment open to check again', async () => {
    await openPaidBooking(() => envelope({ data: booking(1, 'processing') }));
    expect(await screen.findByRole('heading', { name: 'Your payment is processing.' })).toBeInTheDocument();
    expect(screen.getByText(/while your bank confirms/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('offers another card for a failed payment whose order is still held here', async () => {
    await openPaidBooking(() => envelope({ data: booking(1, 'failed') }), {
      ...guest,
      booking: asStored({ event_id: 7 }),
      payment_intent: { mpesa: '', paypal: '', card: secret },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your payment was not successful, please try again.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You have not been charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try another card' })).toHaveAttribute('href', '/payment/method');
  });

  it.each([
    ['no order is held', guest],
    [
      'the order held is another one',
      {
        ...guest,
        booking: asStored({ event_id: 7 }),
        payment_intent: { mpesa: '', paypal: '', card: 'sim_pi_Other_secret_1' },
      },
    ],
  ])('sends a failed payment back to its event when %s', async (_, session) => {
    await openPaidBooking(() => envelope({ data: booking(1, 'failed') }), session);
    expect(
      await screen.findByRole('heading', { name: 'Your payment was not successful, please try again.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute('href', '/details/7');
  });

  it.each([
    [3, 'This booking expired before it was paid'],
    [4, 'This booking was cancelled before it was paid'],
  ])('says a booking of status %i was released', async (status, text) => {
    await openPaidBooking(() => envelope({ data: booking(status, 'cancelled') }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toHaveTextContent('so its seats were released');
  });

  it('asks to contact us about a status it does not know', async () => {
    await openPaidBooking(() => envelope({ data: booking(9, 'paid') }));
    expect(await screen.findByRole('heading', { name: 'Payment succeeded!' })).toBeInTheDocument();
    expect(screen.getByText(/Please contact us with booking reference/)).toHaveTextContent('TK-ABCDEFGHJK');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/talk-to-us');
  });

  it('says when the booking is not this visitor’s', async () => {
    await openPaidBooking(() => errorEnvelope(404, 'Booking not found', 'NOT_FOUND'));
    expect(
      await screen.findByRole('heading', { name: 'We could not find this booking' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('payment success, free bookings and no booking', () => {
  const freeCreated = {
    booking_id: 'TK-FREEFREE01',
    client_secret: null,
    status: 2,
    currency: 'USD',
    total_price: 0,
    expires_at: '2027-05-01T10:15:00.000Z',
    provider: 'none',
    payment_method: 'free',
    msisdn: null,
    approval_url: null,
    publishable_key: null,
    // Issue 15: the price lines the booking call answers with.
    subtotal: 0,
    discount: 0,
    promo_code: null,
    fee: 0,
    tax: 0,
    tax_name: null,
    tax_rate: null,
    tax_mode: null,
  };
  const summary = {
    title: 'Open Mic',
    start_time: '2027-05-02T18:00:00.000Z',
    end_time: null,
    location: 'Kenya National Theatre',
    lines: [{ id: 1, name: 'Free entry', no_of_persons: 1, qty: 1, price: 0, subtotal: 0 }],
    total: 0,
  };

  it('confirms a free booking this browser made', async () => {
    renderRoute('/payment/success?booking=TK-FREEFREE01&free=1', {
      ...guest,
      buyer_name: 'Kofi Mensah',
      dump: asStored({ created: freeCreated, summary }),
    });
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed!' })).toBeInTheDocument();
    expect(screen.getByText(/is free, so nothing was charged/)).toHaveTextContent('TK-FREEFREE01');
    expect(screen.getByText('Free entry')).toBeInTheDocument();
    expect(screen.getByText('Kofi Mensah')).toBeInTheDocument();
  });

  it('points to My Tickets for a free booking made elsewhere', async () => {
    renderRoute('/payment/success?booking=TK-FREEFREE01&free=1', guest);
    expect(await screen.findByRole('heading', { name: 'Your booking' })).toBeInTheDocument();
    expect(screen.getByText(/are not kept in this browser/)).toHaveTextContent('TK-FREEFREE01');
  });

  it('says there is nothing to show without a payment or booking', async () => {
    renderRoute('/payment/success', guest);
    expect(await screen.findByRole('heading', { name: 'No payment to show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
