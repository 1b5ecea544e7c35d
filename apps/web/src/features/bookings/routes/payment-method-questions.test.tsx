import { screen, within } from '@testing-library/react';
import type { EventDetail } from '@tiketi/contract/events';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { readBookingDraft } from '@/lib/checkout-state';
import { sessionStore } from '@/lib/session';
import { asStored } from '@/lib/stored';
import { expectNoSeriousViolations } from '@/testing/axe';
import { createdFor, draftIn } from '@/testing/bookings';
import { aQuestion } from '@/testing/questions';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';
import { NO_FEES_OR_TAXES, PLAIN_SALE_TERMS } from '@/testing/ticket-types';

// Issue 16 on Payment Method: the organizer's questions and a name on every ticket, before Proceed.

const ticket = (id: number, name: string) => ({
  id,
  name,
  no_of_persons: 1,
  status: 1,
  currency: 'USD',
  price_per_ticket: 10,
  max_tickets: 100,
  available: 50,
  ...PLAIN_SALE_TERMS,
});

const heard = aQuestion({
  id: 4,
  label: 'How did you hear of us?',
  type: 'one_choice',
  options: ['Radio', 'A friend'],
  required: true,
});
const diet = aQuestion({
  id: 5,
  label: 'Diet',
  type: 'several_choices',
  options: ['Vegetarian', 'Halal'],
  asked: 'ticket',
  ticket_type_ids: [12],
  position: 1,
});
const age = aQuestion({ id: 6, label: 'Age', type: 'number', asked: 'ticket', position: 2 });
const gone = aQuestion({ id: 7, label: 'Gender', asked: 'ticket', hidden: true, position: 3 });

const event: EventDetail = {
  id: 7,
  title: 'Fado Night',
  slug: 'fado-night',
  image: null,
  image_srcset: null,
  short_description: '',
  organizer: 'Lisbon Sounds',
  organizer_id: 1,
  organizer_slug: 'lisbon-sounds',
  category: 'Music',
  category_id: 2,
  start_time: '2031-05-01T18:00:00.000Z',
  end_time: '2031-05-01T22:00:00.000Z',
  time_zone: 'Europe/Lisbon',
  location: 'Alfama, Lisbon',
  currency: 'USD',
  status: 1,
  tickets_bought: 0,
  max_tickets: 100,
  full_description: '',
  coordinates: null,
  max_tickets_per_booking: 10,
  tickets: [ticket(11, 'Regular'), ticket(12, 'VIP')],
  checkout: { questions: [heard, diet, age, gone], ticket_names: 'required', ticket_emails: 'optional' },
  sales: NO_FEES_OR_TAXES,
};

/** A guest's card draft: one Regular, then two VIP. */
const session = {
  booking: asStored(
    draftIn('USD', {
      tickets: [
        { id: 11, qty: 1, price: 10 },
        { id: 12, qty: 2, price: 10 },
      ],
      payment_method: 'card',
      total_price: 30,
    }),
  ),
  event: asStored(event),
};

function bookingCall(answer: () => Response = () => envelope({ data: createdFor('card') }, { status: 201 })) {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/v1/simulated-payments/intent`, () =>
      envelope({ status: 'requires_payment_method', amount: 30, currency: 'USD' }),
    ),
    http.post(`${API}/v1/event/book`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const block = (name: string) => screen.getByRole('region', { name });

describe('questions on Payment Method', { timeout: 30_000 }, () => {
  it('asks the order once and each ticket in its own block, the buyer’s name in the first', async () => {
    bookingCall();
    renderRoute('/payment/method', session);
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(within(order).getByRole('group', { name: 'How did you hear of us?' })).toBeInTheDocument();
    const first = block('Ticket 1 of 3, Regular');
    expect(within(first).getByLabelText(/Name on the ticket/)).toHaveValue('Otieno Kamau');
    expect(within(first).getByLabelText("Ticket holder's email")).toHaveValue('');
    expect(within(first).getByRole('spinbutton', { name: 'Age' })).toBeInTheDocument();
    // Diet is asked of VIP tickets only; the hidden question of no one.
    expect(within(first).queryByRole('group', { name: 'Diet' })).toBeNull();
    const third = block('Ticket 3 of 3, VIP');
    expect(within(third).getByLabelText(/Name on the ticket/)).toHaveValue('');
    expect(within(third).getByRole('group', { name: 'Diet' })).toBeInTheDocument();
    expect(screen.queryByText('Gender')).toBeNull();
    await expectNoSeriousViolations();
  });

  it('names the missing answer by its field and moves focus there, then books with answers and holders', async () => {
    const bodies = bookingCall();
    const { user } = renderRoute('/payment/method', session);
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('How did you hear of us?: an answer is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Radio' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'How did you hear of us?' })).toHaveAccessibleDescription(
      'How did you hear of us?: an answer is required',
    );
    expect(bodies).toEqual([]);
    await expectNoSeriousViolations();

    await user.click(screen.getByRole('radio', { name: 'A friend' }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const second = block('Ticket 2 of 3, VIP');
    const name2 = within(second).getByLabelText(/Name on the ticket/);
    expect(await screen.findByText("Ticket 2: enter the ticket holder's name")).toBeInTheDocument();
    expect(name2).toHaveFocus();
    expect(name2).toHaveAccessibleDescription("Ticket 2: enter the ticket holder's name");

    await user.type(name2, 'Ana Sousa');
    await user.type(within(second).getByLabelText("Ticket holder's email"), 'Ana@Example.com');
    await user.click(within(second).getByRole('checkbox', { name: 'Halal' }));
    await user.type(within(block('Ticket 1 of 3, Regular')).getByRole('spinbutton', { name: 'Age' }), '41');
    await user.type(within(block('Ticket 3 of 3, VIP')).getByLabelText(/Name on the ticket/), 'Rui Costa');
    // Kept in the draft, so a reload keeps them.
    expect(readBookingDraft(sessionStore.get().booking)?.holders?.[1]?.name).toBe('Ana Sousa');

    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        answers: [{ question_id: 4, value: 'A friend' }],
        holders: [
          { ticket_id: 11, name: 'Otieno Kamau', email: '', answers: [{ question_id: 6, value: 41 }] },
          {
            ticket_id: 12,
            name: 'Ana Sousa',
            email: 'ana@example.com',
            answers: [{ question_id: 5, value: ['Halal'] }],
          },
          { ticket_id: 12, name: 'Rui Costa', email: '', answers: [] },
        ],
      }),
    ]);
  });

  it('shows the server’s 400 when it still refuses', async () => {
    const refusal = 'Diet: ‘Vegan’ is not one of the options';
    bookingCall(() => errorEnvelope(400, refusal, 'VALIDATION'));
    const { user } = renderRoute('/payment/method', {
      ...session,
      event: asStored({
        ...event,
        checkout: { questions: [age], ticket_names: 'off', ticket_emails: 'off' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(refusal);
  });

  it('asks each type of question with its own control', async () => {
    const types = ['short_text', 'long_text', 'checkbox', 'date', 'phone', 'email'] as const;
    const questions = types.map((type, at) =>
      aQuestion({ id: 20 + at, label: `Q ${type}`, type, position: at }),
    );
    renderRoute('/payment/method', {
      ...session,
      event: asStored({ ...event, checkout: { questions, ticket_names: 'off', ticket_emails: 'off' } }),
    });
    const order = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(order.getByRole('textbox', { name: 'Q short_text' })).toHaveAttribute('type', 'text');
    expect(order.getByRole('textbox', { name: 'Q long_text' }).tagName).toBe('TEXTAREA');
    expect(order.getByRole('checkbox', { name: 'Q checkbox' })).not.toBeChecked();
    expect(order.getByLabelText('Q date')).toHaveAttribute('type', 'date');
    expect(order.getByRole('textbox', { name: 'Q phone' })).toHaveAttribute('type', 'tel');
    expect(order.getByRole('textbox', { name: 'Q email' })).toHaveAttribute('type', 'email');
    // No names asked and no per-ticket question: no ticket blocks.
    expect(screen.queryByRole('region', { name: /^Ticket 1 of 3/ })).toBeNull();
  });
});
