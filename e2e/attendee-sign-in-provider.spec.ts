import { stamp } from './support/api';
import { bookAndPayAsGuest } from './support/attendee-sign-in';
import { type OidcPlatform, startOidcPlatform } from './support/oidc-platform';
import { expect, test } from './support/test';

// This journey starts a second server configured with OIDC_ISSUER, at a real OpenID provider.

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
