import { createHmac } from 'node:crypto';
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { DoorAdmission } from '@tiketi/contract/door';
import { http } from 'msw';
import { vi } from 'vitest';
import { API, envelope, server } from './server';

/** Issue 17 screen tests: an event at the door, its list keyed by HMAC, and the network cut. */
export const organizer = {
  tokenKey: 'organizer-token',
  accountType: 'organizer',
  authenticated: true,
} as const;

export const HASH_KEY = 'a1b2c3d4'.repeat(8);

/** The key the server gives a code: computed here with node:crypto, not with the app's code. */
export function keyOf(code: string) {
  return createHmac('sha256', Buffer.from(HASH_KEY, 'hex')).update(code).digest('hex');
}

export const CODES = { amina: 'A'.repeat(43), baraka: 'B'.repeat(43), refunded: 'R'.repeat(43) };

export function admission(overrides: Partial<DoorAdmission> & { code: string }): DoorAdmission {
  const { code, ...rest } = overrides;
  return {
    key: keyOf(code),
    booking_id: 'TK-AMINA00001',
    number: 1,
    name: 'General',
    no_of_persons: 1,
    holder_name: '',
    buyer_name: 'Amina Njeri',
    buyer_phone: '+254 700 111222',
    state: 'valid',
    checked_in_at: null,
    ...rest,
  };
}

export const LIST: DoorAdmission[] = [
  admission({ code: CODES.amina, holder_name: 'Amina Njeri' }),
  admission({ code: CODES.baraka, number: 2, holder_name: 'Baraka Otieno', no_of_persons: 2 }),
  admission({
    code: CODES.refunded,
    booking_id: 'TK-REFUND0001',
    buyer_name: 'Wanjiru Kamau',
    buyer_phone: '+254 733 999000',
    state: 'refunded',
  }),
];

export const counts = { checked_in: 0, total: 2, people_checked_in: 0, people_total: 3 };

/** The stats (the event and its counter) and the list; `since` answers `changes` (none by default). */
export function doorEndpoints(list: DoorAdmission[] = LIST, changes: DoorAdmission[] = []) {
  const listCalls: string[] = [];
  server.use(
    http.get(`${API}/v1/event/7/checkin/stats`, () =>
      envelope({
        event: {
          id: 7,
          title: 'Lakeside Jazz',
          start_time: '2031-05-01T18:00:00.000Z',
          end_time: '2031-05-01T22:00:00.000Z',
          time_zone: 'Africa/Nairobi',
          location: 'Arboretum, Nairobi',
        },
        counts,
      }),
    ),
    http.get(`${API}/v1/event/7/checkin/list`, ({ request }) => {
      const query = new URL(request.url).search;
      listCalls.push(query);
      const since = new URL(request.url).searchParams.get('since');
      const data = since ? changes : list;
      return envelope({ data, total: data.length, version: since ? 42 : 41, hash_key: HASH_KEY });
    }),
  );
  return { listCalls };
}

let online = true;

/** Cuts or restores the network as the browser reports it (navigator.onLine and its events). */
export function setOnline(value: boolean) {
  online = value;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  fireEvent(window, new Event(value ? 'online' : 'offline'));
}

/** Names the device and downloads the list, as door staff do before doors open. */
export async function nameAndDownload(user: UserEvent, name = 'North gate') {
  await user.type(await screen.findByLabelText('Device name'), name);
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  await user.click(await screen.findByRole('button', { name: 'Download the list' }));
  await screen.findByText(/List of 3 admissions on this device/);
}

export async function scanCode(user: UserEvent, code: string) {
  await user.type(screen.getByLabelText('Ticket code'), code);
  await user.click(screen.getByRole('button', { name: 'Check in' }));
}

/** Before a test: the network back, for the browser and for TanStack Query's own online flag. */
export function resetOnline() {
  online = true;
  onlineManager.setOnline(true);
}
