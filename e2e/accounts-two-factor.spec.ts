import { Secret, TOTP } from 'otpauth';
import { defined } from './support/defined';
import { codeFor } from './support/mailbox';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/** A verified organiser made through the API, as registration and the mailed code would. */
async function verifiedOrganizer(request: APIRequestContext) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `twofactor${id}@example.com`;
  const registered = await request.post('/api/v1/client/register', {
    data: {
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      msisdn: `+2547${id.slice(-8)}`,
      email_address: email,
      organization_name: `Highland Gigs ${id} Ltd`,
      display_name: `Highland Gigs ${id}`,
      organization_email_address: `tickets-${email}`,
      organization_msisdn: '+254 700 123 456',
    },
  });
  expect(registered.status()).toBe(201);
  const password = 'two factor owner password';
  const verified = await request.post('/api/v1/auth/password/reset', {
    data: { code: await codeFor(request, email), username: email, password },
  });
  expect(verified.status()).toBe(200);
  return { email, password };
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/organizer/login');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The code an authenticator app shows `steps` periods from now. */
const codeAt = (secret: string, steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

test('an organiser turns on two-factor sign-in, signs in with a code, and turns it off', async ({
  page,
  request,
}) => {
  const owner = await verifiedOrganizer(request);
  await signIn(page, owner.email, owner.password);
  await expect(page.getByText('Signed in as Wanjiru Kamau')).toBeVisible();

  await page.goto('/organizer/settings?tab=security');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = defined(await page.locator('code').textContent(), 'the two-factor secret').trim();
  await page.getByLabel('Code from your app').fill(codeAt(secret, 0));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('Save these recovery codes now.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  const recovery = defined(
    await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().textContent(),
    'the first recovery code',
  );

  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('banner').getByRole('link', { name: 'Logout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);

  // The password alone no longer signs in: the 'Two-factor code' step follows.
  await signIn(page, owner.email, owner.password);
  await page.getByRole('textbox', { name: 'Two-factor code' }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is wrong or was already used.', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'Two-factor code' }).fill(codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Signed in as Wanjiru Kamau')).toBeVisible();

  // The password turns the second factor off.
  await page.goto('/organizer/settings?tab=security');
  await expect(page.getByText('Two-factor sign-in is on', { exact: false })).toBeVisible();
  await page.getByLabel(/^Password/).fill(owner.password);
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
});
