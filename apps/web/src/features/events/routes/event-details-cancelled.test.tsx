import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
import { NO_FEES_OR_TAXES, PLAIN_SALE_TERMS } from '@/testing/ticket-types';

const summary = (id: number, title: string, status: number) => ({
  id,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  image: null,
  image_srcset: null,
  short_description: `${title}, live`,
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
  status,
  tickets_bought: 10,
  max_tickets: 100,
});

const detail = (status: number) => ({
  ...summary(5, 'Jazz on the Lawn', status),
  full_description: 'An evening of jazz under the trees.',
  coordinates: null,
  max_tickets_per_booking: 10,
  sales: NO_FEES_OR_TAXES,
  checkout: { questions: [], ticket_names: 'off', ticket_emails: 'off' },
  tickets: [
    {
      id: 11,
      name: 'Regular',
      no_of_persons: 1,
      status: 1,
      currency: 'USD',
      price_per_ticket: 20,
      max_tickets: 100,
      available: 90,
      ...PLAIN_SALE_TERMS,
    },
  ],
});

/** The public page of event 5 with `status`, and its 'More events like this' (one of them cancelled). */
function publicPage(status: number) {
  server.use(
    http.get(`${API}/v1/event/details/5`, () => envelope(detail(status))),
    http.get(`${API}/v1/event/view`, () =>
      envelope({ data: [summary(7, 'Blues Night', 3), summary(8, 'Salsa Sunday', 1)], total: 2 }),
    ),
  );
  return renderRoute('/details/5/jazz-on-the-lawn');
}

describe('a cancelled event in public', () => {
  it('reads Cancelled on its page and offers no tickets to book', async () => {
    publicPage(3);
    const banner = await screen.findByRole('region', { name: 'This event was cancelled' });
    expect(within(banner).getByText(/Tickets are no longer on sale/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jazz on the Lawn' })).toBeInTheDocument();
    expect(screen.getByText('This event was cancelled. Tickets are no longer on sale.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Tickets for this event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book this event' })).not.toBeInTheDocument();
  });

  it('marks a cancelled event’s card, and only that one', async () => {
    publicPage(3);
    const cancelled = (await screen.findByRole('link', { name: 'Blues Night' })).closest('article');
    const published = screen.getByRole('link', { name: 'Salsa Sunday' }).closest('article');
    expect(within(cancelled as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
    expect(within(published as HTMLElement).queryByText('Cancelled')).not.toBeInTheDocument();
  });

  it('leaves a published event’s page as it was', async () => {
    publicPage(1);
    expect(await screen.findByRole('button', { name: 'Book this event' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Tickets for this event' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'This event was cancelled' })).not.toBeInTheDocument();
  });
});
