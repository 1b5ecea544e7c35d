import { screen, within } from '@testing-library/react';
import type { EventSummary } from '@tiketi/contract/events';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';
import { NO_FEES_OR_TAXES } from '@/testing/ticket-types';

const summary = (id: number, title: string, organizer = 'Pwani Sounds'): EventSummary => ({
  id,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  image: null,
  image_srcset: null,
  short_description: `${title}, live`,
  organizer,
  organizer_id: 4,
  organizer_slug: organizer.toLowerCase().replaceAll(' ', '-'),
  category: 'Music',
  category_id: 2,
  start_time: '2027-05-01T18:00:00.000Z',
  end_time: '2027-05-01T22:00:00.000Z',
  time_zone: 'Africa/Nairobi',
  location: 'Old Town, Mombasa',
  currency: 'KES',
  status: 1,
  tickets_bought: 0,
  max_tickets: 100,
});

function organizerPage(events: EventSummary[], total = events.length) {
  const seen: string[] = [];
  server.use(
    http.get(`${API}/v1/organizer/:slug`, ({ params }) => {
      seen.push(String(params.slug));
      return params.slug === 'pwani-sounds'
        ? envelope({ id: 4, slug: 'pwani-sounds', display_name: 'Pwani Sounds', events, total })
        : errorEnvelope(404, 'Organizer not found', 'NOT_FOUND');
    }),
  );
  return seen;
}

describe('the organizer page', () => {
  it('shows the name, its mark and the upcoming events as cards, with no serious axe violations', async () => {
    const seen = organizerPage([summary(7, 'Taarab Night'), summary(8, 'Beach Sessions')]);
    renderRoute('/o/pwani-sounds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pwani Sounds' })).toBeInTheDocument();
    expect(seen).toEqual(['pwani-sounds']);
    expect(document.title).toBe('Pwani Sounds · Tiketi');
    expect(screen.getByText('P')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Taarab Night' })).toHaveAttribute(
      'href',
      '/details/7/taarab-night',
    );
    expect(screen.getByRole('link', { name: 'Beach Sessions' })).toHaveAttribute(
      'href',
      '/details/8/beach-sessions',
    );
    // The cards do not link back to the page they are on.
    expect(screen.queryByRole('link', { name: 'Pwani Sounds' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
    await expectNoSeriousViolations();
  });

  it('says plainly when there are no upcoming events', async () => {
    organizerPage([]);
    renderRoute('/o/pwani-sounds');
    expect(await screen.findByText('No upcoming events right now. Check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await expectNoSeriousViolations();
  });

  it('links to the home page filtered by the organizer when there are more events than shown', async () => {
    organizerPage([summary(7, 'Taarab Night')], 75);
    renderRoute('/o/pwani-sounds');
    expect(await screen.findByRole('link', { name: 'See all 75 events' })).toHaveAttribute(
      'href',
      '/?organizer=4',
    );
  });

  it('answers an unknown slug with a not found page', async () => {
    organizerPage([]);
    renderRoute('/o/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizer not found' })).toBeInTheDocument();
    expect(screen.getByText('This organizer does not exist or has no public page.')).toBeInTheDocument();
  });
});

describe('links to the organizer page', () => {
  it('from the event page and from the event cards', async () => {
    server.use(
      http.get(`${API}/v1/event/details/5`, () =>
        envelope({
          ...summary(5, 'Jazz on the Lawn', 'Nairobi Jazz'),
          full_description: 'An evening of jazz.',
          coordinates: null,
          max_tickets_per_booking: 10,
          sales: NO_FEES_OR_TAXES,
          checkout: { questions: [], ticket_names: 'off', ticket_emails: 'off' },
          tickets: [],
        }),
      ),
      http.get(`${API}/v1/event/view`, () => envelope({ data: [summary(8, 'Beach Sessions')], total: 1 })),
    );
    organizerPage([summary(8, 'Beach Sessions')]);
    const { user } = renderRoute('/details/5/jazz-on-the-lawn');
    const organizer = await screen.findByRole('link', { name: 'Nairobi Jazz' });
    expect(organizer).toHaveAttribute('href', '/o/nairobi-jazz');
    // The 'More events like this' card names its own organizer, and opens their page.
    const card = (await screen.findByRole('link', { name: 'Beach Sessions' })).closest('article');
    const byLink = within(card as HTMLElement).getByRole('link', { name: 'Pwani Sounds' });
    expect(byLink).toHaveAttribute('href', '/o/pwani-sounds');
    await user.click(byLink);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pwani Sounds' })).toBeInTheDocument();
  });
});
