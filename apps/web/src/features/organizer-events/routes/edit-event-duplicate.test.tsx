import { screen, within } from '@testing-library/react';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';
import { editingSession, jazzOnTheLawn, serveEditScreen } from '../testing/edit-event';

const event = jazzOnTheLawn;

/** The copy the server makes: a draft with nothing sold. */
const copy: OrganizerEvent = {
  ...event,
  id: 9,
  title: 'Jazz on the Lawn (copy)',
  slug: 'jazz-on-the-lawn-copy',
  status: 2,
  tickets_bought: 0,
  tickets: event.tickets.map((ticket) => ({ ...ticket, id: 21, available: 100 })),
  ticket_holders: 0,
};

const session = editingSession(event);

/** The edit screen's reads for the original, and the copy the Duplicate button opens. */
function editScreen() {
  serveEditScreen(() => event);
  server.use(http.get(`${API}/v1/client/event/9`, () => envelope(copy)));
}

describe('duplicate an event', () => {
  it('makes a draft copy and opens it on the edit screen', async () => {
    editScreen();
    const calls: string[] = [];
    server.use(
      http.post(`${API}/v1/event/5/duplicate`, async ({ request }) => {
        calls.push(request.headers.get('auth') ?? '');
        await delay(50);
        return envelope({ data: 9 }, { status: 201 });
      }),
    );

    const { user } = renderRoute('/organizer/event-view/1', session);
    expect(await screen.findByText('Jazz on the Lawn', { selector: 'span' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Duplicate' });
    expect(within(section).getByText(/Nothing sold is copied/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Duplicate event' }));
    // Busy while the copy is made; one call in all (checked below).
    expect(await within(section).findByRole('button', { name: /Duplicating/ })).toBeInTheDocument();

    // The edit screen now holds the copy, a draft, with its own form values.
    expect(await screen.findByText('Jazz on the Lawn (copy)', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Event Title/i)).toHaveValue('Jazz on the Lawn (copy)');
    expect(await screen.findByText('Draft.')).toBeInTheDocument();
    expect(calls).toEqual(['organizer-token']);
  });

  it('shows the server’s answer when the copy cannot be made', async () => {
    editScreen();
    server.use(
      http.post(`${API}/v1/event/5/duplicate`, () => errorEnvelope(404, 'Event not found', 'NOT_FOUND')),
    );
    const { user } = renderRoute('/organizer/event-view/1', session);
    const section = await screen.findByRole('region', { name: 'Duplicate' });
    await user.click(within(section).getByRole('button', { name: 'Duplicate event' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Event not found');
    // Still on the original.
    expect(screen.getByLabelText(/Event Title/i)).toHaveValue('Jazz on the Lawn');
    expect(within(section).getByRole('button', { name: 'Duplicate event' })).toBeEnabled();
  });

  it('says so when the server cannot be reached', async () => {
    editScreen();
    server.use(http.post(`${API}/v1/event/5/duplicate`, () => HttpResponse.error()));
    const { user } = renderRoute('/organizer/event-view/1', session);
    const section = await screen.findByRole('region', { name: 'Duplicate' });
    await user.click(within(section).getByRole('button', { name: 'Duplicate event' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(/could not reach the server/);
  });
});
