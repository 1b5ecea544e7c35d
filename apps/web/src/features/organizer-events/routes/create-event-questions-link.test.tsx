import { screen, within } from '@testing-library/react';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { http, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
import { emptyHeldEvent, holdEvent } from '../lib/held-event';

// Issue 16: once the tickets are set up, the new draft offers its Questions screen before publishing.

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

const gala: OrganizerEvent = {
  id: 9,
  title: 'Gala',
  slug: 'gala',
  image: null,
  image_srcset: null,
  short_description: '',
  full_description: '',
  organizer: 'Nairobi Jazz',
  organizer_id: 1,
  organizer_slug: 'nairobi-jazz',
  category: 'Music',
  category_id: 2,
  start_time: '2031-05-01T18:00:00.000Z',
  end_time: '2031-05-01T22:00:00.000Z',
  time_zone: 'UTC',
  location: 'Arboretum, Nairobi',
  currency: 'USD',
  status: 0,
  tickets_bought: 0,
  max_tickets: 100,
  created_at: '2031-01-01T00:00:00.000Z',
  tickets: [],
};

describe('the Questions step after Ticket Setup', () => {
  it('links the new draft’s questions from the dashboard Finish Setup leads to', async () => {
    server.use(
      http.post(`${API}/v1/event/9/ticket/register`, () => envelope({}, { status: 201 })),
      http.get(`${API}/v1/client/event/view`, () =>
        envelope({ data: { data: [gala], total: 1 } } as unknown as JsonBodyType),
      ),
      http.get(`${API}/v1/client/event/9`, () => envelope(gala as unknown as JsonBodyType)),
      http.get(`${API}/v1/client/summary`, () =>
        envelope({ currency: 'USD', net_sales: 0, sales: [], events: 1, tickets_sold: 0 }),
      ),
    );
    const held = { ...emptyHeldEvent('create'), id: 9, title: 'Gala', currency: 'USD' };
    const { user } = renderRoute('/organizer/event/3', { ...organizer, ...holdEvent(held) });
    const first = (await screen.findAllByRole('group', { name: 'Ticket 1' }))[0] as HTMLElement;
    await user.type(within(first).getByLabelText(/Name/), 'Regular');
    await user.type(within(first).getByLabelText(/Price per ticket/), '10');
    await user.type(within(first).getByLabelText(/Max tickets/), '100');
    await user.click(screen.getByRole('button', { name: 'Finish Setup' }));

    const link = await screen.findByRole('link', { name: 'Add questions' });
    expect(link).toHaveAttribute('href', '/organizer/questions/9');
    expect(link.closest('p')).toHaveTextContent(
      'Need buyers’ answers or a name on every ticket? Add questions before you publish.',
    );
  });
});
