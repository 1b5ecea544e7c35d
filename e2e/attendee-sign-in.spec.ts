import { expectNoSeriousViolations } from './support/accessibility';
import { ok, stamp } from './support/api';
import { bookAndPayAsGuest } from './support/attendee-sign-in';
import { expect, test } from './support/test';

// The e2e server has no OIDC settings, so 'Sign In with Google' goes to the platform's own
// development issuer (/dev/oidc), which asks for an email instead of a Google account.

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
