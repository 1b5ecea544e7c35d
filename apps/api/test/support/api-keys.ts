import { expect } from 'vitest';
import { latestCode, post } from './accounts';
import type { TestApp } from './test-app';

/** The header a call made with an API key carries. */
export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** Creates a key through the owner's session and returns what creation answered. */
export async function createKey(
  t: TestApp,
  ownerToken: string,
  scope: 'read' | 'write',
  name = `${scope} key`,
) {
  const response = await post(t, '/api/v1/client/api-keys', { name, scope }, { auth: ownerToken });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().message.data as { id: number; key: string };
}

export const listKeys = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/client/api-keys', headers });

export const revokeKey = (t: TestApp, headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/client/api-keys/${id}`, headers });

/** A GET organizer call made with `headers`: the organisation's own events. */
export const ownEvents = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/client/event/view', headers });

let serial = 0;

/** A teammate the owner invited who accepted: their session token. */
export async function joinedTeammate(t: TestApp, ownerToken: string): Promise<string> {
  serial += 1;
  const email = `mate-${process.pid}-${serial}-${Date.now()}@example.com`;
  const invited = await post(
    t,
    '/api/v1/register',
    {
      first_name: 'Baraka',
      last_name: 'Mwangi',
      email_address: email,
      msisdn: `+2547${String((Date.now() + serial) % 1e8).padStart(8, '0')}`,
    },
    { auth: ownerToken },
  );
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await post(t, '/api/v1/auth/password/reset', {
    code: await latestCode(t.db, email),
    username: email,
    password: 'teammate secret',
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return String(accepted.headers.auth);
}
