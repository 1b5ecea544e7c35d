import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';

/** The code in the newest mail to an address, read from the development mailbox. */
async function codeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()).message.data as { text: string }[];
      code = mails.map((mail) => /Your code: (\d{6})/.exec(mail.text)?.[1]).find(Boolean);
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

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

    await signOut(page);
    await page.goto('/organizer/settings');
    await expect(page).toHaveURL(/\/organizer\/login$/);
    await signIn(page, owner.email, 'wrong password');
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    await signIn(page, owner.phone, 'owner password 1');
    await expect(page.getByText(`Signed in as ${owner.first} ${owner.last}`)).toBeVisible();

    await page.goto('/organizer/settings');
    await expect(page.getByRole('textbox', { name: 'Organization Name' })).toHaveValue(`${owner.org} Ltd`);
    await expect(page.getByRole('textbox', { name: 'Display Name' })).toHaveValue(owner.org);
    await page.getByRole('tab', { name: 'Team Access' }).click();
    await page.getByRole('link', { name: 'Invite Teammate' }).click();
    const mate = { email: `baraka${id}@example.com` };
    await page.getByLabel(/^First Name/).fill('Baraka');
    await page.getByLabel(/^Last Name/).fill('Mwangi');
    await page.getByLabel(/^Email/).fill(mate.email);
    await page.getByLabel(/^Phone No/).fill(`+2547${(Number(id.slice(-8)) + 1).toString().padStart(8, '0')}`);
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText(`Invitation sent to ${mate.email}`)).toBeVisible();

    // The teammate follows the link in their email and sets a password.
    const matePage = await newPage(browser);
    await matePage.goto(`/organizer/reset?username=${encodeURIComponent(mate.email)}`);
    await verify(matePage, request, mate.email, 'teammate password');
    await expect(matePage.getByText('Signed in as Baraka Mwangi')).toBeVisible();
    await matePage.context().close();

    await page.goto('/organizer/settings');
    await page.getByRole('tab', { name: 'Team Access' }).click();
    await page.getByRole('tab', { name: 'Teammates (2)' }).click();
    const row = page.getByRole('row', { name: new RegExp(mate.email) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(String(new Date().getFullYear()));
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
