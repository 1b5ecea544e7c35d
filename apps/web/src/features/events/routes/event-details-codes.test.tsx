import { screen, waitFor, within } from '@testing-library/react';
import type { BookingDraft } from '@tiketi/contract/bookings';
import type { EventDetail, TicketType } from '@tiketi/contract/events';
import type { AppliedCode } from '@tiketi/contract/promo-codes';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { expectNoSeriousViolations } from '@/testing/axe';
import { priceLineOf } from '@/testing/price-lines';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';

// Issue 15 on the buyer's page: promo and access codes, and the price lines they change.

const ticket = (id: number, name: string, over: Partial<TicketType> = {}): TicketType => ({
  id,
  name,
  no_of_persons: 1,
  status: 1,
  currency: 'USD',
  price_per_ticket: 33.33,
  max_tickets: 100,
  available: 50,
  ...PLAIN_SALE_TERMS,
  ...over,
});

const event: EventDetail = {
  id: 5,
  title: 'Jazz on the Lawn',
  slug: 'jazz-on-the-lawn',
  image: null,
  image_srcset: null,
  short_description: 'An evening of jazz',
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
  tickets_bought: 10,
  max_tickets: 100,
  full_description: 'An evening of jazz under the trees.',
  coordinates: null,
  max_tickets_per_booking: 10,
  tickets: [
    ticket(11, 'Regular', { position: 0 }),
    ticket(12, 'Student', { price_per_ticket: 10, position: 1 }),
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
  ticket_type_ids: [11],
  unlocks_hidden: false,
  unlocked_tickets: [],
};

const VIP_ACCESS: AppliedCode = {
  code: 'VIPONLY',
  discount_type: 'none',
  discount_value: 0,
  ticket_type_ids: [],
  unlocks_hidden: true,
  unlocked_tickets: [ticket(20, 'VIP lounge', { price_per_ticket: 80, max_per_order: 2, hidden: true })],
};

/** The event page, with the code lookup answering `answer`; returns the codes it was asked. */
function eventPage(path: string, answer: (code: string) => Response) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/v1/event/details/5`, () => envelope(event)),
    http.get(`${API}/v1/event/view`, () => envelope({ data: [], total: 0 })),
    http.get(`${API}/v1/event/5/code`, ({ request }) => {
      const code = new URL(request.url).searchParams.get('code') ?? '';
      asked.push(code);
      return answer(code);
    }),
  );
  return { ...renderRoute(path), asked };
}

const knownCodes = (code: string) => {
  if (code.toUpperCase() === 'SUMMER') return envelope(SUMMER);
  if (code.toUpperCase() === 'VIPONLY') return envelope(VIP_ACCESS);
  return errorEnvelope(400, 'This code is not valid for this event', 'VALIDATION_ERROR');
};

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;

const storedDraft = () => sessionStore.get().booking as unknown as BookingDraft;

describe('codes on the event page', { timeout: 20_000 }, () => {
  it('applies a typed code: says so, strikes the old price and prices the order with it', async () => {
    const { user, asked } = eventPage('/details/5/jazz-on-the-lawn', knownCodes);
    await user.click(await screen.findByRole('button', { name: 'Enter code' }));
    await user.type(screen.getByRole('textbox', { name: 'Promo or access code' }), 'summer');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Code SUMMER applied: 15% off')).toHaveAttribute('role', 'status');
    expect(asked).toEqual(['summer']);
    // Regular is discounted; the code does not name Student.
    expect(within(rowOf('Regular')).getByText('$33.33').closest('s')).not.toBeNull();
    expect(rowOf('Regular')).toHaveTextContent('was $33.33now $28.33');
    expect(rowOf('Student')).not.toHaveTextContent('was');

    const box = screen.getByRole('spinbutton', { name: 'Quantity of Regular' });
    await user.clear(box);
    await user.type(box, '3');
    // The seats at their base price, then the lines the example gives.
    expect(
      within(screen.getByRole('table')).getByRole('rowheader', { name: 'Subtotal' }),
    ).toBeInTheDocument();
    expect(priceLineOf('Discount (SUMMER)')).toBe('−minus $15.00');
    expect(priceLineOf('VAT 16%')).toBe('$13.60');
    expect(priceLineOf('Total')).toBe('$98.59');
    await expectNoSeriousViolations();

    await user.click(screen.getByRole('button', { name: 'Book this event' }));
    expect(storedDraft()).toMatchObject({
      promo_code: 'SUMMER',
      total_price: 98.59,
      tickets: [{ id: 11, qty: 3, price: 33.33 }],
    });
    expect(sessionStore.get().applied_code).toEqual(SUMMER);
  });

  it('applies the code of a partner’s link on load, and keeps it in the address', async () => {
    eventPage('/details/5?code=SUMMER', knownCodes);
    expect(await screen.findByText('Code SUMMER applied: 15% off')).toHaveAttribute('role', 'status');
    expect(rowOf('Regular')).toHaveTextContent('now $28.33');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/details/5/jazz-on-the-lawn?code=SUMMER'),
    );
  });

  it.each([
    [400, 'This code has expired'],
    [409, 'This code has been used up'],
  ])('shows the server’s refusal (%i) under the field, with nothing applied', async (status, message) => {
    const { user } = eventPage('/details/5/jazz-on-the-lawn', () =>
      errorEnvelope(status, message, status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR'),
    );
    await user.click(await screen.findByRole('button', { name: 'Enter code' }));
    const field = screen.getByRole('textbox', { name: 'Promo or access code' });
    await user.type(field, 'EARLY');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toBeInvalid();
    expect(screen.queryByText(/applied/)).not.toBeInTheDocument();
    expect(rowOf('Regular')).not.toHaveTextContent('was');
    await user.click(screen.getByRole('button', { name: 'Book this event' }));
    // Nothing was picked yet: the page asks for a ticket rather than booking with the code.
    expect(storedDraft()).toBeNull();
  });

  it('reveals the hidden types an access code unlocks, on the same per-order terms', async () => {
    const { user } = eventPage('/details/5/jazz-on-the-lawn', knownCodes);
    await screen.findByRole('table', { name: 'Tickets for this event' });
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of VIP lounge' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter code' }));
    await user.type(screen.getByRole('textbox', { name: 'Promo or access code' }), 'viponly');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Access code: hidden tickets unlocked')).toHaveAttribute('role', 'status');

    const vip = screen.getByRole('spinbutton', { name: 'Quantity of VIP lounge' });
    expect(vip).toHaveAttribute('max', '2');
    await user.clear(vip);
    await user.type(vip, '3');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can book at most 2 VIP lounge tickets per order',
    );
    await user.clear(vip);
    await user.type(vip, '2');
    // No discount: the VIP seats and the VAT on them.
    expect(priceLineOf('Discount (VIPONLY)')).toBeNull();
    expect(priceLineOf('Total')).toBe('$185.60');
    await user.click(screen.getByRole('button', { name: 'Book this event' }));
    expect(storedDraft()).toMatchObject({ promo_code: 'VIPONLY', tickets: [{ id: 20, qty: 2, price: 80 }] });
  });

  it('removes an applied code: prices go back and the draft carries none', async () => {
    const { user } = eventPage('/details/5/jazz-on-the-lawn?code=VIPONLY', knownCodes);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of VIP lounge' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/details\/5\/jazz-on-the-lawn$/);
    expect(screen.getByRole('button', { name: 'Enter code' })).toBeInTheDocument();
    const box = screen.getByRole('spinbutton', { name: 'Quantity of Student' });
    await user.clear(box);
    await user.type(box, '1');
    await user.click(screen.getByRole('button', { name: 'Book this event' }));
    expect(storedDraft()).not.toHaveProperty('promo_code');
    expect(storedDraft().total_price).toBe(11.6);
  });
});
