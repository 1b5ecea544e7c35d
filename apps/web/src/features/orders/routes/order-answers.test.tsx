import { screen, within } from '@testing-library/react';
import type { OrderDetail } from '@tiketi/contract/orders';
import type { GivenAnswer } from '@tiketi/contract/questions';
import { http, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { aQuestion, aQuestionList } from '@/testing/questions';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';
import { orderEndpoints } from '../testing/order-endpoints';
import { anOrderDetail, orderEvent, owner } from '../testing/order-fixtures';

// Issue 16 on the order screen: the buyer's answers, each ticket's holder, and the organizer's corrections.

const heard = aQuestion({
  id: 4,
  label: 'How did you hear of us?',
  type: 'one_choice',
  options: ['Radio', 'A friend'],
});
const diet = aQuestion({
  id: 5,
  label: 'Diet',
  type: 'one_choice',
  options: ['Vegetarian', 'Halal'],
  asked: 'ticket',
  ticket_type_ids: [12],
  position: 1,
});
const given = (question_id: number, label: string, value: string): GivenAnswer => ({
  question_id,
  label,
  value,
  text: value,
});

const answered: OrderDetail = anOrderDetail({
  tickets: [
    { name: 'Regular', quantity: 1, price_per_ticket: 750 },
    { name: 'VIP', quantity: 1, price_per_ticket: 750 },
  ],
  answers: [given(4, 'How did you hear of us?', 'Radio')],
  holders: [
    { number: 1, ticket_name: 'Regular', name: 'Amina Njeri', email: '', answers: [] },
    {
      number: 2,
      ticket_name: 'VIP',
      name: 'Ana Sousa',
      email: 'ana@example.com',
      answers: [given(5, 'Diet', 'Halal')],
    },
  ],
  admissions: [
    {
      number: 1,
      name: 'Regular',
      checked_in_at: null,
      valid: true,
      holder_name: 'Amina Njeri',
      holder_email: '',
      answers: [],
    },
    {
      number: 2,
      name: 'VIP',
      checked_in_at: null,
      valid: true,
      holder_name: 'Ana Sousa',
      holder_email: 'ana@example.com',
      answers: [given(5, 'Diet', 'Halal')],
    },
  ],
});

const ticket = (id: number, name: string) => ({
  id,
  name,
  no_of_persons: 1,
  status: 1,
  currency: 'KES',
  price_per_ticket: 750,
  max_tickets: 100,
  available: 50,
  ...PLAIN_SALE_TERMS,
});

function eventEndpoints() {
  server.use(
    http.get(`${API}/v1/client/event/7`, () =>
      envelope({
        ...orderEvent,
        tickets: [ticket(11, 'Regular'), ticket(12, 'VIP')],
      } as unknown as JsonBodyType),
    ),
    http.get(`${API}/v1/event/7/questions`, () =>
      envelope(aQuestionList([heard, diet], { ticket_names: 'required' }) as unknown as JsonBodyType),
    ),
  );
}

const openOrder = async () => {
  const view = renderRoute('/organizer/order/TK-ORDER00001', owner);
  await screen.findByRole('heading', { level: 1, name: 'Order TK-ORDER00001' });
  return view;
};

describe('answers on the order screen', { timeout: 20_000 }, () => {
  it('shows the order’s answers and each ticket’s holder', async () => {
    orderEndpoints([answered], () => ({ order: answered }));
    await openOrder();
    const answers = within(screen.getByRole('region', { name: 'Answers' }));
    expect(answers.getByText('How did you hear of us?').nextSibling).toHaveTextContent('Radio');
    const tickets = answers.getAllByRole('listitem');
    expect(tickets[0]).toHaveTextContent('Ticket 1 · Regular · Amina Njeri');
    expect(tickets[1]).toHaveTextContent('Ticket 2 · VIP · Ana Sousa · ana@example.com');
    expect(tickets[1]).toHaveTextContent('DietHalal');
    const admissions = within(screen.getByRole('region', { name: 'Admissions' })).getAllByRole('listitem');
    expect(admissions[1]).toHaveTextContent('Ticket 2 · VIP · Ana Sousa');
    await expectNoSeriousViolations();
  });

  it('sends only what was corrected and shows the order as answered, its timeline too', async () => {
    eventEndpoints();
    const corrected = anOrderDetail({
      ...answered,
      answers: [given(4, 'How did you hear of us?', 'A friend')],
      timeline: [
        ...answered.timeline,
        {
          at: '2031-04-03T10:00:00.000Z',
          kind: 'answers_changed',
          by: 'Wanjiru Kamau',
          detail: 'How did you hear of us?',
        },
      ],
    });
    const sent = orderEndpoints([answered], () => ({ order: corrected }));
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Edit answers' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit answers' }));
    // Diet is asked of VIP tickets only.
    const first = dialog.getByRole('group', { name: 'Ticket 1, Regular' });
    expect(within(first).queryByRole('group', { name: 'Diet' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Save answers' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Nothing changed. Correct an answer or a name first.',
    );

    await user.click(dialog.getByRole('radio', { name: 'A friend' }));
    const name = dialog.getByLabelText('Name on ticket 2');
    await user.clear(name);
    await user.type(name, 'Ana M. Sousa');
    await user.click(
      within(dialog.getByRole('group', { name: 'Diet' })).getByRole('radio', { name: 'Vegetarian' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText('The answers were saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: '/answers',
        method: 'PUT',
        body: {
          answers: [{ question_id: 4, value: 'A friend' }],
          holders: [{ number: 2, name: 'Ana M. Sousa', answers: [{ question_id: 5, value: 'Vegetarian' }] }],
        },
      },
    ]);
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline[2]).toHaveTextContent('Answers corrected · by Wanjiru Kamau');
  });

  it('shows the server’s refusal in the dialog', async () => {
    eventEndpoints();
    const refusal = 'Ticket 2, Diet: ‘Vegan’ is not one of the options';
    orderEndpoints([answered], () => errorEnvelope(400, refusal, 'VALIDATION'));
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Edit answers' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit answers' }));
    await user.click(dialog.getByRole('radio', { name: 'A friend' }));
    await user.click(dialog.getByRole('button', { name: 'Save answers' }));
    expect(await dialog.findByText(refusal)).toBeInTheDocument();
  });
});
