import { expectNoSeriousViolations } from './support/accessibility';
import { listEvents } from './support/api';
import { defined } from './support/defined';
import { expect, test } from './support/test';

// Issue 19: an event's organizer opens their public page, which lists their upcoming events.
test('from an event to its organizer page and back to one of their events', async ({ page, request }) => {
  const event = defined((await listEvents(request, { limit: 1 })).data[0], 'the first event listed');
  const theirs = await listEvents(request, { limit: 60, organizer_id: event.organizer_id });

  await page.goto(`/details/${event.id}/${event.slug}`);
  await page.getByRole('link', { name: event.organizer, exact: true }).first().click();
  await expect(page).toHaveURL(`/o/${event.organizer_slug}`);
  await expect(page.getByRole('heading', { level: 1, name: event.organizer })).toBeVisible();
  await expect(page).toHaveTitle(`${event.organizer} · Tiketi`);
  const titles = page.getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(theirs.data.map((listed) => listed.title));
  await expectNoSeriousViolations(page);

  const last = defined(theirs.data.at(-1), "the organizer's last event");
  await page.getByRole('link', { name: last.title, exact: true }).click();
  await expect(page).toHaveURL(`/details/${last.id}/${last.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
});

test('an unknown organizer page says so', async ({ page }) => {
  await page.goto('/o/no-such-organizer');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizer not found' })).toBeVisible();
});
