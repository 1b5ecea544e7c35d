import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
import { type HeldEvent, heldEventFrom, holdEvent } from '../lib/held-event';

const saved: OrganizerEvent = {
  id: 5,
  title: 'Jazz on the Lawn',
  slug: 'jazz-on-the-lawn',
  image: '/uploads/jazz-800.webp',
  image_srcset: null,
  short_description: 'An evening of jazz',
  full_description: 'An evening of jazz under the trees.',
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
  tickets_bought: 12,
  max_tickets: 100,
  created_at: '2026-01-01T00:00:00.000Z',
  tickets: [],
  ticket_holders: 12,
};

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

/**
 * Edit step 2 with `held` as step 1 left it, the event as the server has it, and the update call:
 * returns the notify_holders field of each update sent (null when left out).
 */
function editStep2(held: HeldEvent, onServer: OrganizerEvent = saved) {
  const flags: (string | null)[] = [];
  server.use(
    http.get(`${API}/v1/client/event/5`, () => envelope(onServer)),
    http.put(`${API}/v1/event/update/5`, async ({ request }) => {
      const body = await request.formData();
      flags.push(body.get('notify_holders') as string | null);
      return HttpResponse.json({ status: 200, message: null, status_description: 'Event updated' });
    }),
  );
  const view = renderRoute('/organizer/event-view/2', { ...organizer, ...holdEvent(held) });
  return { ...view, flags };
}

const moved = { ...heldEventFrom(saved), location: 'KICC, Nairobi' };

describe('telling ticket holders of a change', () => {
  it('asks before saving a new place, and mails them when told yes', async () => {
    const { user, flags } = editStep2(moved);
    await user.click(await screen.findByRole('button', { name: 'Update Event' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tell the 12 ticket holders?' });
    expect(flags).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, mail them' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/organizer/tickets/5'));
    expect(flags).toEqual(['true']);
  });

  it('saves without mailing when told no', async () => {
    // An hour earlier than saved (the event is in UTC).
    const earlier = '2027-05-01T17:00';
    const { user, flags } = editStep2({ ...heldEventFrom(saved), start_time: earlier });
    await user.click(await screen.findByRole('button', { name: 'Update Event' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tell the 12 ticket holders?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, just save' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/organizer/tickets/5'));
    expect(flags).toEqual([null]);
  });

  it('does not ask when the date, time and place are as saved', async () => {
    const { user, flags } = editStep2({ ...heldEventFrom(saved), title: 'Jazz on the Big Lawn' });
    await user.click(await screen.findByRole('button', { name: 'Update Event' }));

    await waitFor(() => expect(flags).toEqual([null]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask when nobody holds a ticket yet', async () => {
    const { user, flags } = editStep2(moved, { ...saved, ticket_holders: 0 });
    await user.click(await screen.findByRole('button', { name: 'Update Event' }));

    await waitFor(() => expect(flags).toEqual([null]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('singles out one ticket holder, and Escape leaves the edit unsaved', async () => {
    const { user, flags } = editStep2(moved, { ...saved, ticket_holders: 1 });
    await user.click(await screen.findByRole('button', { name: 'Update Event' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tell the 1 ticket holder?' });
    // What a browser fires on Escape (jsdom has no keyboard handling of modal dialogs).
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(flags).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Update Event' })).toBeEnabled();
  });
});
