import { screen, within } from '@testing-library/react';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';

/** Issue 16 on the organizer's screens: an event's times in its own zone, with the zone's short name. */

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

// 18:00Z on 1 May 2027 is 19:00 WEST in Lisbon; 19:00Z on 16 January is 19:00 WET.
const event = (id: number, title: string, start_time: string): OrganizerEvent => ({
  id,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  image: null,
  image_srcset: null,
  short_description: `${title}, live`,
  full_description: '',
  organizer: 'Lisboa Sons',
  organizer_id: 1,
  organizer_slug: 'lisboa-sons',
  category: 'Music',
  category_id: 2,
  start_time,
  end_time: new Date(Date.parse(start_time) + 3 * 3_600_000).toISOString(),
  time_zone: 'Europe/Lisbon',
  location: 'Alfama, Lisbon',
  currency: 'USD',
  status: 1,
  tickets_bought: 3,
  max_tickets: 100,
  created_at: '2026-01-01T00:00:00.000Z',
  tickets: [],
});

describe("an event's times on the organizer's screens", { timeout: 20_000 }, () => {
  it('shows each card’s start in Lisbon time, WEST in summer and WET in winter', async () => {
    const events = [
      event(5, 'Fado Night', '2027-05-01T18:00:00.000Z'),
      event(6, 'Winter Fado', '2027-01-16T19:00:00.000Z'),
    ];
    server.use(http.get(`${API}/v1/client/event/view`, () => envelope({ data: { data: events, total: 2 } })));
    renderRoute('/organizer/events', organizer);
    const summer = within(
      (await screen.findByRole('link', { name: 'Fado Night' })).closest('article') as HTMLElement,
    );
    expect(summer.getByText('Saturday 7:00pm WEST')).toBeInTheDocument();
    const winter = within(
      screen.getByRole('link', { name: 'Winter Fado' }).closest('article') as HTMLElement,
    );
    expect(winter.getByText('Saturday 7:00pm WET')).toBeInTheDocument();
  });

  it('shows the start in Lisbon time at the door', async () => {
    const fado = event(7, 'Fado Night', '2027-05-01T18:00:00.000Z');
    server.use(
      http.get(`${API}/v1/event/7/checkin/stats`, () =>
        envelope({
          event: { ...fado, time_zone: 'Europe/Lisbon' },
          counts: { checked_in: 0, total: 3, people_checked_in: 0, people_total: 3 },
        }),
      ),
    );
    renderRoute('/organizer/checkin/7', organizer);
    expect(await screen.findByText('Sat, 1 May 2027 · 7:00pm WEST')).toBeInTheDocument();
  });
});
