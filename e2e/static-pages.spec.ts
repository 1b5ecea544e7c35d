import { expect, test } from './support/test';

test.describe('top bar, footer and static pages', () => {
  test('the top bar and footer lead to the static pages', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await banner.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/talk-to-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to an event expert' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy and Terms' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await footer.getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });

  test('the contact form sends its message and confirms', async ({ page, request }) => {
    await page.goto('/talk-to-us');
    await page.getByLabel('First Name').fill('Wanjiru');
    await page.getByLabel('Last Name').fill('Kamau');
    await page.getByLabel('Phone number').fill('+254 712 000 111');
    await page.getByLabel('Email address').fill('wanjiru@example.com');
    await page.getByLabel('Message').fill('We are planning a 2,000-person conference in March.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').or(page.getByRole('status'))).toContainText('message has been sent');
    await expect(page.getByLabel('Message')).toHaveValue('');
    // The development mailbox shows what was sent to the support address.
    const mailbox = await request.get('/dev/mailbox.json');
    expect(mailbox.ok()).toBe(true);
    const subjects = (await mailbox.json()).message.data.map((mail: { subject: string }) => mail.subject);
    expect(subjects).toContain('Contact form: Wanjiru Kamau');
  });

  test('the mailing-list box subscribes an address', async ({ page }) => {
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox').fill('listener@example.com');
    await footer.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(footer).toContainText('Thank you for subscribing');
  });

  test('guarded screens send visitors to sign in', async ({ page }) => {
    await page.goto('/account/tickets');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/organizer/dashboard');
    await expect(page).toHaveURL(/\/organizer\/login$/);
  });
});
