import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
// The section is a lazy chunk of the screen: loaded here once, so no test waits for its first load.
import '../components/embed-section';
import { editingSession, jazzOnTheLawn, serveEditScreen } from '../testing/edit-event';

// Issue 19: 'Sell on your website' on the event screen, with the widget's two snippets.

const event: OrganizerEvent = { ...jazzOnTheLawn, tickets_bought: 0, tickets: [], ticket_holders: 0 };

// The API base of the web tests (vitest.config.ts): the server the widget comes from.
const ORIGIN = 'http://localhost:3000';

function openEditScreen(current: OrganizerEvent) {
  serveEditScreen(() => current);
  return renderRoute('/organizer/event-view/1', editingSession(current));
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
