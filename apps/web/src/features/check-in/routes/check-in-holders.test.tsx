import { screen, within } from '@testing-library/react';
import type { Attendee } from '@tiketi/contract/check-in';
import type { GivenAnswer } from '@tiketi/contract/questions';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';

// Issue 16 at the door and on the attendee list: the name on each ticket, and the answers.

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;
const counts = { checked_in: 3, total: 10, people_checked_in: 3, people_total: 10 };
const stats = {
  event: {
    id: 7,
    title: 'Fado Night',
    start_time: '2031-05-01T18:00:00.000Z',
    end_time: '2031-05-01T22:00:00.000Z',
    time_zone: 'UTC',
    location: 'Alfama, Lisbon',
  },
  counts,
};
const given = (question_id: number, label: string, text: string): GivenAnswer => ({
  question_id,
  label,
  value: text,
  text,
});

const booking: Attendee = {
  booking_id: 'TK-NAMES00001',
  buyer_name: 'Amina Njeri',
  email_address: 'amina@example.com',
  msisdn: '+254712345678',
  seats: [{ name: 'Regular', quantity: 2, no_of_persons: 1, price_per_ticket: 10 }],
  currency: 'EUR',
  price: 20,
  paid_at: '2031-04-01T10:00:00.000Z',
  payment_method: 'card',
  payment_reference: 'pi_3Abc',
  tickets: 2,
  checked_in: 0,
  last_checked_in_at: null,
  answers: [given(4, 'How did you hear of us?', 'A friend')],
  holders: [
    { number: 1, ticket_name: 'Regular', name: 'Amina Njeri', email: '', answers: [] },
    { number: 2, ticket_name: 'Regular', name: 'Ana Sousa', email: '', answers: [given(5, 'Diet', 'Halal')] },
  ],
};

describe('holder names at check-in', { timeout: 20_000 }, () => {
  it('shows the ticket’s holder first on the check-in answer, with who booked it', async () => {
    server.use(
      http.get(`${API}/v1/event/7/checkin/stats`, () => envelope(stats)),
      http.post(`${API}/v1/event/7/checkin`, () =>
        envelope({
          outcome: 'valid',
          booking_id: 'TK-NAMES00001',
          buyer_name: 'Amina Njeri',
          ticket: { number: 2, of: 2, name: 'Regular', no_of_persons: 1, holder_name: 'Ana Sousa' },
          checked_in_at: '2031-05-01T18:10:00.000Z',
          counts,
        }),
      ),
    );
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    await user.type(await screen.findByLabelText('Ticket code'), 'B'.repeat(43));
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const holder = await screen.findByText('Ana Sousa');
    expect(holder).toHaveClass('text-3xl');
    const panel = holder.closest('[data-outcome]');
    expect(panel).toHaveAttribute('data-outcome', 'valid');
    expect(panel).toHaveTextContent('Booked by Amina Njeri');
    expect(panel).toHaveTextContent('Ticket 2 of 2 · Regular · admits 1');
  });

  it('lists each booking’s holders and answers on the attendee list', async () => {
    server.use(
      http.get(`${API}/v1/event/7/checkin/stats`, () => envelope(stats)),
      http.get(`${API}/v1/event/7/attendees`, () =>
        envelope({ data: [booking], total: 1, free_total: 0, counts }),
      ),
    );
    renderRoute('/organizer/attendees/7', organizer);
    const table = within(await screen.findByRole('table', { name: 'Attendees' }));
    const holders = within(table.getByRole('list', { name: 'Ticket holders of TK-NAMES00001' }));
    const lines = holders.getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('1. Amina Njeri');
    expect(lines[1]).toHaveTextContent('2. Ana Sousa · Diet: Halal');
    expect(table.getByText('How did you hear of us?: A friend')).toBeInTheDocument();
    await expectNoSeriousViolations();
  });
});
