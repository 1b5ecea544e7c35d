import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
// The section is a lazy chunk of the screen: loaded here once, so no test waits for its first load.
import '../components/embed-section';
import { heldEventFrom, holdEvent } from '../lib/held-event';

// Issue 19: 'Sell on your website' on the event screen, with the widget's two snippets.

const event: OrganizerEvent = {
  id: 5,
  title: 'Jazz on the Lawn',
  slug: 'jazz-on-the-lawn',
  image: null,
  image_srcset: null,
  short_description: 'An evening of jazz',
  full_description: 'An evening of jazz under the trees.',
  organizer: 'Nairobi Jazz',
  organizer_slug: 'nairobi-jazz',
  organizer_id: 1,
  category: 'Music',
  category_id: 2,
  start_time: '2027-05-01T18:00:00.000Z',
  end_time: '2027-05-01T22:00:00.000Z',
  time_zone: 'UTC',
  location: 'Arboretum, Nairobi',
  currency: 'KES',
  status: 1,
  tickets_bought: 0,
  max_tickets: 100,
  created_at: '2026-01-01T00:00:00.000Z',
  tickets: [],
  ticket_holders: 0,
};

// The API base of the web tests (vitest.config.ts): the server the widget comes from.
const ORIGIN = 'http://localhost:3000';

function openEditScreen(current: OrganizerEvent) {
  server.use(
    http.get(`${API}/v1/client/event/5`, () => envelope(current)),
    http.get(`${API}/v1/client/category/view`, () => envelope([{ id: 2, name: 'Music' }])),
    http.get(`${API}/v1/client/time-zone`, () => envelope({ time_zone: null, effective: 'UTC' })),
  );
  return renderRoute('/organizer/event-view/1', {
    tokenKey: 'organizer-token',
    accountType: 'organizer',
    authenticated: true,
    ...holdEvent(heldEventFrom(current)),
  });
}

describe('sell on your website', () => {
  it('gives both snippets with the real address and id, follows the options, and copies them', async () => {
    const { user } = openEditScreen(event);
    const section = await screen.findByRole('region', { name: 'Sell on your website' }, { timeout: 15_000 });
    const script = within(section).getByRole('textbox', { name: 'Script and placeholder' });
    const frame = within(section).getByRole('textbox', { name: 'Frame only' });
    expect(script).toHaveValue(
      `<div data-tiketi-event="5"></div><script src="${ORIGIN}/embed.js" async></script>`,
    );
    expect(frame).toHaveValue(
      `<iframe src="${ORIGIN}/embed/event/5" title="Tickets" width="100%" height="480" style="border:0" loading="lazy"></iframe>`,
    );

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Theme' }), 'dark');
    fireEvent.input(within(section).getByLabelText('Accent colour'), { target: { value: '#ff6600' } });
    expect(script).toHaveValue(
      `<div data-tiketi-event="5" data-theme="dark" data-accent="#ff6600"></div><script src="${ORIGIN}/embed.js" async></script>`,
    );
    expect((frame as HTMLTextAreaElement).value).toContain(
      `src="${ORIGIN}/embed/event/5?theme=dark&amp;accent=%23ff6600"`,
    );

    await user.click(within(section).getByRole('button', { name: 'Copy script' }));
    await waitFor(() => expect(within(section).getAllByRole('status')[0]).toHaveTextContent('Copied.'));
    expect(await navigator.clipboard.readText()).toBe((script as HTMLTextAreaElement).value);
    await user.click(within(section).getByRole('button', { name: 'Copy frame' }));
    expect(await navigator.clipboard.readText()).toBe((frame as HTMLTextAreaElement).value);
    await expectNoSeriousViolations(section);
  });

  it('says a draft shows its tickets once published', async () => {
    openEditScreen({ ...event, status: 2 });
    const section = await screen.findByRole('region', { name: 'Sell on your website' }, { timeout: 15_000 });
    expect(section).toHaveTextContent('The tickets show once you publish the event.');
  });

  it('offers no snippet for a cancelled event', async () => {
    server.use(http.get(`${API}/v1/event/5/cancellation`, () => envelope(null)));
    openEditScreen({ ...event, status: 3 });
    expect(await screen.findByRole('heading', { name: 'Cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sell on your website' })).not.toBeInTheDocument();
  });
});
