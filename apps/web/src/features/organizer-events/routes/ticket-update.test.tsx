import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';

const ticket = (id: number, name: string, price: number) => ({
  id,
  name,
  no_of_persons: 1,
  status: 1,
  currency: 'USD',
  price_per_ticket: price,
  max_tickets: 50,
  available: 50,
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
  tickets_bought: 0,
  max_tickets: 100,
  created_at: '2026-01-01T00:00:00.000Z',
  tickets: [ticket(11, 'VIP', 40), ticket(12, 'Regular', 15)],
};

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

/** The event, and the ticket update call's body once Update Ticket is pressed. */
function eventEndpoints() {
  const sent: unknown[] = [];
  server.use(
    http.get(`${API}/v1/client/event/5`, () => envelope(event)),
    http.post(`${API}/v1/event/5/ticket/update`, async ({ request }) => {
      sent.push(await request.json());
      return envelope(null);
    }),
  );
  return sent;
}

/** Issue 15's options of a ticket that sets none, as the update call carries them. */
const noOptions = {
  description: '',
  sale_start: null,
  sale_end: null,
  min_per_order: 1,
  max_per_order: null,
  hidden: false,
};

const ticketGroups = () => screen.getAllByRole('group', { name: /^Ticket \d$/ });

describe('ticket update', () => {
  it('removes an unsaved row and a saved one, and never the last', async () => {
    const sent = eventEndpoints();
    const { user } = renderRoute('/organizer/tickets/5', organizer);
    await screen.findByRole('form', { name: 'Ticket Update' });
    expect(ticketGroups()).toHaveLength(2);

    // An unsaved row goes without a trace.
    await user.click(screen.getByRole('button', { name: '+ Add Ticket' }));
    expect(ticketGroups()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove ticket 3' }));
    expect(ticketGroups()).toHaveLength(2);

    // A saved row leaves the screen; the one left cannot be removed.
    await user.click(screen.getByRole('button', { name: 'Remove ticket 1' }));
    expect(ticketGroups()).toHaveLength(1);
    expect(within(ticketGroups()[0] as HTMLElement).getByLabelText(/Name/)).toHaveValue('Regular');
    expect(screen.queryByRole('button', { name: /^Remove ticket/ })).not.toBeInTheDocument();

    // The saved one is sent as removed (status 3), so the server takes it off sale.
    await user.click(screen.getByRole('button', { name: 'Update Ticket' }));
    expect(await screen.findByText('Taking you to the dashboard...')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      eventId: 5,
      // Issue 15: the one on screen comes first; no options set, so none are sent.
      tickets: [
        {
          id: 11,
          name: 'VIP',
          price_per_ticket: 40,
          no_of_persons: 1,
          max_tickets: 50,
          status: 3,
          ...noOptions,
          position: 1,
        },
        {
          id: 12,
          name: 'Regular',
          price_per_ticket: 15,
          no_of_persons: 1,
          max_tickets: 50,
          status: 1,
          ...noOptions,
          position: 0,
        },
      ],
    });
  });
});
