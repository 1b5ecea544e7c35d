import { screen, waitFor, within } from '@testing-library/react';
import type { SentMessage } from '@tiketi/contract/event-operations';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';

const ticket = (id: number, name: string) => ({
  id,
  name,
  no_of_persons: 1,
  status: 1,
  currency: 'USD',
  price_per_ticket: 20,
  max_tickets: 50,
  available: 30,
  ...PLAIN_SALE_TERMS,
});

const event = {
  id: 5,
  title: 'Jazz on the Lawn',
  slug: 'jazz-on-the-lawn',
  image: null,
  image_srcset: null,
  short_description: 'An evening of jazz',
  full_description: 'An evening of jazz under the trees.',
  organizer: 'Nairobi Jazz',
  organizer_id: 1,
  organizer_slug: 'nairobi-jazz',
  category: 'Music',
  category_id: 2,
  start_time: '2027-05-01T18:00:00.000Z',
  time_zone: 'UTC',
  end_time: '2027-05-01T22:00:00.000Z',
  location: 'Arboretum, Nairobi',
  currency: 'USD',
  status: 1,
  tickets_bought: 40,
  max_tickets: 100,
  created_at: '2026-01-01T00:00:00.000Z',
  tickets: [ticket(11, 'VIP'), ticket(12, 'Regular')],
  ticket_holders: 42,
};

const message = (patch: Partial<SentMessage>): SentMessage => ({
  id: 1,
  subject: 'Gates open at 5pm',
  body: 'Come early for the best spots.',
  ticket_type_ids: [],
  recipients: 42,
  sent_by: 'Wanjiku Kamau',
  sent_at: '2026-11-20T09:00:00.000Z',
  ...patch,
});

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

/** The screen's reads, and the send call answering `answer` (the list grows with what was sent). */
function messagesScreen(options: { remaining?: number; answer?: (body: unknown) => Response } = {}) {
  const sent: SentMessage[] = [message({})];
  let remaining = options.remaining ?? 2;
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/v1/client/event/5`, () => envelope(event)),
    http.get(`${API}/v1/event/5/messages`, () =>
      envelope({ data: [...sent].reverse(), total: sent.length, remaining_today: remaining }),
    ),
    http.post(`${API}/v1/event/5/messages`, async ({ request }) => {
      const body = (await request.json()) as { subject: string; body: string; ticket_type_ids?: number[] };
      bodies.push(body);
      if (options.answer) return options.answer(body);
      const created = message({
        id: sent.length + 1,
        subject: body.subject,
        body: body.body,
        ticket_type_ids: body.ticket_type_ids ?? [],
        recipients: body.ticket_type_ids ? 8 : 42,
        sent_at: '2026-11-24T10:00:00.000Z',
      });
      sent.push(created);
      remaining -= 1;
      return envelope(created, { status: 201 });
    }),
  );
  const view = renderRoute('/organizer/messages/5', organizer);
  return { ...view, bodies };
}

const form = () => screen.getByRole('form', { name: 'New message' });

describe('messages to ticket holders', () => {
  it('lists what was sent, sends to every holder, and counts down the day’s messages', async () => {
    const { user, bodies } = messagesScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('You can send 2 more messages today.')).toBeInTheDocument();
    const list = screen.getByRole('table', { name: 'Sent messages' });
    expect(within(list).getByText('Gates open at 5pm')).toBeInTheDocument();
    expect(within(list).getByText('Wanjiku Kamau')).toBeInTheDocument();
    expect(within(list).getByText('Sent to 42 ticket holders')).toBeInTheDocument();
    expect(within(list).getByText('All ticket holders')).toBeInTheDocument();

    await user.type(within(form()).getByLabelText(/Subject/), 'Parking update');
    await user.type(within(form()).getByLabelText(/Message/), 'Park at the north gate.');
    expect(within(form()).getByText('Plain text. 23 of 5000 characters.')).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Message sent. Sent to 42 ticket holders.')).toBeInTheDocument();
    expect(bodies).toEqual([{ subject: 'Parking update', body: 'Park at the north gate.' }]);
    expect(await screen.findByText('You can send 1 more message today.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Sent messages' })).getByText('Parking update'),
    ).toBeInTheDocument();
    // The form is empty again for the next message.
    expect(within(form()).getByLabelText(/Subject/)).toHaveValue('');
  });

  it('checks the form before sending, and sends to the holders of chosen ticket types', async () => {
    const { user, bodies } = messagesScreen();
    await screen.findByText('You can send 2 more messages today.');
    const send = () => user.click(within(form()).getByRole('button', { name: 'Send' }));

    await send();
    expect(within(form()).getByRole('alert')).toHaveTextContent('Enter a subject');
    await user.type(within(form()).getByLabelText(/Subject/), 'VIP lounge');
    await send();
    expect(within(form()).getByRole('alert')).toHaveTextContent('Write a message');
    await user.type(within(form()).getByLabelText(/Message/), 'The lounge opens at 6pm.');

    await user.click(within(form()).getByRole('radio', { name: 'Holders of these ticket types' }));
    await send();
    expect(within(form()).getByRole('alert')).toHaveTextContent('Choose at least one ticket type');
    expect(bodies).toHaveLength(0);

    await user.click(within(form()).getByRole('checkbox', { name: 'VIP' }));
    await send();
    expect(await screen.findByText('Message sent. Sent to 8 ticket holders.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { subject: 'VIP lounge', body: 'The lounge opens at 6pm.', ticket_type_ids: [11] },
    ]);
    const list = screen.getByRole('table', { name: 'Sent messages' });
    await waitFor(() => expect(within(list).getByText('Holders of VIP')).toBeInTheDocument());
  });

  it('shows the server’s 429 when the day’s messages are used up', async () => {
    const limit = 'This event has had its 3 messages today. You can send more tomorrow.';
    const { user } = messagesScreen({
      remaining: 1,
      answer: () => errorEnvelope(429, limit, 'RATE_LIMITED'),
    });
    await screen.findByText('You can send 1 more message today.');
    await user.type(within(form()).getByLabelText(/Subject/), 'One more thing');
    await user.type(within(form()).getByLabelText(/Message/), 'Bring a blanket.');
    await user.click(within(form()).getByRole('button', { name: 'Send' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent(limit);
    // What was typed stays, to send tomorrow.
    expect(within(form()).getByLabelText(/Subject/)).toHaveValue('One more thing');
  });

  it('offers no Send once none are left today', async () => {
    messagesScreen({ remaining: 0 });
    expect(
      await screen.findByText('You can send no more messages today. Try again tomorrow.'),
    ).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('answers another organisation’s event as not found', async () => {
    server.use(
      http.get(`${API}/v1/client/event/9`, () => errorEnvelope(404, 'Event not found', 'NOT_FOUND')),
    );
    server.use(
      http.get(`${API}/v1/event/9/messages`, () => errorEnvelope(404, 'Event not found', 'NOT_FOUND')),
    );
    renderRoute('/organizer/messages/9', organizer);
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
  });
});
