import { screen, within } from '@testing-library/react';
import type { EventDetail } from '@tiketi/contract/events';
import type { AppliedCode } from '@tiketi/contract/promo-codes';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { asStored } from '@/lib/stored';
import { expectNoSeriousViolations } from '@/testing/axe';
import { createdFor, draftIn } from '@/testing/bookings';
import { priceLineOf } from '@/testing/price-lines';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';

// Issue 15 on Payment Method: the order's price lines, by the browser until the booking call
// answers, then the server's; the code goes with the booking.

const event: EventDetail = {
  id: 7,
  title: 'Jazz on the Lawn',
  slug: 'jazz-on-the-lawn',
  image: null,
  image_srcset: null,
  short_description: '',
  organizer: 'Nairobi Jazz',
  organizer_id: 1,
  organizer_slug: 'nairobi-jazz',
  category: 'Music',
  category_id: 2,
  start_time: '2027-05-01T18:00:00.000Z',
  end_time: '2027-05-01T22:00:00.000Z',
  time_zone: 'UTC',
  location: 'Arboretum, Nairobi',
  currency: 'USD',
  status: 1,
  tickets_bought: 0,
  max_tickets: 100,
  full_description: '',
  coordinates: null,
  max_tickets_per_booking: 10,
  tickets: [
    {
      id: 11,
      name: 'Regular',
      no_of_persons: 1,
      status: 1,
      currency: 'USD',
      price_per_ticket: 33.33,
      max_tickets: 100,
      available: 50,
      ...PLAIN_SALE_TERMS,
    },
  ],
  checkout: { questions: [], ticket_names: 'off', ticket_emails: 'off' },
  sales: {
    tax_name: 'VAT',
    tax_rate: 16,
    tax_mode: 'added',
    fee_fixed: 0,
    fee_percent: 0,
    fee_payer: 'buyer',
  },
};

const SUMMER: AppliedCode = {
  code: 'SUMMER',
  discount_type: 'percentage',
  discount_value: 15,
  ticket_type_ids: [],
  unlocks_hidden: false,
  unlocked_tickets: [],
};

/** A guest's draft as the event page leaves it: 3 × 33.33 with SUMMER, paid by card. */
const session = {
  booking: asStored(
    draftIn('USD', {
      event_id: 7,
      tickets: [{ id: 11, qty: 3, price: 33.33 }],
      payment_method: 'card',
      total_price: 98.59,
      promo_code: 'SUMMER',
    }),
  ),
  event: asStored(event),
  applied_code: asStored(SUMMER),
};

const summary = () => screen.getByRole('region', { name: 'Order summary' });

describe('the price lines on Payment Method', { timeout: 20_000 }, () => {
  it('shows every line of 3 × 33.33 with a 15% code and 16% VAT added, and books with the code', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/v1/simulated-payments/intent`, () =>
        envelope({ status: 'requires_payment_method', amount: 99.75, currency: 'USD' }),
      ),
      http.post(`${API}/v1/event/book`, async ({ request }) => {
        bodies.push(await request.json());
        // The server's own price: the organizer added a 1.00 booking fee meanwhile.
        const created = createdFor('card', {
          total_price: 99.75,
          subtotal: 99.99,
          discount: 15,
          promo_code: 'SUMMER',
          fee: 1,
          tax: 13.76,
          tax_name: 'VAT',
          tax_rate: 16,
          tax_mode: 'added',
        });
        return envelope({ data: created }, { status: 201, auth: 'guest-token' });
      }),
    );
    const { user } = renderRoute('/payment/method', session);
    await screen.findByRole('heading', { name: 'Order summary' });

    expect(within(summary()).getByText('3 × $33.33 · Admits 1')).toBeInTheDocument();
    expect(priceLineOf('Subtotal', summary())).toBe('$99.99');
    expect(priceLineOf('Discount (SUMMER)', summary())).toBe('−minus $15.00');
    expect(priceLineOf('Booking fee', summary())).toBeNull();
    expect(priceLineOf('VAT 16%', summary())).toBe('$13.60');
    expect(priceLineOf('Total to pay:', summary())).toMatch(/USD\s98\.59/);
    await expectNoSeriousViolations();

    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ promo_code: 'SUMMER', payment_method: 'card' })]);
    // Once the server has priced the order, its figures are shown.
    expect(priceLineOf('Booking fee', summary())).toBe('$1.00');
    expect(priceLineOf('VAT 16%', summary())).toBe('$13.76');
    expect(priceLineOf('Total to pay:', summary())).toMatch(/USD\s99\.75/);
  });

  it('shows an included tax as such, and sends no code when none was applied', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/v1/event/book`, async ({ request }) => {
        bodies.push(await request.json());
        return envelope({ data: createdFor('card') }, { status: 201, auth: 'guest-token' });
      }),
      http.get(`${API}/v1/simulated-payments/intent`, () =>
        envelope({ status: 'requires_payment_method', amount: 30, currency: 'USD' }),
      ),
    );
    const included = { ...event, sales: { ...event.sales, tax_mode: 'included', fee_fixed: 0.5 } };
    const { user } = renderRoute('/payment/method', {
      booking: asStored(
        draftIn('USD', {
          event_id: 7,
          tickets: [{ id: 11, qty: 2, price: 10 }],
          payment_method: 'card',
          total_price: 21,
        }),
      ),
      event: asStored(included),
    });
    await screen.findByRole('heading', { name: 'Order summary' });
    expect(priceLineOf('Discount', summary())).toBeNull();
    expect(priceLineOf('Booking fee', summary())).toBe('$1.00');
    // 21 × 16 / 116 = 2.90, inside the 21.00.
    expect(priceLineOf('VAT 16% (included)', summary())).toBe('$2.90');
    expect(priceLineOf('Total to pay:', summary())).toMatch(/USD\s21\.00/);
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await screen.findByRole('heading', { name: 'Pay by card' });
    expect(bodies[0]).not.toHaveProperty('promo_code');
  });
});
