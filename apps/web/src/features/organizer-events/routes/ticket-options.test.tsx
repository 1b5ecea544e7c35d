import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';
import { PLAIN_SALE_TERMS } from '@/testing/ticket-types';
import { toDateTimeLocal } from '../lib/date-time-local';

// Issue 15: each ticket type's description, sale window, per-order limits and place on the page,
// set behind 'More options' on 'Ticket Setup' and 'Ticket Update'.

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
  tickets: [
    {
      id: 11,
      name: 'VIP',
      no_of_persons: 1,
      status: 1,
      currency: 'USD',
      price_per_ticket: 40,
      max_tickets: 50,
      available: 50,
      ...PLAIN_SALE_TERMS,
      description: 'Front rows and a drink',
      sale_end: '2027-04-30T21:00:00.000Z',
      min_per_order: 2,
      max_per_order: 4,
    },
    {
      id: 12,
      name: 'Regular',
      no_of_persons: 1,
      status: 1,
      currency: 'USD',
      price_per_ticket: 15,
      max_tickets: 50,
      available: 50,
      ...PLAIN_SALE_TERMS,
      position: 1,
    },
  ],
};

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

/** 'Ticket Update' of event 5; returns the bodies of the update calls sent. */
function ticketUpdate(answer: () => Response = () => envelope(null)) {
  const sent: unknown[] = [];
  server.use(
    http.get(`${API}/v1/client/event/5`, () => envelope(event)),
    http.post(`${API}/v1/event/5/ticket/update`, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return { ...renderRoute('/organizer/tickets/5', organizer), sent };
}

const ticketGroup = (name: string) => screen.getByRole('group', { name });
/** A datetime-local value as a browser's picker leaves it. */
const pick = (input: HTMLElement, local: string) => fireEvent.change(input, { target: { value: local } });

describe('more options of a ticket type', () => {
  it('start collapsed, load the saved values and go back in the update call with the new order', async () => {
    const { user, sent } = ticketUpdate();
    await screen.findByRole('form', { name: 'Ticket Update' });
    const vip = ticketGroup('Ticket 1');
    const more = within(vip).getByRole('button', { name: 'More options' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(vip).queryByRole('textbox', { name: /Description/ })).not.toBeInTheDocument();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const description = within(vip).getByRole('textbox', { name: /Description/ });
    expect(description).toHaveValue('Front rows and a drink');
    expect(description).toHaveAttribute('maxLength', '300');
    expect(within(vip).getByLabelText('Sale ends')).toHaveValue(toDateTimeLocal('2027-04-30T21:00:00.000Z'));
    expect(within(vip).getByLabelText('Sale starts')).toHaveValue('');
    expect(within(vip).getByRole('spinbutton', { name: 'Minimum per order' })).toHaveValue(2);
    expect(within(vip).getByRole('spinbutton', { name: 'Maximum per order' })).toHaveValue(4);
    await expectNoSeriousViolations();

    await user.clear(description);
    await user.type(description, 'Front rows');
    pick(within(vip).getByLabelText('Sale starts'), '2027-04-01T09:00');
    const max = within(vip).getByRole('spinbutton', { name: 'Maximum per order' });
    await user.clear(max);

    // Regular goes first; its Move up button had focus and keeps it where it can.
    expect(within(vip).getByRole('button', { name: 'Move up ticket 1' })).toBeDisabled();
    await user.click(within(ticketGroup('Ticket 2')).getByRole('button', { name: 'Move up ticket 2' }));
    expect(within(ticketGroup('Ticket 1')).getByLabelText(/Name/)).toHaveValue('Regular');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down ticket 1' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Update Ticket' }));
    expect(await screen.findByText('Taking you to the dashboard...')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        eventId: 5,
        tickets: [
          {
            id: 12,
            name: 'Regular',
            price_per_ticket: 15,
            no_of_persons: 1,
            max_tickets: 50,
            status: 1,
            description: '',
            sale_start: null,
            sale_end: null,
            min_per_order: 1,
            max_per_order: null,
            hidden: false,
            position: 0,
          },
          {
            id: 11,
            name: 'VIP',
            price_per_ticket: 40,
            no_of_persons: 1,
            max_tickets: 50,
            status: 1,
            description: 'Front rows',
            // The organizer's own clock as an instant, as the event's start and end are sent.
            sale_start: new Date('2027-04-01T09:00').toISOString(),
            sale_end: '2027-04-30T21:00:00.000Z',
            min_per_order: 2,
            max_per_order: null,
            hidden: false,
            position: 1,
          },
        ],
      },
    ]);
  });

  it('refuse a window that ends before it starts and a maximum below the minimum, sending nothing', async () => {
    const { user, sent } = ticketUpdate();
    await screen.findByRole('form', { name: 'Ticket Update' });
    const vip = ticketGroup('Ticket 1');
    await user.click(within(vip).getByRole('button', { name: 'More options' }));

    pick(within(vip).getByLabelText('Sale starts'), '2027-05-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Update Ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('VIP: Sale end must be after sale start');

    pick(within(vip).getByLabelText('Sale starts'), '');
    const min = within(vip).getByRole('spinbutton', { name: 'Minimum per order' });
    await user.clear(min);
    await user.type(min, '5');
    await user.click(screen.getByRole('button', { name: 'Update Ticket' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'VIP: Maximum per order cannot be below the minimum',
      ),
    );
    expect(sent).toHaveLength(0);
  });

  it("shows the server's own refusal", async () => {
    const { user, sent } = ticketUpdate(() =>
      errorEnvelope(400, 'VIP: the sale window ends after the event', 'VALIDATION_ERROR'),
    );
    await screen.findByRole('form', { name: 'Ticket Update' });
    await user.click(screen.getByRole('button', { name: 'Update Ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('VIP: the sale window ends after the event');
    expect(sent).toHaveLength(1);
  });
});
