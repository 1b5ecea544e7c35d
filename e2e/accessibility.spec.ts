import { expectNoSeriousViolations } from './support/accessibility';
import { listEvents } from './support/api';
import { defined } from './support/defined';
import { expect, test } from './support/test';

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['about', '/about-us'],
    ['contact', '/talk-to-us'],
    ['privacy policy', '/privacy-policy'],
    ['blog', '/blog'],
  ] as const) {
    test(name, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    });
  }

  test('event details', async ({ page, request }) => {
    const { data } = await listEvents(request, { limit: 1 });
    await page.goto(`/details/${defined(data[0], 'data[0]').id}/${defined(data[0], 'data[0]').slug}`);
    await expect(page.getByRole('button', { name: 'Book this event' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });

  test('home on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });
});
