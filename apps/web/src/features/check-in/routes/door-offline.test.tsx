import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CODES,
  counts,
  doorEndpoints,
  keyOf,
  nameAndDownload,
  organizer,
  resetOnline,
  scanCode,
  setOnline,
} from '@/testing/door';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, server } from '@/testing/server';
import { clearDoorStore } from '../door/store';

beforeEach(resetOnline);
afterEach(async () => {
  vi.restoreAllMocks();
  await clearDoorStore();
});

function answerOf(title: string) {
  return screen.findByText(title, { selector: 'p' }).then((node) => node.closest('[data-outcome]'));
}

describe('the offline door', () => {
  it('asks the device name once and keeps it on this device', async () => {
    doorEndpoints();
    const first = renderRoute('/organizer/checkin/7', organizer);
    await first.user.type(await screen.findByLabelText('Device name'), '  ');
    await first.user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name this device, for example North gate');
    await first.user.type(screen.getByLabelText('Device name'), 'North gate');
    await first.user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('North gate')).toBeInTheDocument();
    first.unmount();

    renderRoute('/organizer/checkin/7', organizer);
    expect(await screen.findByRole('button', { name: 'Download the list' })).toBeInTheDocument();
    expect(screen.getByText('North gate')).toBeInTheDocument();
    expect(screen.queryByLabelText('Device name')).not.toBeInTheDocument();
  });

  it('downloads the list, then decides scans from it with no network and queues them', async () => {
    const { listCalls } = doorEndpoints();
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    await nameAndDownload(user);
    expect(listCalls[0]).toBe('?page=1&limit=1000');
    // With the list in place, it asks at once for what changed since its version.
    await waitFor(() => expect(listCalls).toEqual(['?page=1&limit=1000', '?page=1&limit=1000&since=41']));
    expect(screen.getByText('0 scans waiting to sync')).toBeInTheDocument();

    setOnline(false);
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    const started = performance.now();
    await scanCode(user, CODES.amina);
    const valid = await answerOf('Valid');
    expect(valid).toHaveAttribute('data-outcome', 'valid');
    expect(valid).toHaveTextContent('Amina Njeri');
    expect(valid).toHaveTextContent('Ticket 1 of 2 · General · admits 1');
    expect(performance.now() - started).toBeLessThan(5000);

    await scanCode(user, CODES.amina);
    expect(await answerOf('Already checked in')).toHaveAttribute('data-outcome', 'already_checked_in');
    await scanCode(user, CODES.refunded);
    expect(await answerOf('Refunded')).toHaveAttribute('data-outcome', 'refunded');
    // Offline a code the list does not hold cannot be told from another event's: Unknown.
    await scanCode(user, 'Z'.repeat(43));
    expect(await answerOf('Unknown ticket')).toHaveAttribute('data-outcome', 'unknown');

    expect(screen.getByText('4 scans waiting to sync')).toBeInTheDocument();
    expect(screen.getByText('Not synced yet')).toBeInTheDocument();
    // The counter is the list's own: Amina is in, of two paid admissions for three people.
    expect(screen.getByRole('progressbar', { name: 'Tickets checked in' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 2 tickets checked in',
    );
    expect(screen.getByText('1 of 3 people admitted')).toBeInTheDocument();
  });

  it('syncs the queue when the network returns, sends the same ids again after a failure, and clears it', async () => {
    doorEndpoints();
    const bodies: { device: string; scans: { id: string; key: string; at: string; manual: boolean }[] }[] =
      [];
    let fail = true;
    server.use(
      http.post(`${API}/v1/event/7/checkin/sync`, async ({ request }) => {
        const body = (await request.json()) as (typeof bodies)[number];
        bodies.push(body);
        if (fail) return HttpResponse.error();
        return envelope({
          data: {
            results: body.scans.map((scan) => ({
              id: scan.id,
              outcome: scan.key === keyOf(CODES.amina) ? 'valid' : 'refunded',
              checked_in_at: scan.key === keyOf(CODES.amina) ? scan.at : null,
              device: 'North gate',
            })),
            counts: { checked_in: 1, total: 2, people_checked_in: 1, people_total: 3 },
          },
        });
      }),
    );
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    await nameAndDownload(user);
    setOnline(false);
    await scanCode(user, CODES.amina);
    await answerOf('Valid');
    await scanCode(user, CODES.refunded);
    await answerOf('Refunded');
    expect(screen.getByText('2 scans waiting to sync')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.getByText('2 scans waiting to sync')).toBeInTheDocument();

    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('0 scans waiting to sync')).toBeInTheDocument();
    expect(screen.getByText(/Last synced/)).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]?.device).toBe('North gate');
    expect(bodies[0]?.scans.map((scan) => [scan.key, scan.manual])).toEqual([
      [keyOf(CODES.amina), false],
      [keyOf(CODES.refunded), false],
    ]);
    for (const scan of bodies[0]?.scans ?? []) {
      expect(scan.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Number.isNaN(Date.parse(scan.at))).toBe(false);
    }
    // The server agreed with the door: no notices.
    expect(screen.queryByRole('list', { name: 'Sync notices' })).not.toBeInTheDocument();
  });

  it('sends the device name with a code checked on the server, so the log shows the gate', async () => {
    doorEndpoints();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/v1/event/7/checkin`, async ({ request }) => {
        bodies.push(await request.json());
        return envelope({ outcome: 'unknown', counts });
      }),
    );
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    // Before the device is named the server logs the scan as 'Web'; after, as the gate.
    await screen.findByLabelText('Device name');
    await scanCode(user, CODES.baraka);
    await answerOf('Unknown ticket');
    await user.type(screen.getByLabelText('Device name'), 'South gate');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await screen.findByText('South gate');
    await scanCode(user, CODES.amina);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([{ code: CODES.baraka }, { code: CODES.amina, device: 'South gate' }]);
  });

  it('says so when another door admitted the same ticket first', async () => {
    doorEndpoints();
    server.use(
      http.post(`${API}/v1/event/7/checkin/sync`, async ({ request }) => {
        const body = (await request.json()) as { scans: { id: string }[] };
        return envelope({
          data: {
            results: body.scans.map((scan) => ({
              id: scan.id,
              outcome: 'duplicate',
              checked_in_at: '2031-05-01T17:02:00.000Z',
              device: 'South gate',
            })),
            counts: { checked_in: 1, total: 2, people_checked_in: 1, people_total: 3 },
          },
        });
      }),
    );
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    await nameAndDownload(user);
    await scanCode(user, CODES.amina);
    await answerOf('Valid');
    const notices = await screen.findByRole('list', { name: 'Sync notices' });
    expect(within(notices).getByRole('listitem')).toHaveTextContent(
      'Duplicate: Amina Njeri (TK-AMINA00001, ticket 1) was checked in first on South gate at 8:02pm EAT. This scan is logged as a duplicate entry.',
    );
    expect(await screen.findByText('0 scans waiting to sync')).toBeInTheDocument();
  });
});
