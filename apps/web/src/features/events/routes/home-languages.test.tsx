import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';

// Issue 19: the home page's browsing in Kiswahili and French, dates formatted for the language.
// Saturday 1 May 2027, 18:00Z: 19:00 WEST in Lisbon.
const event = {
  id: 5,
  title: 'Fado Night',
  slug: 'fado-night',
  image: null,
  image_srcset: null,
  short_description: 'Fado, live',
  organizer: 'Lisboa Sons',
  organizer_id: 1,
  organizer_slug: 'lisboa-sons',
  category: 'Music',
  category_id: 2,
  start_time: '2027-05-01T18:00:00.000Z',
  end_time: '2027-05-01T21:30:00.000Z',
  time_zone: 'Europe/Lisbon',
  location: 'Alfama, Lisbon',
  currency: 'USD',
  status: 1,
  tickets_bought: 10,
  max_tickets: 100,
};

function homeCalls() {
  server.use(
    http.get(`${API}/v1/event/view`, () => envelope({ data: [event], total: 1 })),
    http.get(`${API}/v1/client/category/view`, () => envelope([])),
    http.get(`${API}/v1/client/view`, () => envelope([])),
    http.get(`${API}/v1/platform/time`, () => envelope({ time_zone: 'Africa/Nairobi', today: '2027-04-20' })),
  );
}

const card = async () =>
  within((await screen.findByRole('link', { name: 'Fado Night' })).closest('article') as HTMLElement);

describe('the home page in other languages', () => {
  it('reads in Kiswahili with ?lang=sw, the card date in Kiswahili and the zone kept', async () => {
    homeCalls();
    renderRoute('/?lang=sw');
    expect(await screen.findByRole('heading', { name: 'Matukio Yajayo' })).toBeInTheDocument();
    expect((await card()).getByText('Jumamosi 19:00 WEST')).toBeInTheDocument();
    expect((await card()).getByText('Mei')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Chuja kwa Tarehe' })).toHaveDisplayValue('Zote');
  });

  it('switches to French from the picker, and back to the English of the spec', async () => {
    homeCalls();
    const { user } = renderRoute('/');
    expect((await card()).getByText('Saturday 7:00pm WEST')).toBeInTheDocument();
    const picker = within(screen.getAllByRole('banner')[0] as HTMLElement).getByRole('combobox', {
      name: 'Language',
    });
    await user.selectOptions(picker, 'fr');
    expect(await screen.findByRole('heading', { name: 'Événements à venir' })).toBeInTheDocument();
    expect((await card()).getByText('samedi 19:00 WEST')).toBeInTheDocument();
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Langue' })[0] as HTMLElement, 'en');
    expect(await screen.findByRole('heading', { name: 'Upcoming Events' })).toBeInTheDocument();
    expect((await card()).getByText('Saturday 7:00pm WEST')).toBeInTheDocument();
  });
});
