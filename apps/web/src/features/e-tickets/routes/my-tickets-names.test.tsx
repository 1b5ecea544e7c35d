import { screen, within } from '@testing-library/react';
import type { ETicket } from '@tiketi/contract/e-tickets';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';

// Issue 16 on the e-tickets page: each admission carries its holder's name, which the buyer may
// correct until the organizer's date.

const attendee = { tokenKey: 'attendee-token', accountType: 'user', authenticated: true } as const;

const admission = (number: number, name: string, holder: string) => ({
  number,
  code: String(number).repeat(43),
  code_link: `/api/v1/tickets/TK-NAMES00001/qr/${number}.png?exp=1&sig=x`,
  name,
  no_of_persons: 1,
  checked_in_at: null,
  holder_name: holder,
});

function named(names: [string, string], until: string | null): ETicket {
  return {
    code_link: '/api/v1/tickets/TK-NAMES00001/qr/1.png?exp=1&sig=x',
    link: '/api/v1/tickets/TK-NAMES00001/e-ticket.pdf?exp=1&sig=x',
    event_id: 7,
    title: 'Fado Night',
    start_time: '2031-05-01T18:00:00.000Z',
    end_time: '2031-05-01T22:00:00.000Z',
    time_zone: 'Europe/Lisbon',
    location: 'Alfama, Lisbon',
    short_description: '',
    buyer_name: 'Amina Njeri',
    paid_at: '2031-04-01T10:00:00.000Z',
    booking: {
      booking_id: 'TK-NAMES00001',
      payment_method: 'card',
      payment_reference: 'pi_3Abc',
      currency: 'EUR',
      price: 20,
      subtotal: 20,
      discount: 0,
      promo_code: null,
      fee: 0,
      tax: 0,
      tax_name: null,
      tax_rate: null,
      tax_mode: null,
      tickets: [{ name: 'Regular', no_of_persons: 1, price_per_ticket: 10, quantity: 2 }],
    },
    names_editable_until: until,
    admissions: [admission(1, 'Regular', names[0]), admission(2, 'Regular', names[1])],
    links_expire_at: '2031-05-02T00:00:00.000Z',
  };
}

/** Serves `reads` in turn (the last one again), and the names call with `answer`; returns its bodies. */
function ticketEndpoints(reads: ETicket[], answer: () => Response = () => envelope({ message: 'ok' })) {
  const bodies: unknown[] = [];
  let read = 0;
  server.use(
    http.get(`${API}/v1/tickets/view`, () => {
      const ticket = reads[Math.min(read, reads.length - 1)] as ETicket;
      read += 1;
      return envelope({ data: [ticket], total: 1 });
    }),
    http.put(`${API}/v1/tickets/TK-NAMES00001/holders`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const open = async () => {
  const view = renderRoute('/account/tickets', attendee);
  await screen.findByRole('heading', { level: 2, name: 'Fado Night' });
  return { ...view, card: within(screen.getByRole('article', { name: 'Fado Night' })) };
};

describe('names on the e-tickets page', { timeout: 20_000 }, () => {
  it('shows the holder of each admission, and no Edit names once the date has passed', async () => {
    ticketEndpoints([named(['Amina Njeri', 'Ana Sousa'], '2020-01-01T00:00:00.000Z')]);
    const { user, card } = await open();
    expect(card.getByText('Amina Njeri', { selector: 'p' })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Next admission' }));
    expect(card.getByText('Ana Sousa')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Edit names/ })).toBeNull();
  });

  it('sends the names that changed and shows them once saved', async () => {
    const bodies = ticketEndpoints([
      named(['Amina Njeri', ''], '2031-04-30T23:00:00.000Z'),
      named(['Amina Njeri', 'Rui Costa'], '2031-04-30T23:00:00.000Z'),
    ]);
    const { user, card } = await open();
    // 23:00 UTC is the first minute of 1 May in Lisbon (summer time, UTC+1).
    expect(card.getByText(/^You can change names until Thu 1 May 2031, 12:00 AM/)).toBeInTheDocument();
    await expectNoSeriousViolations();
    await user.click(card.getByRole('button', { name: 'Edit names on the tickets for Fado Night' }));
    const form = within(screen.getByRole('form', { name: 'Names on the tickets for Fado Night' }));
    expect(form.getByLabelText('Name on admission 1 (Regular)')).toHaveValue('Amina Njeri');
    await user.click(form.getByRole('button', { name: 'Save names' }));
    expect(form.getByRole('alert')).toHaveTextContent('Nothing changed. Correct a name first.');
    await user.type(form.getByLabelText('Name on admission 2 (Regular)'), 'Rui Costa');
    await user.click(form.getByRole('button', { name: 'Save names' }));
    expect(await card.findByText('Names saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ holders: [{ number: 2, name: 'Rui Costa' }] }]);
    await user.click(card.getByRole('button', { name: 'Next admission' }));
    expect(await card.findByText('Rui Costa')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const refusal = 'Names can no longer be changed for this event';
    ticketEndpoints([named(['Amina Njeri', ''], '2031-04-30T23:00:00.000Z')], () =>
      errorEnvelope(409, refusal, 'CONFLICT'),
    );
    const { user, card } = await open();
    await user.click(card.getByRole('button', { name: /Edit names/ }));
    await user.type(screen.getByLabelText('Name on admission 2 (Regular)'), 'Rui');
    await user.click(screen.getByRole('button', { name: 'Save names' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
