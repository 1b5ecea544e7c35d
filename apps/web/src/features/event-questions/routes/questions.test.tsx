import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { aQuestion, aQuestionList } from '@/testing/questions';
import { renderRoute } from '@/testing/render-route';
import { errorEnvelope } from '@/testing/server';
import { owner, questionEndpoints } from '../testing/question-endpoints';

const company = aQuestion({ id: 1, label: 'Company', position: 0 });
const diet = {
  ...aQuestion({
    id: 2,
    label: 'Diet',
    type: 'one_choice',
    options: ['Vegetarian', 'Halal'],
    required: true,
    asked: 'ticket',
    ticket_type_ids: [22],
    position: 1,
  }),
  answers: 3,
};
const listed = () => aQuestionList([diet, company]);

describe('the questions screen', { timeout: 20_000 }, () => {
  it('lists the questions in order with what each asks, and adds one with exactly the contract’s body', async () => {
    const sent = questionEndpoints((call) => (call.method === 'GET' ? listed() : { data: { id: 9 } }));
    const { user } = renderRoute('/organizer/questions/7', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1. Company');
    expect(items[0]).toHaveTextContent(
      'Short text · Once per order · Optional · All ticket types · 0 answers',
    );
    expect(items[1]).toHaveTextContent('2. Diet');
    expect(items[1]).toHaveTextContent('One choice · Once per ticket · Required · VIP · 3 answers');
    expect(items[1]).toHaveTextContent('It has answers, so it cannot be deleted: hide it instead.');
    expect(screen.getByRole('button', { name: 'Delete Diet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up Company' })).toBeDisabled();
    await expectNoSeriousViolations();

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a question' });
    await user.type(within(dialog).getByLabelText('Question'), 'T-shirt size');
    await user.selectOptions(within(dialog).getByLabelText('Answer type'), 'One choice');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A choice question needs at least two options',
    );
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Option 1'), 'S');
    await user.type(within(dialog).getByLabelText('Option 2'), 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Add an option' }));
    await user.type(within(dialog).getByLabelText('Option 3'), 'L');
    await user.click(within(dialog).getByRole('radio', { name: 'Once per ticket' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'VIP' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Required' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText('T-shirt size saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/questions',
        body: {
          label: 'T-shirt size',
          type: 'one_choice',
          options: ['S', 'M', 'L'],
          required: true,
          asked: 'ticket',
          ticket_type_ids: [22],
          hidden: false,
        },
      },
    ]);
  });

  it('edits, moves and hides a question with PUTs of the whole question', async () => {
    const sent = questionEndpoints((call) => (call.method === 'GET' ? listed() : { data: {} }));
    const { user } = renderRoute('/organizer/questions/7', owner);
    await user.click(await screen.findByRole('button', { name: 'Edit Company' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit question' });
    const label = within(dialog).getByLabelText('Question');
    await user.clear(label);
    await user.type(label, 'Company name');
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    expect(await screen.findByText('Company name saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move down Company' }));
    expect(await screen.findByText('Company moved down.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Diet' }));
    expect(await screen.findByText('Diet is hidden.')).toBeInTheDocument();

    const whole = { type: 'short_text', options: [], required: false, asked: 'order', ticket_type_ids: [] };
    const dietBody = {
      label: 'Diet',
      type: 'one_choice',
      options: ['Vegetarian', 'Halal'],
      required: true,
      asked: 'ticket',
      ticket_type_ids: [22],
    };
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/questions/1',
        body: { label: 'Company name', ...whole, position: 0, hidden: false },
      },
      {
        method: 'PUT',
        path: '/questions/1',
        body: { label: 'Company', ...whole, position: 1, hidden: false },
      },
      { method: 'PUT', path: '/questions/2', body: { ...dietBody, position: 0, hidden: false } },
      { method: 'PUT', path: '/questions/2', body: { ...dietBody, position: 1, hidden: true } },
    ]);
  });

  it('shows the server’s 409 when a question it cannot delete is deleted', async () => {
    const refusal = 'This question has answers: hide it instead';
    const sent = questionEndpoints((call) =>
      call.method === 'GET' ? listed() : errorEnvelope(409, refusal, 'CONFLICT'),
    );
    const { user } = renderRoute('/organizer/questions/7', owner);
    await user.click(await screen.findByRole('button', { name: 'Delete Company' }));
    await waitFor(() => expect(screen.getByText(refusal)).toBeInTheDocument());
    expect(sent).toEqual([{ method: 'DELETE', path: '/questions/1', body: undefined }]);
  });

  it('saves the names and emails per ticket, the date read in the event’s zone', async () => {
    // As the server does, the list read after the save carries the saved settings.
    let settings = {};
    let reads = 0;
    const sent = questionEndpoints((call) => {
      if (call.method === 'GET') {
        reads += 1;
        return aQuestionList([diet, company], settings);
      }
      settings = call.body as object;
      return { data: {} };
    });
    const { user } = renderRoute('/organizer/questions/7', owner);
    const form = await screen.findByRole('form', { name: 'Names and emails per ticket' });
    const names = within(form).getByRole('group', { name: 'Name on each ticket' });
    expect(within(names).getByRole('radio', { name: 'Not asked' })).toBeChecked();
    await user.click(within(names).getByRole('radio', { name: 'Required' }));
    const emails = within(form).getByRole('group', { name: 'Email for each ticket' });
    await user.click(within(emails).getByRole('radio', { name: 'Optional' }));
    const until = within(form).getByLabelText('Buyers can correct names until');
    expect(until).toHaveAccessibleDescription(
      "In the event's time zone (Europe/Lisbon). Leave empty: until the event starts.",
    );
    await user.type(until, '2031-04-30T12:00');
    const readsBefore = reads;
    await user.click(within(form).getByRole('button', { name: 'Save names and emails' }));
    expect(await screen.findByText('Names and emails saved.')).toBeInTheDocument();
    // The list read again after the save brings the saved settings: the form shows them, and its
    // message stays (a form rebuilt on the new settings lost it before the organizer could read it).
    await waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
    const saved = await screen.findByRole('form', { name: 'Names and emails per ticket' });
    expect(within(saved).getByText('Names and emails saved.')).toBeInTheDocument();
    const savedNames = within(saved).getByRole('group', { name: 'Name on each ticket' });
    expect(within(savedNames).getByRole('radio', { name: 'Required' })).toBeChecked();
    // Lisbon is on summer time (UTC+1) on 30 April.
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/questions/settings',
        body: {
          ticket_names: 'required',
          ticket_emails: 'optional',
          names_editable_until: '2031-04-30T11:00:00.000Z',
        },
      },
    ]);
  });
});
