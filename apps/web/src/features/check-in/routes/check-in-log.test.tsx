import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doorEndpoints, organizer } from '@/testing/door';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';

const entry = {
  id: 1,
  at: '2031-05-01T17:02:00.000Z',
  device: 'North gate',
  by: 'Grace Wanjiku',
  kind: 'scan',
  outcome: 'valid',
  booking_id: 'TK-AMINA00001',
  number: 1,
  name: 'General',
  holder_name: 'Amina Njeri',
} as const;

function logEndpoint() {
  const queries: string[] = [];
  server.use(
    http.get(`${API}/v1/event/7/checkin/log`, ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      const device = url.searchParams.get('device');
      const page = Number(url.searchParams.get('page'));
      const rows = device
        ? [{ ...entry, id: 3, device, kind: 'manual', outcome: 'duplicate', at: '2031-05-01T17:09:00.000Z' }]
        : page === 2
          ? [{ ...entry, id: 60, outcome: 'undone', kind: 'undo' }]
          : [
              entry,
              {
                ...entry,
                id: 2,
                device: 'South gate',
                booking_id: null,
                number: null,
                name: null,
                holder_name: null,
                outcome: 'unknown',
              },
            ];
      return envelope({ data: rows, total: device ? 1 : 51, devices: ['North gate', 'South gate'] });
    }),
  );
  return queries;
}

describe('the check-in log', () => {
  const downloads: string[] = [];
  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:log');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('is linked from the check-in screen and lists every scan in the event’s time, by device', async () => {
    doorEndpoints();
    const queries = logEndpoint();
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    await user.click(await screen.findByRole('link', { name: 'Check-in log' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Check-in log' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('8:02pm EAT');
    expect(first).toHaveTextContent('North gate');
    expect(first).toHaveTextContent('Grace Wanjiku');
    expect(first).toHaveTextContent('TK-AMINA00001 · ticket 1 · General');
    expect(first).toHaveTextContent('Amina Njeri');
    expect(first).toHaveTextContent('Valid');
    expect(first).toHaveTextContent('Scanned');
    expect(second).toHaveTextContent('South gate');
    expect(second).toHaveTextContent('Unknown ticket');
    expect(screen.getByText("51 entries, times in the event's zone")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('Check-in undone')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Device'), 'South gate');
    expect(await within(table).findByText('Duplicate entry')).toBeInTheDocument();
    expect(within(table).getByText('Manual')).toBeInTheDocument();
    expect(queries).toEqual(['?page=1&limit=50', '?page=2&limit=50', '?page=1&limit=50&device=South+gate']);
  });

  it('downloads the CSV of the device on screen with the session header', async () => {
    doorEndpoints();
    logEndpoint();
    const sent: { query: string; auth: string | null }[] = [];
    server.use(
      http.get(`${API}/v1/event/7/checkin/log.csv`, ({ request }) => {
        sent.push({ query: new URL(request.url).search, auth: request.headers.get('Auth') });
        return new HttpResponse('time,device\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="check-in-log-7.csv"',
          },
        });
      }),
    );
    const { user } = renderRoute('/organizer/checkin-log/7', organizer);
    await screen.findByRole('table', { name: 'Check-in log' });
    await user.selectOptions(screen.getByLabelText('Device'), 'North gate');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toEqual(['check-in-log-7.csv blob:log']));
    expect(sent).toEqual([{ query: '?device=North+gate', auth: 'organizer-token' }]);
  });
});
