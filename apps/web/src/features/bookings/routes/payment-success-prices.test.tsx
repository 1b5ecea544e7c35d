import { act, screen, within } from '@testing-library/react';
import { SUCCESS_RETRIEVAL_DELAY_MS } from '@tiketi/contract/constants';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asStored } from '@/lib/stored';
import { createdFor, retrievedBooking } from '@/testing/bookings';
import { priceLineOf } from '@/testing/price-lines';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';

// Issue 15 on the success page: the server's price lines of the booking, under its seats.

const secret = 'sim_pi_Abc_secret_Xyz';
const paymentPath = `/payment/success?payment_intent=sim_pi_Abc&payment_intent_client_secret=${secret}&redirect_status=succeeded`;

/** 3 × 33.33 with SUMMER (15%) and 16% VAT added, as the server stored and answers it. */
const BREAKDOWN = {
  price: 98.59,
  subtotal: 99.99,
  discount: 15,
  promo_code: 'SUMMER',
  fee: 0,
  tax: 13.6,
  tax_name: 'VAT',
  tax_rate: 16,
  tax_mode: 'added',
  tickets: [{ name: 'Regular', no_of_persons: 1, price_per_ticket: 33.33, quantity: 3 }],
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the price lines on the success page', { timeout: 20_000 }, () => {
  it('lists the discount, the tax and the total the server charged', async () => {
    server.use(
      http.post(`${API}/v1/booking/retrieve`, () =>
        envelope({ data: retrievedBooking('card', 'paid', BREAKDOWN) }),
      ),
    );
    renderRoute(paymentPath, { guestToken: 'guest-token' });
    await screen.findByRole('heading', { name: 'Confirming your payment...' });
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_RETRIEVAL_DELAY_MS));
    await screen.findByRole('heading', { name: 'Payment succeeded!' });

    const table = screen.getByRole('table', { name: 'Tickets in this order' });
    // The seats sum to the subtotal; the lines below the table end with what was charged.
    expect(within(table).getByRole('rowheader', { name: 'Subtotal' }).closest('tr')).toHaveTextContent(
      'Subtotal$99.99',
    );
    expect(priceLineOf('Discount (SUMMER)')).toBe('−minus $15.00');
    expect(priceLineOf('VAT 16%')).toBe('$13.60');
    expect(priceLineOf('Booking fee')).toBeNull();
    expect(priceLineOf('Total')).toBe('$98.59');
  });

  it('keeps the plain total of a booking the server sent no breakdown for', async () => {
    server.use(
      http.post(`${API}/v1/booking/retrieve`, () => envelope({ data: retrievedBooking('card', 'paid') })),
    );
    renderRoute(paymentPath, { guestToken: 'guest-token' });
    await screen.findByRole('heading', { name: 'Confirming your payment...' });
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_RETRIEVAL_DELAY_MS));
    await screen.findByRole('heading', { name: 'Payment succeeded!' });
    const table = screen.getByRole('table', { name: 'Tickets in this order' });
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(priceLineOf('Total')).toBeNull();
  });

  it('shows a booking a 100% code made free with its discount', async () => {
    const created = createdFor('card', {
      booking_id: 'TK-FREEFREE01',
      client_secret: null,
      payment_method: 'free',
      status: 2,
      provider: 'none',
      total_price: 0,
      subtotal: 40,
      discount: 40,
      promo_code: 'FRIENDS',
    });
    const summary = {
      title: 'Jazz on the Lawn',
      start_time: null,
      location: null,
      lines: [{ id: 11, name: 'Regular', no_of_persons: 1, qty: 2, price: 20, subtotal: 40 }],
      total: 0,
    };
    renderRoute('/payment/success?booking=TK-FREEFREE01&free=1', {
      guestToken: 'guest-token',
      dump: asStored({ created, summary }),
    });
    await screen.findByRole('heading', { name: 'Your booking is confirmed!' });
    expect(priceLineOf('Discount (FRIENDS)')).toBe('−minus $40.00');
    expect(priceLineOf('Total')).toBe('$0.00');
  });
});
