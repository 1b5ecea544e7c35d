import { createHmac, randomUUID } from 'node:crypto';
import type { TestApp } from './support/test-app';

// What the door suites share (issue 17): the list, sync, manual check-in, undo, search and log calls.

export async function call(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload === undefined ? {} : { payload }),
    headers: token ? { auth: token } : {},
  });
  return {
    status: response.statusCode,
    body: response.json(),
    text: response.body,
    headers: response.headers,
  };
}

/** The door list's key of a code, as a device computes it from `hash_key`. */
export const keyOf = (hashKey: string, code: string) =>
  createHmac('sha256', Buffer.from(hashKey, 'hex')).update(code).digest('hex');

export const doorList = (t: TestApp, token: string, eventId: number, query = '') =>
  call(t, token, 'GET', `/event/${eventId}/checkin/list${query}`);

export interface Scan {
  id: string;
  key: string;
  at: string;
  manual?: boolean;
}

/** A scan made on a device at `at`. */
export const scanOf = (key: string, at: string, manual = false): Scan => ({
  id: randomUUID(),
  key,
  at,
  manual,
});

export const sync = (t: TestApp, token: string, eventId: number, device: string, scans: Scan[]) =>
  call(t, token, 'POST', `/event/${eventId}/checkin/sync`, { device, scans });

export const manual = (t: TestApp, token: string, eventId: number, payload: object) =>
  call(t, token, 'POST', `/event/${eventId}/checkin`, payload);

export const undo = (t: TestApp, token: string, eventId: number, reference: string, number: number) =>
  call(t, token, 'DELETE', `/event/${eventId}/checkin/${reference}/${number}`);

export const search = (t: TestApp, token: string, eventId: number, q: string) =>
  call(t, token, 'GET', `/event/${eventId}/checkin/search?q=${encodeURIComponent(q)}`);

export const logOf = (t: TestApp, token: string, eventId: number, query = '') =>
  call(t, token, 'GET', `/event/${eventId}/checkin/log${query}`);
