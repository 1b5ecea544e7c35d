import sharp from 'sharp';
import { ok } from './support/api';
import { defined } from './support/defined';
import { codeFor } from './support/mailbox';
import { type APIRequestContext, type Browser, expect, type Page, test } from './support/test';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function verify(page: Page, request: APIRequestContext, email: string, password: string) {
  await expect(page).toHaveURL(/\/organizer\/reset/);
  await page.getByLabel(/^Verification Code/).fill(await codeFor(request, email));
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/organizer/login');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('banner').getByRole('link', { name: 'Logout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

async function registerOrganizer(
  page: Page,
  who: { first: string; last: string; email: string; phone: string; org: string },
) {
  await page.goto('/organizer/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('All fields are required')).toBeVisible();
  await page.getByLabel(/^First Name/).fill(who.first);
  await page.getByLabel(/^Last Name/).fill(who.last);
  await page.getByLabel(/^Phone number/).fill(who.phone);
  await page.getByLabel(/^Email address/).fill(who.email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/organizer\/register-details$/);
  await expect(page.getByText(who.first).first()).toBeVisible();
  await page.getByLabel(/^Organization Name/).fill(`${who.org} Ltd`);
  await page.getByLabel(/^Display Name/).fill(who.org);
  await page
    .getByLabel(/^Email/)
    .first()
    .fill(`tickets-${who.email}`);
  await page.getByLabel(/^Phone number/).fill('+254 700 123 456');
  await page.getByRole('button', { name: 'Create organiser account' }).click();
  await expect(page.getByText('Accept terms of service to proceed')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create organiser account' }).click();
  await expect(
    page.getByText('Registration successfully. Verification code has been send to your email address'),
  ).toBeVisible();
}

/**
 * A draft event for the organisation, made through the API: the dashboard (and its greeting by
 * name, spec 2.11) shows only once the organisation has an event; without one it opens create step 1.
 */
async function createDraftEvent(request: APIRequestContext, username: string, password: string) {
  const signedIn = await request.post('/api/v1/auth/login', { data: { username, password } });
  await ok(signedIn, 'sign in');
  const headers = { auth: defined(signedIn.headers().auth, 'the session token') };
  const categories = await ok<{ message: { id: number }[] }>(
    await request.get('/api/v1/client/category/view'),
    'categories',
  );
  const image = await sharp({ create: { width: 960, height: 480, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const start = new Date(Date.now() + 7 * 86_400_000);
  await ok(
    await request.post('/api/v1/event/register', {
      headers,
      multipart: {
        title: 'Team Night',
        category_id: String(defined(categories.message[0], 'categories.message[0]').id),
        currency: 'USD',
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        location: 'Kenya National Theatre, Nairobi',
        short_description: 'A night for the team.',
        full_description: 'A night for the team.',
        file: { name: 'cover.png', mimeType: 'image/png', buffer: image },
      },
    }),
    'create event',
  );
  await request.post('/api/v1/auth/logout', { headers });
}

const greeting = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: `Welcome back, ${name}` });

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('organizer accounts', () => {
  test('register, verify, sign out and in, see the organization, invite a teammate who joins', async ({
    page,
    request,
    browser,
  }) => {
    const id = unique();
    const owner = {
      first: 'Amina',
      last: 'Njeri',
      email: `amina${id}@example.com`,
      phone: `+2547${id.slice(-8)}`,
      org: `Savanna Sounds ${id}`,
    };
    await registerOrganizer(page, owner);
    await verify(page, request, owner.email, 'owner password 1');
    // A new organization has no events yet, so it lands on event creation, signed in by name.
    await expect(page.getByText(`Signed in as ${owner.first} ${owner.last}`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();

    await createDraftEvent(request, owner.email, 'owner password 1');

    await signOut(page);
    await page.goto('/organizer/settings');
    await expect(page).toHaveURL(/\/organizer\/login$/);
    await signIn(page, owner.email, 'wrong password');
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    await signIn(page, owner.phone, 'owner password 1');
    await expect(page).toHaveURL(/\/organizer\/dashboard/);
    await expect(greeting(page, `${owner.first} ${owner.last}`)).toBeVisible();

    await page.goto('/organizer/settings');
    await expect(page.getByRole('textbox', { name: 'Organization Name' })).toHaveValue(`${owner.org} Ltd`);
    await expect(page.getByRole('textbox', { name: 'Display Name' })).toHaveValue(owner.org);
    await page.getByRole('tab', { name: 'Team Access' }).click();
    await page.getByRole('link', { name: 'Invite Teammate' }).click();
    const mate = {
      first: 'Baraka',
      last: 'Mwangi',
      email: `baraka${id}@example.com`,
      password: 'teammate password',
    };
    await page.getByLabel(/^First Name/).fill(mate.first);
    await page.getByLabel(/^Last Name/).fill(mate.last);
    await page.getByLabel(/^Email/).fill(mate.email);
    await page.getByLabel(/^Phone No/).fill(`+2547${(Number(id.slice(-8)) + 1).toString().padStart(8, '0')}`);
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText(`Invitation sent to ${mate.email}`)).toBeVisible();

    // Until the teammate joins, they are an invite without a Last Login.
    await page.goto('/organizer/settings');
    await page.getByRole('tab', { name: 'Team Access' }).click();
    await page.getByRole('tab', { name: 'Invites (1)' }).click();
    await expect(page.getByRole('row', { name: new RegExp(mate.email) })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Teammates (1)' })).toBeVisible();

    // The teammate follows the link in their email and sets a password.
    const matePage = await newPage(browser);
    await matePage.goto(`/organizer/reset?username=${encodeURIComponent(mate.email)}&invited=1`);
    // Invited, not registered: the screen and the first dashboard greet them as a newcomer.
    await expect(
      matePage.getByText('You have been invited to join the team.', { exact: false }),
    ).toBeVisible();
    await expect(matePage.getByText('Registration successfully', { exact: false })).toHaveCount(0);
    await verify(matePage, request, mate.email, mate.password);
    await expect(
      matePage.getByRole('heading', { level: 1, name: `Welcome, ${mate.first} ${mate.last}` }),
    ).toBeVisible();
    await expect(matePage.getByText(`Welcome to ${owner.org}!`, { exact: false })).toBeVisible();

    // Only the owner invites (ADR-007): the teammate is told so instead of offered the form.
    await matePage.goto('/organizer/settings');
    await matePage.getByRole('tab', { name: 'Team Access' }).click();
    await expect(matePage.getByText('Only the organisation owner can invite teammates.')).toBeVisible();
    await expect(matePage.getByRole('link', { name: 'Invite Teammate' })).toHaveCount(0);
    await matePage.goto('/organizer/invite');
    await expect(matePage.getByText(/Only the organisation owner can invite teammates/)).toBeVisible();
    await expect(matePage.getByRole('button', { name: 'Send Invite' })).toHaveCount(0);

    await signOut(matePage);
    await signIn(matePage, mate.email, mate.password);
    await expect(greeting(matePage, `${mate.first} ${mate.last}`)).toBeVisible();
    await matePage.context().close();

    await page.goto('/organizer/settings');
    await page.getByRole('tab', { name: 'Team Access' }).click();
    await page.getByRole('tab', { name: 'Teammates (2)' }).click();
    const row = page.getByRole('row', { name: new RegExp(mate.email) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(String(new Date().getFullYear()));
    await page.getByRole('tab', { name: 'Invites (0)' }).click();
    await expect(page.getByRole('row', { name: new RegExp(mate.email) })).toHaveCount(0);
  });

  test('recover an account: the old password stops working', async ({ page, request }) => {
    const id = unique();
    const owner = {
      first: 'Chege',
      last: 'Kariuki',
      email: `chege${id}@example.com`,
      phone: `+2547${id.slice(-8)}`,
      org: `Rift Live ${id}`,
    };
    await registerOrganizer(page, owner);
    await verify(page, request, owner.email, 'first password');
    await expect(page.getByText(`Signed in as ${owner.first} ${owner.last}`)).toBeVisible();
    await signOut(page);

    await page.goto('/organizer/forgot');
    await page.getByLabel(/^Username/).fill(owner.email);
    await page.getByRole('button', { name: 'Recover' }).click();
    // Wait for the recovery mail (the second code) before reading it.
    await expect
      .poll(async () => {
        const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(owner.email)}`);
        return (await response.json()).message.data.length;
      })
      .toBe(2);
    await verify(page, request, owner.email, 'second password');
    await expect(page.getByText(`Signed in as ${owner.first} ${owner.last}`)).toBeVisible();
    await signOut(page);

    await signIn(page, owner.email, 'first password');
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    await signIn(page, owner.email, 'second password');
    await expect(page.getByText(`Signed in as ${owner.first} ${owner.last}`)).toBeVisible();
  });
});
