import { screen, waitFor, within } from '@testing-library/react';
import type { EventCancellation } from '@tiketi/contract/event-operations';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';
import { CANCELLATION_POLL_MS } from '../api/event-cancellation';
import { editingSession, jazzOnTheLawn, serveEditScreen } from '../testing/edit-event';

const event = jazzOnTheLawn;

const progress = (patch: Partial<EventCancellation>): EventCancellation => ({
  event_id: 5,
  status: 'running',
  orders_total: 40,
  orders_done: 0,
  orders_failed: 0,
  cancelled_at: '2026-11-24T10:00:00.000Z',
  message: 'The venue flooded. Sorry!',
  ...patch,
});

/** The organizer editing event 5, opened from its card. */
const session = editingSession(event);

const editScreen = serveEditScreen;

afterEach(() => {
  vi.useRealTimers();
});

describe('cancel an event', () => {
  it('asks for a message, cancels, and follows the refunds every few seconds until they are done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = event;
    editScreen(() => current);
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/v1/event/5/cancel`, async ({ request }) => {
        sent.push(await request.json());
        current = { ...event, status: 3 };
        return envelope(progress({ orders_done: 0 }), { status: 202 });
      }),
    );
    // Each read of the progress answers the next step: 12 done, then all 40 with one failed.
    const steps = [
      progress({ orders_done: 12 }),
      progress({ status: 'done', orders_done: 39, orders_failed: 1 }),
    ];
    let reads = 0;
    server.use(
      http.get(`${API}/v1/event/5/cancellation`, () => {
        const step = steps[Math.min(reads, steps.length - 1)];
        reads += 1;
        return envelope(step ?? null);
      }),
    );

    const { user } = renderRoute('/organizer/event-view/1', session);
    const section = await screen.findByRole('region', { name: 'Cancel event' });
    expect(within(section).getByText(/every paid order is refunded/i)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Cancel event' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    // The message is required: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a message to ticket holders');
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Message to ticket holders/), 'The venue flooded. Sorry!');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));

    expect(await screen.findByRole('heading', { name: 'Cancelled' })).toBeInTheDocument();
    expect(sent).toEqual([{ message: 'The venue flooded. Sorry!' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(/Refunds: 12 of 40 orders done/)).toBeInTheDocument();

    // Still running: read again after the interval, and the count moves on.
    await vi.advanceTimersByTimeAsync(CANCELLATION_POLL_MS);
    expect(await screen.findByText('Refunds: 39 of 40 orders done, 1 failed')).toBeInTheDocument();
    expect(screen.getByText(/Failed refunds are tried again/)).toBeInTheDocument();

    // Done: no more reads.
    const readsWhenDone = reads;
    await vi.advanceTimersByTimeAsync(CANCELLATION_POLL_MS * 3);
    expect(reads).toBe(readsWhenDone);
    // A cancelled event is neither published nor sent back to drafts.
    expect(screen.queryByRole('button', { name: 'Move to drafts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('shows the server’s 403 in the dialog when teammates may not cancel', async () => {
    editScreen(() => event);
    const denied =
      'Only the organisation owner can refund or cancel. The owner can allow teammates in the team settings.';
    server.use(http.post(`${API}/v1/event/5/cancel`, () => errorEnvelope(403, denied, 'FORBIDDEN')));

    const { user } = renderRoute('/organizer/event-view/1', session);
    const section = await screen.findByRole('region', { name: 'Cancel event' });
    await user.click(within(section).getByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    await user.type(within(dialog).getByLabelText(/Message to ticket holders/), 'Called off.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(denied);
    // Keep event closes the dialog and leaves the event as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Keep event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Move to drafts' })).toBeInTheDocument();
  });

  it('shows a cancelled event’s notice and progress instead of its controls', async () => {
    editScreen(() => ({ ...event, status: 3 }));
    server.use(
      http.get(`${API}/v1/event/5/cancellation`, () =>
        envelope(progress({ status: 'done', orders_done: 40, orders_failed: 0 })),
      ),
    );

    renderRoute('/organizer/event-view/1', session);
    expect(await screen.findByText('Refunds: 40 of 40 orders done')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('The venue flooded. Sorry!')).toBeInTheDocument();
    expect(screen.getByText(/cannot be published again/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Cancel event|Publish|Move to drafts/ }),
    ).not.toBeInTheDocument();
  });

  it('shows the server’s 409 when an event with paid orders is moved back to drafts', async () => {
    editScreen(() => event);
    const refused = 'This event has paid orders. Cancel the event instead.';
    server.use(http.post(`${API}/v1/event/5/status`, () => errorEnvelope(409, refused, 'CONFLICT')));

    const { user } = renderRoute('/organizer/event-view/1', session);
    await user.click(await screen.findByRole('button', { name: 'Move to drafts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
  });

  it('links the event’s messages from the edit screen', async () => {
    editScreen(() => event);
    renderRoute('/organizer/event-view/1', session);
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/organizer/messages/5',
    );
  });
});
