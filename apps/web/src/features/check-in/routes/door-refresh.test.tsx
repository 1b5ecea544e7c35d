import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import {
  CODES,
  counts,
  doorEndpoints,
  LIST,
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

function syncEndpoint() {
  const bodies: { scans: { id: string; at: string }[] }[] = [];
  server.use(
    http.post(`${API}/v1/event/7/checkin/sync`, async ({ request }) => {
      const body = (await request.json()) as (typeof bodies)[number];
      bodies.push(body);
      return envelope({
        data: {
          results: body.scans.map((scan) => ({
            id: scan.id,
            outcome: 'refunded',
            checked_in_at: null,
            device: null,
          })),
          counts,
        },
      });
    }),
  );
  return bodies;
}

describe('the list keeps itself up to date', () => {
  it('asks for what changed since its version, then again when the network returns: a refund reaches the door', async () => {
    const refunded = { ...(LIST[0] ?? ({} as never)), state: 'refunded' as const };
    const { listCalls } = doorEndpoints(LIST, [refunded]);
    const bodies = syncEndpoint();
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    await nameAndDownload(user);
    // At once with the list in place, and again from the new version when the network returns.
    await waitFor(() => expect(listCalls).toEqual(['?page=1&limit=1000', '?page=1&limit=1000&since=41']));
    setOnline(false);
    setOnline(true);
    await waitFor(() => expect(listCalls).toHaveLength(3));
    expect(listCalls[2]).toBe('?page=1&limit=1000&since=42');

    await scanCode(user, CODES.amina);
    const answer = (await screen.findByText('Refunded', { selector: 'p' })).closest('[data-outcome]');
    expect(answer).toHaveTextContent('This booking was refunded. Do not admit.');
    // Scanned online: the scan syncs at once, and the next refresh starts from version 42.
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(await screen.findByText('0 scans waiting to sync')).toBeInTheDocument();
  });

  it('asks the server about a code the list does not hold while online (another event, a newer order)', async () => {
    doorEndpoints();
    const codes: unknown[] = [];
    server.use(
      http.post(`${API}/v1/event/7/checkin`, async ({ request }) => {
        codes.push(await request.json());
        return envelope({ outcome: 'other_event', other_event_title: 'Sunset Sessions', counts });
      }),
    );
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    await nameAndDownload(user);
    await scanCode(user, 'Q'.repeat(43));
    const answer = (await screen.findByText('Another event', { selector: 'p' })).closest('[data-outcome]');
    expect(answer).toHaveTextContent('This ticket is for Sunset Sessions.');
    expect(codes).toEqual([{ code: 'Q'.repeat(43), device: 'North gate' }]);
    // Answered by the server: nothing queued.
    expect(screen.getByText('0 scans waiting to sync')).toBeInTheDocument();
  });

  it('opens with no network from the list on this device, with its own counter, and is accessible', async () => {
    doorEndpoints();
    const first = renderRoute('/organizer/checkin/7', organizer);
    await nameAndDownload(first.user);
    first.unmount();

    setOnline(false);
    const { user } = renderRoute('/organizer/checkin/7', organizer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in' })).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByText(/List of 3 admissions on this device/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the list again' })).toBeDisabled();
    expect(screen.getByText('0 of 3 people admitted')).toBeInTheDocument();
    await scanCode(user, CODES.baraka);
    expect((await screen.findByText('Valid', { selector: 'p' })).closest('[data-outcome]')).toHaveTextContent(
      'Baraka Otieno',
    );
    expect(screen.getByText('2 of 3 people admitted')).toBeInTheDocument();
    expect(await screen.findByText('1 scan waiting to sync')).toBeInTheDocument();
    await expectNoSeriousViolations();
  });
});
