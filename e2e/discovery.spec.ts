import { dateRangeFor, localToday } from '@tiketi/contract/date-filters';
import { listEvents } from './support/api';
import { defined } from './support/defined';
import { expect, type Page, test } from './support/test';

const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming Events' });
const cardTitles = (page: Page) => upcoming(page).getByRole('heading', { level: 3 });

test.describe('discovering events', () => {
  test('home shows the first six upcoming events, as the API lists them', async ({ page, request }) => {
    const { data, total } = await listEvents(request, { limit: 6 });
    expect(total).toBeGreaterThan(6);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(data.map((event) => event.title));
  });

  test('Load More adds six events and disappears when everything is shown', async ({ page, request }) => {
    const { total } = await listEvents(request);
    await page.goto('/');
    await expect(cardTitles(page)).toHaveCount(6);
    const loadMore = upcoming(page).getByRole('button', { name: 'Load More' });
    await loadMore.click();
    await expect(cardTitles(page)).toHaveCount(Math.min(12, total));
    const { data: twelve } = await listEvents(request, { limit: 12 });
    await expect(cardTitles(page)).toHaveText(twelve.map((event) => event.title));
    while (await loadMore.isVisible()) {
      const before = await cardTitles(page).count();
      await loadMore.click();
      await expect(cardTitles(page)).not.toHaveCount(before);
    }
    await expect(cardTitles(page)).toHaveCount(total);
  });

  test('each filter refetches at once, and All clears it', async ({ page, request }) => {
    await page.goto('/');
    await expect(cardTitles(page)).toHaveCount(6);
    const all = await listEvents(request, { limit: 6 });

    // Category: choose the category of the last card shown; the list must match the API's.
    const categoryId = defined(all.data[all.data.length - 1], 'the last event listed').category_id;
    const byCategory = await listEvents(request, { limit: 6, category_id: categoryId });
    await page.getByLabel('Filter By Category').selectOption(String(categoryId));
    await expect(cardTitles(page)).toHaveText(byCategory.data.map((event) => event.title));
    await page.getByLabel('Filter By Category').selectOption({ label: 'All Categories' });
    await expect(cardTitles(page)).toHaveText(all.data.map((event) => event.title));

    // Organizer.
    const organizerId = defined(all.data[1], 'the second event listed').organizer_id;
    const byOrganizer = await listEvents(request, { limit: 6, organizer_id: organizerId });
    await page.getByLabel('Filter By Organizer').selectOption(String(organizerId));
    await expect(cardTitles(page)).toHaveText(byOrganizer.data.map((event) => event.title));
    await page.getByLabel('Filter By Organizer').selectOption({ label: 'All Organizers' });
    await expect(cardTitles(page)).toHaveText(all.data.map((event) => event.title));

    // Date: "Next month" with the browser's own today.
    const range = defined(dateRangeFor('next_month', localToday()), 'range');
    const byDate = await listEvents(request, { limit: 6, start: range.start, end: range.end });
    expect(byDate.total).toBeGreaterThan(0);
    await page.getByLabel('Filter By Date').selectOption({ label: 'Next month' });
    await expect(cardTitles(page)).toHaveText(byDate.data.map((event) => event.title));
    await page.getByLabel('Filter By Date').selectOption({ label: 'All' });
    await expect(cardTitles(page)).toHaveText(all.data.map((event) => event.title));
  });

  test('a card opens its details; quantities update the total; booking needs a ticket', async ({
    page,
    request,
  }) => {
    const { data } = await listEvents(request, { limit: 6 });
    const event = defined(data[0], 'event');
    await page.goto('/');
    await upcoming(page).getByRole('link', { name: event.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/details/${event.id}/${event.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();

    const details = await (await request.get(`/api/v1/event/details/${event.id}`)).json();
    const tickets = details.message.tickets as { name: string; price_per_ticket: number }[];
    for (const ticket of tickets)
      await expect(page.getByText(ticket.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Sale open').first()).toBeVisible();

    await page.getByRole('button', { name: 'Book this event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Pick a ticket to book this event');
    await dialog.getByRole('button').first().click();
    await expect(dialog).toBeHidden();

    const first = defined(tickets[0], 'first');
    await page.getByLabel(`Quantity of ${first.name}`, { exact: true }).fill('2');
    const expected = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      2 * first.price_per_ticket,
    );
    await expect(page.getByRole('row', { name: /Total/ })).toContainText(expected);

    await page.getByRole('button', { name: 'Book this event' }).click();
    await expect(page).toHaveURL(/\/payment\/method$/);
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
    await expect(page.getByText('Total to pay:')).toBeVisible();
    await expect(page.getByText(expected).first()).toBeVisible();
  });

  test('an unknown event and an unknown page say so', async ({ page }) => {
    await page.goto('/details/987654/nothing-here');
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);
  });

  test('the contact and privacy pages print the address contact mail goes to', async ({ page, request }) => {
    const response = await request.get('/api/v1/config/public');
    const { support_email: supportEmail } = (await response.json()).message as { support_email: string };
    for (const path of ['/talk-to-us', '/privacy-policy']) {
      await page.goto(path);
      const link = page.getByRole('link', { name: supportEmail });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `mailto:${supportEmail}`);
    }
  });

  test('a phone gets the whole home page without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(cardTitles(page)).toHaveCount(6);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Card images come from srcset, so a phone never downloads the widest file.
    const image = upcoming(page).locator('img[srcset]').first();
    await expect(image).toHaveAttribute('srcset', /480w/);
    const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).not.toMatch(/-2160\.webp$/);
  });
});
