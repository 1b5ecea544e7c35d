import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';

// Spec decision #13: a KES event is priced in whole shillings, said under the field and checked
// before anything is sent.
const kesEvent = {
  id: 6,
  title: 'Benga Night',
  slug: 'benga-night',
  image: null,
  image_srcset: null,
  short_description: 'Benga and rhumba',
  full_description: 'Two bands, one long night.',
  organizer: 'Nairobi Sounds',
  organizer_id: 1,
  organizer_slug: 'nairobi-jazz',
  category: 'Music',
  category_id: 2,
  start_time: '2027-05-01T18:00:00.000Z',
  time_zone: 'UTC',
  end_time: '2027-05-01T22:00:00.000Z',
  location: 'Kenya National Theatre, Nairobi',
  currency: 'KES',
  status: 1,
  tickets_bought: 0,
  max_tickets: 50,
  created_at: '2026-01-01T00:00:00.000Z',
  tickets: [
    {
      id: 21,
      name: 'Regular',
      no_of_persons: 1,
      status: 1,
      currency: 'KES',
      price_per_ticket: 1500,
      max_tickets: 50,
      available: 50,
      ...PLAIN_SALE_TERMS,
    },
  ],
};

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

describe('ticket update of a KES event', () => {
  it('asks for whole shillings and refuses cents before sending', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${API}/v1/client/event/6`, () => envelope(kesEvent)),
      http.post(`${API}/v1/event/6/ticket/update`, async ({ request }) => {
        sent.push(await request.json());
        return envelope(null);
      }),
    );
    const { user } = renderRoute('/organizer/tickets/6', organizer);
    await screen.findByRole('form', { name: 'Ticket Update' });
    const group = screen.getByRole('group', { name: 'Ticket 1' });
    const price = within(group).getByLabelText(/Price per ticket/);
    expect(price).toHaveAccessibleDescription(/Whole shillings: M-Pesa takes no cents/);
    expect(price).toHaveAttribute('step', '1');
    expect(price).toHaveValue(1500);

    await user.clear(price);
    await user.type(price, '1500.5');
    await user.click(screen.getByRole('button', { name: 'Update Ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Regular: KES prices must be whole shillings: M-Pesa takes no cents',
    );
    expect(sent).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '1600');
    await user.click(screen.getByRole('button', { name: 'Update Ticket' }));
    expect(await screen.findByText('Taking you to the dashboard...')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        eventId: 6,
        tickets: [
          {
            id: 21,
            name: 'Regular',
            price_per_ticket: 1600,
            no_of_persons: 1,
            max_tickets: 50,
            status: 1,
            // Issue 15's options, none set.
            description: '',
            sale_start: null,
            sale_end: null,
            min_per_order: 1,
            max_per_order: null,
            hidden: false,
            position: 0,
          },
        ],
      },
    ]);
  });
});
