import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CODES,
  counts,
  doorEndpoints,
  keyOf,
  LIST,
  nameAndDownload,
  organizer,
  resetOnline,
  setOnline,
} from '@/testing/door';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';
import { clearDoorStore } from '../door/store';

beforeEach(resetOnline);
afterEach(async () => {
  vi.restoreAllMocks();
  await clearDoorStore();
});

const { key: _key, ...amina } = LIST[0] ?? ({} as never);
const found = { ...amina, buyer_email: 'amina@example.com' };

async function search(user: ReturnType<typeof renderRoute>['user'], text: string) {
  const field = await screen.findByLabelText('Name, email, phone or booking reference');
  await user.clear(field);
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return screen.findByRole('list', { name: 'Search results' });
}

describe('check-in by name or booking', () => {
  it('searches the server online and checks one admission in by hand, with the device', async () => {
    doorEndpoints();
    const queries: string[] = [];
    const manual: unknown[] = [];
    let state: 'valid' | 'checked_in' = 'valid';
    server.use(
      http.get(`${API}/v1/event/7/checkin/search`, ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('q') ?? '');
        return envelope({
          data: [{ ...found, state, checked_in_at: state === 'valid' ? null : '2031-05-01T17:05:00.000Z' }],
        });
      }),
      http.post(`${API}/v1/event/7/checkin`, async ({ request }) => {
        manual.push(await request.json());
        state = 'checked_in';
        return envelope({
          outcome: 'valid',
          booking_id: 'TK-AMINA00001',
          buyer_name: 'Amina Njeri',
          ticket: { number: 1, of: 2, name: 'General', no_of_persons: 1, holder_name: 'Amina Njeri' },
          checked_in_at: '2031-05-01T17:05:00.000Z',
          checked_in_by: 'Grace Wanjiku',
          counts: { ...counts, checked_in: 1, people_checked_in: 1 },
        });
      }),
    );
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    await user.type(await screen.findByLabelText('Device name'), 'North gate');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    const results = await search(user, 'amina@example');
    expect(queries).toEqual(['amina@example']);
    expect(results).toHaveTextContent('amina@example.com');
    expect(results).toHaveTextContent('Not checked in');
    await user.click(within(results).getByRole('button', { name: 'Check in Amina Njeri, ticket 1' }));

    const answer = (await screen.findByText('Valid', { selector: 'p' })).closest('[data-outcome]');
    expect(answer).toHaveTextContent('Ticket 1 of 2 · General · admits 1');
    expect(answer).toHaveTextContent('found by name');
    expect(manual).toEqual([{ booking_id: 'TK-AMINA00001', number: 1, device: 'North gate' }]);
    // The search runs again and shows the admission checked in, with its undo.
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(
      await within(results).findByRole('button', { name: 'Undo check-in of Amina Njeri, ticket 1' }),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Tickets checked in' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
  });

  it('undoes a check-in, and shows the server’s answer when it may not', async () => {
    doorEndpoints();
    const undone: string[] = [];
    let allowed = false;
    server.use(
      http.get(`${API}/v1/event/7/checkin/search`, () =>
        envelope({ data: [{ ...found, state: 'checked_in', checked_in_at: '2031-05-01T17:05:00.000Z' }] }),
      ),
      http.delete(`${API}/v1/event/7/checkin/:booking/:number`, ({ params }) => {
        undone.push(`${params.booking}/${params.number}`);
        return allowed
          ? envelope({ ok: true })
          : errorEnvelope(403, 'Only the owner or a teammate allowed to can undo a check-in.', 'forbidden');
      }),
    );
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    const results = await search(user, 'Amina');
    expect(results).toHaveTextContent('Checked in 8:05pm EAT');
    await user.click(within(results).getByRole('button', { name: 'Undo check-in of Amina Njeri, ticket 1' }));
    expect(
      await screen.findByText('Only the owner or a teammate allowed to can undo a check-in.'),
    ).toHaveAttribute('role', 'alert');
    allowed = true;
    await user.click(within(results).getByRole('button', { name: 'Undo check-in of Amina Njeri, ticket 1' }));
    await waitFor(() => expect(undone).toEqual(['TK-AMINA00001/1', 'TK-AMINA00001/1']));
    await waitFor(() =>
      expect(
        screen.queryByText('Only the owner or a teammate allowed to can undo a check-in.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('searches the list on this device offline (names, phones, references) and queues a manual check-in', async () => {
    doorEndpoints();
    const synced: { scans: { key: string; manual: boolean }[] }[] = [];
    server.use(
      http.post(`${API}/v1/event/7/checkin/sync`, async ({ request }) => {
        const body = (await request.json()) as {
          scans: { id: string; key: string; manual: boolean; at: string }[];
        };
        synced.push(body);
        return envelope({
          data: {
            results: body.scans.map((scan) => ({
              id: scan.id,
              outcome: 'valid',
              checked_in_at: scan.at,
              device: 'North gate',
            })),
            counts: { ...counts, checked_in: 1, people_checked_in: 2 },
          },
        });
      }),
    );
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    await nameAndDownload(user);
    setOnline(false);

    let results = await search(user, 'baraka');
    expect(screen.getByText(/Email search needs the network/)).toBeInTheDocument();
    expect(results).toHaveTextContent('Baraka Otieno');
    expect(results).toHaveTextContent('Booked by Amina Njeri');
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    // A phone number finds the booking; an email is not kept on the device.
    results = await search(user, '0733 999000');
    expect(results).toHaveTextContent('Wanjiru Kamau');
    expect(results).toHaveTextContent('Refunded');
    expect(within(results).queryByRole('button')).not.toBeInTheDocument();
    await search(user, 'amina@example.com');
    expect(screen.getByText('Nobody matches amina@example.com. (on this device)')).toBeInTheDocument();

    results = await search(user, 'TK-AMINA00001');
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(results).getByRole('button', { name: 'Check in Baraka Otieno, ticket 2' }));
    expect((await screen.findByText('Valid', { selector: 'p' })).closest('[data-outcome]')).toHaveTextContent(
      'Baraka Otieno',
    );
    expect(screen.getByText('1 scan waiting to sync')).toBeInTheDocument();
    expect(
      within(results).queryByRole('button', { name: 'Check in Baraka Otieno, ticket 2' }),
    ).not.toBeInTheDocument();

    setOnline(true);
    await waitFor(() => expect(synced).toHaveLength(1));
    expect(synced[0]?.scans.map((scan) => [scan.key, scan.manual])).toEqual([[keyOf(CODES.baraka), true]]);
    expect(await screen.findByText('0 scans waiting to sync')).toBeInTheDocument();
  });
});
