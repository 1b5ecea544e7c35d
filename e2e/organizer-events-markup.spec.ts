import { stamp } from './support/api';
import { defined } from './support/defined';
import { createPublishedEvent, createVerifiedHost, type Host, signIn } from './support/organizer-events';
import { expect, test } from './support/test';

test.describe('organizer events', () => {
  let host: Host;

  test.beforeAll(async ({ request }) => {
    host = await createVerifiedHost(request, 'Amina');
  });

  test('event text is shown as text, never run as markup', async ({ page, request }) => {
    test.setTimeout(60_000);
    // A category with few demo events, so 'More events like this' has room for this one.
    const categories = (await (await request.get('/api/v1/client/category/view')).json()).message as {
      id: number;
      name: string;
    }[];
    const category =
      categories.find((c) => c.name === 'Family & Kids') ?? defined(categories.at(-1), 'the last category');
    const hostile = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1;alert(2)"> ${stamp()}`;
    const id = await createPublishedEvent(request, host, category.id, {
      title: hostile,
      short_description: '<b>bold?</b> <script>alert(3)</script>',
      full_description: '<iframe src="javascript:alert(4)"></iframe>',
      location: '<u>Somewhere</u>',
    });
    // Its neighbour in the category, whose details page lists the hostile one as a similar event.
    const neighbour = await createPublishedEvent(request, host, category.id, { title: `Picnic ${stamp()}` });

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const expectNothingRan = async (where: string) => {
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), where).toBeUndefined();
      expect(dialogs, where).toEqual([]);
    };

    await page.goto(`/details/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile);
    await expectNothingRan('details');

    await page.goto(`/details/${neighbour}`);
    const similar = page.getByRole('region', { name: 'More events like this' });
    await expect(similar.getByRole('heading', { level: 3, name: hostile })).toBeVisible();
    await expectNothingRan('more events like this');

    await page.goto('/');
    await page.getByLabel('Filter By Organizer').selectOption(String(host.organizationId));
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
    await expect(upcoming.getByRole('heading', { level: 3, name: hostile })).toBeVisible();
    await expectNothingRan('home');

    await signIn(page, host);
    await page.goto('/organizer/dashboard');
    const published = page.getByRole('list', { name: 'Recently published' });
    await expect(published.getByRole('link', { name: hostile })).toBeVisible();
    await expectNothingRan('dashboard');

    await page.goto('/organizer/events?tab=upcoming');
    const card = page
      .getByRole('list', { name: 'Upcoming' })
      .getByRole('listitem')
      .filter({ hasText: hostile });
    await expect(card.getByRole('link', { name: hostile })).toBeVisible();
    await expect(card).toContainText('<b>bold?</b> <script>alert(3)</script>');
    await expectNothingRan('my events');

    await page.goto(`/organizer/tickets/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket Update' })).toBeVisible();
    await expect(page.getByText(hostile, { exact: true })).toBeVisible();
    await expectNothingRan('ticket update');

    // Ticket Setup names the event held by the create flow (session storage, as step 2 leaves it).
    await page.evaluate(
      ({ eventId, title }) => {
        const session = JSON.parse(localStorage.getItem('tiketi.session') ?? '{}');
        session.event = { kind: 'organizer-event', flow: 'create', id: eventId, title, currency: 'USD' };
        localStorage.setItem('tiketi.session', JSON.stringify(session));
      },
      { eventId: id, title: hostile },
    );
    await page.goto('/organizer/event/3');
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket Setup' })).toBeVisible();
    await expect(page.getByText(hostile, { exact: true })).toBeVisible();
    await expectNothingRan('ticket setup');
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/organizer\/dashboard$/);
  });
});
