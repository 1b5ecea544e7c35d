import { screen, within } from '@testing-library/react';
import type { EventDetail, TicketType } from '@tiketi/contract/events';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
import { NO_FEES_OR_TAXES, PLAIN_SALE_TERMS } from '@/testing/ticket-types';

// Issue 15 on the buyer's page: each type's description, sale window and per-order limits.

const ticket = (id: number, name: string, over: Partial<TicketType> = {}): TicketType => ({
  id,
  name,
  no_of_persons: 1,
  status: 1,
  currency: 'USD',
  price_per_ticket: 20,
  max_tickets: 100,
  available: 50,
  ...PLAIN_SALE_TERMS,
  ...over,
});

const SALE_START = '2027-04-01T07:00:00.000Z';

const event: EventDetail = {
  checkout: { questions: [], ticket_names: 'off', ticket_emails: 'off' },
  sales: NO_FEES_OR_TAXES,
  id: 5,
  title: 'Jazz on the Lawn',
  slug: 'jazz-on-the-lawn',
  image: null,
  image_srcset: null,
  short_description: 'An evening of jazz',
  organizer: 'Nairobi Jazz',
  organizer_id: 1,
  organizer_slug: 'nairobi-jazz',
  category: 'Music',
  category_id: 2,
  start_time: '2027-05-01T18:00:00.000Z',
  end_time: '2027-05-01T22:00:00.000Z',
  time_zone: 'Africa/Nairobi',
  location: 'Arboretum, Nairobi',
  currency: 'USD',
  status: 1,
  tickets_bought: 10,
  max_tickets: 100,
  full_description: 'An evening of jazz under the trees.',
  coordinates: null,
  max_tickets_per_booking: 10,
  // The server's order (by position), which is not the order of the ids.
  tickets: [
    ticket(14, 'Table', {
      description: 'Two seats at a table by the stage',
      min_per_order: 2,
      max_per_order: 4,
      position: 0,
    }),
    ticket(12, 'Early bird', {
      sale_state: 'not_started',
      sale_start: SALE_START,
      position: 1,
    }),
    ticket(13, 'Last minute', {
      sale_state: 'ended',
      sale_end: '2026-01-01T00:00:00.000Z',
      position: 2,
    }),
    ticket(11, 'Regular', { position: 3 }),
  ],
};

function publicPage() {
  server.use(
    http.get(`${API}/v1/event/details/5`, () => envelope(event)),
    http.get(`${API}/v1/event/view`, () => envelope({ data: [], total: 0 })),
  );
  return renderRoute('/details/5/jazz-on-the-lawn');
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr');

describe('the sale terms of each ticket type', () => {
  it('list the types in the server’s order, with their descriptions', async () => {
    publicPage();
    const table = await screen.findByRole('table', { name: 'Tickets for this event' });
    // The ticket rows, before the total's.
    const names = within(table)
      .getAllByRole('rowheader')
      .slice(0, -1)
      .map((header) => header.querySelector('span')?.textContent);
    expect(names).toEqual(['Table', 'Early bird', 'Last minute', 'Regular']);
    expect(
      within(rowOf('Table') as HTMLElement).getByText('Two seats at a table by the stage'),
    ).toBeInTheDocument();
    await expectNoSeriousViolations();
  });

  it('say when a sale starts or that it ended, with the quantity box off', async () => {
    publicPage();
    await screen.findByRole('table', { name: 'Tickets for this event' });
    const early = rowOf('Early bird') as HTMLElement;
    // In the event's zone (issue 16): 07:00Z is 10:00 in Nairobi.
    expect(within(early).getByText('Sale starts Thu, 1 Apr 2027 · 10:00am EAT')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Early bird' })).toBeDisabled();
    expect(within(rowOf('Last minute') as HTMLElement).getByText('Sale ended')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Last minute' })).toBeDisabled();
    const regular = screen.getByRole('spinbutton', { name: 'Quantity of Regular' });
    expect(regular).toBeEnabled();
    expect(within(rowOf('Regular') as HTMLElement).getByText('Sale open')).toBeInTheDocument();
    // No limits of its own: nothing said, and the box goes from 0.
    expect(regular).not.toHaveAccessibleDescription();
    expect(regular).toHaveAttribute('min', '0');
  });

  it('say the per-order limits at the box and hold booking until the quantity keeps them', async () => {
    const { user } = publicPage();
    const box = await screen.findByRole('spinbutton', { name: 'Quantity of Table' });
    expect(box).toHaveAttribute('min', '2');
    expect(box).toHaveAttribute('max', '4');
    expect(box).toHaveAccessibleDescription('At least 2 per order At most 4 per order');
    const book = screen.getByRole('button', { name: 'Book this event' });

    await user.clear(box);
    await user.type(box, '1');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least 2 Table tickets, or none');
    expect(box).toBeInvalid();
    expect(book).toBeDisabled();

    await user.clear(box);
    await user.type(box, '5');
    expect(screen.getByRole('alert')).toHaveTextContent('You can book at most 4 Table tickets per order');
    expect(book).toBeDisabled();

    await user.clear(box);
    await user.type(box, '3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box).toBeValid();
    expect(book).toBeEnabled();
    expect(within(rowOf('Table') as HTMLElement).getByText('$60.00')).toBeInTheDocument();
  });
});
