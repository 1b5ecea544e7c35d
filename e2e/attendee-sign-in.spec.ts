import AxeBuilder from '@axe-core/playwright';
import { listEvents } from './support/api';
import { type OidcPlatform, startOidcPlatform } from './support/oidc-platform';
import { type APIRequestContext, expect, type Page, test } from './support/test';

// The e2e server has no OIDC settings, so 'Sign In with Google' goes to the platform's own
// development issuer (/dev/oidc), which asks for an email instead of a Google account. The last
// journey starts a second server configured with OIDC_ISSUER, at a real OpenID provider.

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function ok<T>(response: import('@playwright/test').APIResponse, label: string): Promise<T> {
  if (!response.ok()) throw new Error(`${label}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

interface EventTicket {
  id: number;
  status: number;
  price_per_ticket: number;
}

/** Books one priced ticket of a listed event as a guest with `email` and pays with the test card. */
async function bookAndPayAsGuest(request: APIRequestContext, email: string) {
  const { data } = await listEvents(request, { limit: 12 });
  for (const event of data) {
    const details = await ok<{ message: { title: string; tickets: EventTicket[] } }>(
      await request.get(`/api/v1/event/details/${event.id}`),
      'details',
    );
    const ticket = details.message.tickets.find((t) => t.status === 1 && t.price_per_ticket > 0);
    if (!ticket) continue;
    const booked = await ok<{ message: { data: { client_secret: string; booking_id: string } } }>(
      await request.post('/api/v1/event/book', {
        data: {
          event_id: event.id,
          tickets: [{ id: ticket.id, qty: 1 }],
          payment_method: 'card',
          details: { full_name: 'Wanjiku Njoroge', msisdn: '+254722000111', email_address: email },
        },
      }),
      'book',
    );
    const paid = await ok<{ message: { status: string } }>(
      await request.post('/api/v1/simulated-payments/confirm', {
        data: {
          client_secret: booked.message.data.client_secret,
          card_number: '4242 4242 4242 4242',
          exp_month: 12,
          exp_year: new Date().getFullYear() + 3,
          cvc: '123',
        },
      }),
      'pay',
    );
    expect(paid.message.status).toBe('succeeded');
    return { bookingId: booked.message.data.booking_id, title: details.message.title };
  }
  throw new Error('no listed event has a priced ticket on sale');
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.describe('attendee sign-in', () => {
  test('/signup and /login show the spec texts and links', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up with Google' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign Up with Facebook' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Sign Up as Host' })).toHaveAttribute(
      'href',
      '/organizer/register',
    );
    await expect(page.getByText('Signing up means you accept our Terms & Privacy Policy')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms & Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(page.getByText('Have questions? Contact our support')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact our support' })).toHaveAttribute(
      'href',
      '/talk-to-us',
    );
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In with Google' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign In with Facebook' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Sign In to your Host Account' })).toHaveAttribute(
      'href',
      '/organizer/login',
    );
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });

  test('a protected attendee screen sends a visitor to /login', async ({ page }) => {
    await page.goto('/account/tickets');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In with Google' })).toBeVisible();
  });

  test('Sign In with Google -> provider login -> home signed in -> My Tickets has the guest bookings', async ({
    page,
    request,
  }) => {
    // Two sign-ins through the issuer: more than the default on a slow shared machine.
    test.setTimeout(90_000);
    const email = `e2e-attendee-${stamp()}@example.com`;
    const booking = await bookAndPayAsGuest(request, email);

    // Hold the return call until the screen has shown its busy label.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/auth/oidc/callback', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In with Google' }).click();

    // The development issuer's page, which must never pass for Google's.
    await expect(page).toHaveURL(/\/dev\/oidc\/interaction\//);
    await expect(page.getByText('DEVELOPMENT SIGN-IN — this is not Google.')).toBeVisible();
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByLabel('Name (optional)').fill('Wanjiku Njoroge');
    await page.getByRole('button', { name: 'Sign in (development)' }).click();

    // Back on the platform: the screen completes the sign-in (busy meanwhile, code gone from the
    // address bar) and goes home.
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'My Tickets' })).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('tiketi.session') ?? '{}'));
    expect(session).toMatchObject({ accountType: 'user', user_name: 'Wanjiku Njoroge', authenticated: true });

    await topBar.getByRole('link', { name: 'My Tickets' }).click();
    await expect(page).toHaveURL(/\/account\/tickets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-tickets' })).toBeVisible();
    await expect(page.getByText(booking.bookingId).first()).toBeVisible();
    await expect(page.getByText(booking.title).first()).toBeVisible();

    // The same bookings, asked of the API with the browser's session.
    const tickets = await ok<{ message: { data: { booking: { booking_id: string } }[] } }>(
      await request.get('/api/v1/tickets/view', { headers: { auth: session.tokenKey } }),
      'e-tickets',
    );
    expect(tickets.message.data.map((ticket) => ticket.booking.booking_id)).toContain(booking.bookingId);

    await topBar.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

    // Someone else signs in at once in the same browser: it works the first time.
    await page.getByRole('button', { name: 'Sign In with Google' }).click();
    await expect(page).toHaveURL(/\/dev\/oidc\/interaction\//);
    await page.getByLabel('Email address', { exact: true }).fill(`e2e-next-${stamp()}@example.com`);
    await page.getByLabel('Name (optional)').fill('Baraka Mwangi');
    await page.getByRole('button', { name: 'Sign in (development)' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(topBar.getByRole('button', { name: 'Logout' })).toBeVisible();
    const next = await page.evaluate(() => JSON.parse(localStorage.getItem('tiketi.session') ?? '{}'));
    expect(next).toMatchObject({ user_name: 'Baraka Mwangi', authenticated: true });
  });

  test('a sign-in cancelled at the provider comes back to the screen, which stops loading', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/auth/oidc/start', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign Up with Google' }).click();
    await expect(page.getByRole('button', { name: 'Signing Up...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dev\/oidc\/interaction\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('button', { name: 'Sign Up with Google' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });

  test('a session the server no longer knows is cleared on an attendee call and sends the browser to /login', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await page.evaluate(() =>
      localStorage.setItem(
        'tiketi.session',
        JSON.stringify({
          tokenKey: 'a-token-the-server-never-issued',
          accountType: 'user',
          authenticated: true,
        }),
      ),
    );
    await page.goto('/account/tickets');
    await expect(page).toHaveURL(/\/login$/);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('tiketi.session') ?? '{}'));
    expect(session.tokenKey).toBe('');
  });
});

test.describe('attendee sign-in at a configured OpenID provider', () => {
  let platform: OidcPlatform;

  test.beforeAll(async () => {
    // A second server on a fresh database with demo data, and the issuer beside it.
    test.setTimeout(180_000);
    platform = await startOidcPlatform();
  });
  test.afterAll(async () => {
    test.setTimeout(30_000);
    await platform?.stop();
  });

  test('Sign In with Google -> the provider login -> home signed in -> My Tickets has the guest bookings of that verified email', async ({
    page,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: platform.baseURL });
    const email = `e2e-oidc-${stamp()}@example.com`;
    const booking = await bookAndPayAsGuest(api, email);
    await api.dispose();
    // The provider knows this person with that email, verified, under a subject of its own.
    const subject = `provider-subject-${stamp()}`;
    platform.issuer.addAccount({
      sub: subject,
      email,
      email_verified: true,
      name: 'Achieng Odhiambo',
      given_name: 'Achieng',
      family_name: 'Odhiambo',
    });

    await page.goto(`${platform.baseURL}/login`);
    await page.getByRole('button', { name: 'Sign In with Google' }).click();
    // The provider's own login page, on its own port: no development sign-in on this server.
    await expect(page).toHaveURL(new RegExp(`^${platform.issuer.url}/interaction/`));
    await page.locator('input[name="login"]').fill(subject);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(`${platform.baseURL}/`);
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'My Tickets' })).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Logout' })).toBeVisible();
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('tiketi.session') ?? '{}'));
    expect(session).toMatchObject({
      accountType: 'user',
      user_name: 'Achieng Odhiambo',
      authenticated: true,
    });

    await topBar.getByRole('link', { name: 'My Tickets' }).click();
    await expect(page).toHaveURL(`${platform.baseURL}/account/tickets`);
    await expect(page.getByRole('heading', { level: 1, name: 'E-tickets' })).toBeVisible();
    await expect(page.getByText(booking.bookingId).first()).toBeVisible();
    await expect(page.getByText(booking.title).first()).toBeVisible();

    // This server has no development issuer.
    const devIssuer = await page.request.get(`${platform.baseURL}/dev/oidc/.well-known/openid-configuration`);
    expect(devIssuer.status()).toBe(404);
  });
});
