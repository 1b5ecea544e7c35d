import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
import { NO_FEES_OR_TAXES, PLAIN_SALE_TERMS } from '@/testing/ticket-types';

/**
 * Issue 16: an event's times show in its own zone with the zone's short name, whatever zone the
 * browser (or the test runner) is in; the details page adds the viewer's own time when it differs.
 */

// Summer in Lisbon: 18:00Z is 19:00 WEST (and 21:00 EAT in Nairobi).
const summer = { start_time: '2027-05-01T18:00:00.000Z', end_time: '2027-05-01T21:30:00.000Z' };
// Winter in Lisbon: 19:00Z is 19:00 WET.
const winter = { start_time: '2027-01-16T19:00:00.000Z', end_time: '2027-01-16T22:00:00.000Z' };

const summary = (id: number, title: string, times: typeof summer) => ({
  id,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  image: null,
  image_srcset: null,
  short_description: `${title}, live`,
  organizer: 'Lisboa Sons',
  organizer_id: 1,
  organizer_slug: 'nairobi-jazz',
  category: 'Music',
  category_id: 2,
  ...times,
  time_zone: 'Europe/Lisbon',
  location: 'Alfama, Lisbon',
  currency: 'USD',
  status: 1,
  tickets_bought: 10,
  max_tickets: 100,
});

const detail = {
  ...summary(5, 'Fado Night', summer),
  full_description: 'Fado in the old town.',
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
};

const list = { data: [summary(5, 'Fado Night', summer), summary(6, 'Winter Fado', winter)], total: 2 };

/** The browser's own zone as `Intl` reports it, for the 'Your time' line. */
function viewerIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone };
  });
}

afterEach(() => vi.restoreAllMocks());

describe("each event in its own zone, on the buyer's screens", { timeout: 20_000 }, () => {
  it("shows a Lisbon event's card time with WEST or WET, and says whose days the date filters read", async () => {
    viewerIn('Africa/Nairobi');
    server.use(
      http.get(`${API}/v1/event/view`, () => envelope(list)),
      http.get(`${API}/v1/client/category/view`, () => envelope([])),
      http.get(`${API}/v1/client/view`, () => envelope([])),
      http.get(`${API}/v1/platform/time`, () =>
        envelope({ time_zone: 'Africa/Nairobi', today: '2027-04-20' }),
      ),
    );
    renderRoute('/');
    const summerCard = within(
      (await screen.findByRole('link', { name: 'Fado Night' })).closest('article') as HTMLElement,
    );
    expect(summerCard.getByText('Saturday 7:00pm WEST')).toBeInTheDocument();
    expect(summerCard.getByText('May')).toBeInTheDocument();
    const winterCard = within(
      screen.getByRole('link', { name: 'Winter Fado' }).closest('article') as HTMLElement,
    );
    expect(winterCard.getByText('Saturday 7:00pm WET')).toBeInTheDocument();
    expect(winterCard.getByText('16')).toBeInTheDocument();

    expect(await screen.findByText('Dates follow Nairobi time (Africa/Nairobi)')).toBeInTheDocument();
    expect(screen.getByLabelText('Filter By Date')).toHaveAccessibleDescription(
      'Dates follow Nairobi time (Africa/Nairobi)',
    );
  });

  it("shows the details in the event's zone, and the viewer's own time as a second line", async () => {
    viewerIn('Africa/Nairobi');
    server.use(
      http.get(`${API}/v1/event/details/5`, () => envelope(detail)),
      http.get(`${API}/v1/event/view`, () => envelope({ data: [], total: 0 })),
    );
    renderRoute('/details/5/fado-night');
    const starts = await screen.findByText('Starts');
    const start = within(starts.closest('div') as HTMLElement);
    expect(start.getByText('Saturday 7:00pm WEST')).toBeInTheDocument();
    expect(start.getByText('Saturday, 1 May 2027')).toBeInTheDocument();
    expect(start.getByText('Your time: Sat 1 May, 9:00 PM EAT')).toBeInTheDocument();
    const end = within(screen.getByText('Ends').closest('div') as HTMLElement);
    expect(end.getByText('Saturday 10:30pm WEST')).toBeInTheDocument();
    expect(end.getByText('Your time: Sun 2 May, 12:30 AM EAT')).toBeInTheDocument();
    expect(screen.getByText("Times are shown in the event's time zone (Europe/Lisbon).")).toBeInTheDocument();
  });

  it('adds no second line when the viewer is in the same zone', async () => {
    viewerIn('Europe/Lisbon');
    server.use(
      http.get(`${API}/v1/event/details/5`, () => envelope(detail)),
      http.get(`${API}/v1/event/view`, () => envelope({ data: [], total: 0 })),
    );
    renderRoute('/details/5/fado-night');
    expect(await screen.findByText('Saturday 7:00pm WEST')).toBeInTheDocument();
    expect(screen.queryByText(/^Your time:/)).not.toBeInTheDocument();
  });
});
