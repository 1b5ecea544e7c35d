import { screen, within } from '@testing-library/react';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';

// Issue 15: a hidden ticket type is sold only with an access code; the organizer marks it under
// 'More options' and sees it marked on 'Ticket Update'.

const type = (id: number, name: string, position: number, hidden: boolean) => ({
  id,
  name,
  no_of_persons: 1,
  status: 1,
  currency: 'USD',
  price_per_ticket: 20,
  max_tickets: 50,
  available: 50,
  ...PLAIN_SALE_TERMS,
  position,
  hidden,
});

const event: OrganizerEvent = {
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
  end_time: '2027-05-01T22:00:00.000Z',
  time_zone: 'UTC',
  location: 'Arboretum, Nairobi',
  currency: 'USD',
  status: 1,
  tickets_bought: 0,
  max_tickets: 100,
  created_at: '2026-01-01T00:00:00.000Z',
  tickets: [type(11, 'Partners', 0, true), type(12, 'Regular', 1, false)],
};

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

describe('a hidden ticket type', () => {
  it('shows its badge, and the checkbox reaches the update call', async () => {
    const sent: { tickets: { name: string; hidden: boolean }[] }[] = [];
    server.use(
      http.get(`${API}/v1/client/event/5`, () => envelope(event)),
      http.post(`${API}/v1/event/5/ticket/update`, async ({ request }) => {
        sent.push((await request.json()) as (typeof sent)[number]);
        return envelope(null);
      }),
    );
    const { user } = renderRoute('/organizer/tickets/5', organizer);
    await screen.findByRole('form', { name: 'Ticket Update' });

    const partners = screen.getByRole('group', { name: /^Ticket 1/ });
    expect(within(partners).getByText('Hidden')).toBeInTheDocument();
    const regular = screen.getByRole('group', { name: 'Ticket 2' });
    expect(within(regular).queryByText('Hidden')).not.toBeInTheDocument();

    await user.click(within(partners).getByRole('button', { name: 'More options' }));
    const partnersHidden = within(partners).getByRole('checkbox', {
      name: 'Hidden — sold only with an access code',
    });
    expect(partnersHidden).toBeChecked();
    await user.click(within(regular).getByRole('button', { name: 'More options' }));
    const regularHidden = within(regular).getByRole('checkbox', {
      name: 'Hidden — sold only with an access code',
    });
    expect(regularHidden).not.toBeChecked();
    await expectNoSeriousViolations();

    await user.click(regularHidden);
    expect(within(screen.getByRole('group', { name: /^Ticket 2/ })).getByText('Hidden')).toBeInTheDocument();
    await user.click(partnersHidden);
    expect(within(partners).queryByText('Hidden')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Ticket' }));
    expect(await screen.findByText('Taking you to the dashboard...')).toBeInTheDocument();
    expect(sent.map((body) => body.tickets.map(({ name, hidden }) => ({ name, hidden })))).toEqual([
      [
        { name: 'Partners', hidden: false },
        { name: 'Regular', hidden: true },
      ],
    ]);
  });
});
