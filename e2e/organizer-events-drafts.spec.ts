import { stamp } from './support/api';
import { createPublishedEvent, createVerifiedHost, firstCategory, signIn } from './support/organizer-events';
import { expect, test } from './support/test';

test.describe('organizer events', () => {
  test('an organizer whose only event is a draft opens the dashboard on Drafts', async ({
    page,
    request,
  }) => {
    const host = await createVerifiedHost(request, 'Drafty');
    const category = await firstCategory(request);
    const title = `Only a draft ${stamp()}`;
    await createPublishedEvent(request, host, category.id, { title }, { isPublished: false });
    await signIn(page, host);
    await page.goto('/organizer/dashboard');
    await expect(page.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Drafts' }).getByRole('link', { name: title })).toBeVisible();
    // A tab chosen by hand stays chosen.
    await page.getByRole('tab', { name: 'Recently published' }).click();
    await expect(page).toHaveURL(/\/organizer\/dashboard\?tab=recently_published$/);
    await expect(page.getByRole('tab', { name: 'Recently published' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
