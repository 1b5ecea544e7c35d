import { eq } from 'drizzle-orm';
import { bookings } from '../../src/db/schema/index';
import { book, guest, payWithCard } from './bookings';
import { createOidcBrowser } from './oidc-browser';
import { startTestIssuer, type TestIssuer } from './oidc-test-issuer';
import { createTestApp, type TestApp } from './test-app';
import type { DatabaseKind } from './test-database';

/** Where the tests' platform says it lives (PUBLIC_URL): the provider returns browsers here. */
export const PLATFORM_URL = 'http://tiketi.test';

let counter = 0;
/** A subject no other test (or parallel run) uses. */
export const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}-${Date.now()}`;

/** A test OpenID provider and an app configured to sign attendees in through it. */
export async function startAppWithIssuer(
  kind: DatabaseKind,
  options: { conformIdTokenClaims?: boolean } = {},
): Promise<{ issuer: TestIssuer; t: TestApp }> {
  const issuer = await startTestIssuer({
    redirectUris: [`${PLATFORM_URL}/login`, `${PLATFORM_URL}/signup`],
    ...options,
  });
  const t = await createTestApp(kind, {
    PUBLIC_URL: PLATFORM_URL,
    OIDC_ISSUER: issuer.url,
    OIDC_CLIENT_ID: issuer.clientId,
    OIDC_CLIENT_SECRET: issuer.clientSecret,
  });
  return { issuer, t };
}

export async function startSignIn(t: TestApp, redirect: '/login' | '/signup' = '/login') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oidc/start',
    payload: { redirect },
  });
  if (response.statusCode !== 200) throw new Error(`start: ${response.statusCode} ${response.body}`);
  const setCookie = String(response.headers['set-cookie'] ?? '');
  return {
    authorizationUrl: response.json().message.authorization_url as string,
    /** The binding cookie as the browser would send it back. */
    cookie: setCookie.split(';')[0] ?? '',
    setCookie,
  };
}

export async function completeSignIn(
  t: TestApp,
  returned: URL,
  cookie: string,
  redirect: '/login' | '/signup' = '/login',
) {
  const payload: Record<string, string> = {
    redirect,
    code: returned.searchParams.get('code') ?? '',
    state: returned.searchParams.get('state') ?? '',
  };
  const iss = returned.searchParams.get('iss');
  if (iss) payload.iss = iss;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oidc/callback',
    payload,
    headers: cookie ? { cookie } : {},
  });
  return {
    status: response.statusCode,
    body: response.json(),
    token: response.headers.auth as string | undefined,
    setCookie: String(response.headers['set-cookie'] ?? ''),
  };
}

/** Books one ticket as a guest with `email` and pays with the simulator's good card. */
export async function bookAndPayAsGuest(
  t: TestApp,
  options: { ticketTypeId: number; eventId: number; email: string },
) {
  const booked = await book(t, {
    event_id: options.eventId,
    tickets: [{ id: options.ticketTypeId, qty: 1 }],
    details: { ...guest, email_address: options.email },
  });
  if (booked.status !== 201) throw new Error(`book: ${JSON.stringify(booked.body)}`);
  const clientSecret = booked.body.message.data.client_secret as string;
  const paid = await payWithCard(t, clientSecret);
  if (paid.status !== 'succeeded') throw new Error(`pay: ${JSON.stringify(paid)}`);
  return {
    reference: booked.body.message.data.booking_id as string,
    clientSecret,
    guestToken: booked.token,
  };
}

export async function ownerOfBooking(t: TestApp, reference: string): Promise<number> {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, reference));
  if (!row) throw new Error(`no booking ${reference}`);
  return row.userId;
}

/** The whole journey: start, the provider's login page, back to the screen, callback. */
export async function signInThroughIssuer(
  t: TestApp,
  sub: string,
  redirect: '/login' | '/signup' = '/login',
) {
  const started = await startSignIn(t, redirect);
  const returned = await createOidcBrowser().signInAt(
    started.authorizationUrl,
    `${PLATFORM_URL}${redirect}`,
    {
      login: sub,
    },
  );
  return { started, returned, ...(await completeSignIn(t, returned, started.cookie, redirect)) };
}
