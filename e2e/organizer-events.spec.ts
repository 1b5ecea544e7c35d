import { expectNoSeriousViolations } from './support/accessibility';
import { stamp } from './support/api';
import {
  createVerifiedHost,
  firstCategory,
  greenAlert,
  type Host,
  makePng,
  pickerValue,
  signIn,
} from './support/organizer-events';
import { expect, test } from './support/test';

// One organizer's event from creation to public view, then what others and a phone see of it.
// ---------------------------------------------------------------------------------------------

test.describe.configure({ mode: 'serial' });

test.describe('organizer events', () => {
  let host: Host;
  let eventId = 0;
  let title = '';

  test.beforeAll(async ({ request }) => {
    host = await createVerifiedHost(request, 'Amina');
  });

  test('create, publish, find on home, edit and see the changes in public', async ({ page, request }) => {
    // A long journey; the shared test machine can be slow under load.
    test.setTimeout(240_000);
    const category = await firstCategory(request);
    title = `Rooftop Jazz ${stamp()}`;

    // A new organisation has no events: the dashboard sends it to create step 1.
    await signIn(page, host);
    await expect(page).toHaveURL(/\/organizer\/event\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Basic Information' })).toBeVisible();
    await expect(page.getByText('You have no events yet.')).toBeVisible();

    // Step 1: client checks in the server's words.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('All fields are required');
    await page.getByLabel('Event Title').fill(title);
    await page.getByLabel('Event category').selectOption(String(category.id));
    await expect(page.getByLabel('Currency')).toHaveValue('USD');
    // A start in the past is warned about at once (not refused: an organizer may fix it later).
    await page.getByLabel('Start Date and Time').fill(pickerValue(-1, 18));
    await expect(page.getByText(/This start time is in the past/)).toBeVisible();
    await page.getByLabel('Start Date and Time').fill(pickerValue(1, 18));
    await expect(page.getByText(/This start time is in the past/)).toHaveCount(0);
    await page.getByLabel('End Date and Time').fill(pickerValue(1, 16));
    await page.getByLabel('Location').fill('Alliance Française, Nairobi');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('The event must end after it starts');
    await page.getByLabel('End Date and Time').fill(pickerValue(1, 23));
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 2: the image is required; the held data survives a reload.
    await expect(page).toHaveURL(/\/organizer\/event\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Main event image' })).toBeVisible();
    await expect(page.getByText('recommended 2160 x 1080px, maximum 10MB, JPEG or PNG')).toBeVisible();
    await page.getByLabel('Full Description').fill('An evening of jazz under the stars, with two sets.');
    await page.getByLabel('Short Description').fill('Jazz on the roof.');
    await page.reload();
    await expect(page.getByLabel('Short Description')).toHaveValue('Jazz on the roof.');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByRole('alert')).toHaveText('Image is required');
    // The bytes decide, as on the server: text named .png is refused, a PNG without a name's
    // extension (no type guessed by the browser) is taken.
    await page
      .getByLabel('Main event image')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(page.getByRole('alert')).toHaveText('Image must be a JPEG or PNG file');
    await page
      .getByLabel('Main event image')
      .setInputFiles({ name: 'poster', mimeType: 'application/octet-stream', buffer: makePng() });
    await expect(page.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
    // The valid file takes the last one's complaint away.
    await expect(page.getByText('Image must be a JPEG or PNG file')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Create Event' }).click();

    // Step 3: the create message in green (spec decision #2), then two ticket types.
    await expect(page).toHaveURL(/\/organizer\/event\/3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket Setup' })).toBeVisible();
    await expect(greenAlert(page, 'Event created')).toHaveAttribute('data-alert-type', 'success');
    const first = page.getByRole('group', { name: 'Ticket 1' });
    await expect(first.getByRole('button', { name: 'Remove ticket 1' })).toHaveCount(0);
    await first.getByLabel('Name').fill('Regular');
    await first.getByLabel('Price per ticket').fill('15');
    await first.getByLabel('No of persons per ticket').fill('1');
    await first.getByLabel('Max tickets').fill('100');
    await page.getByRole('button', { name: '+ Add Ticket', exact: true }).click();
    const second = page.getByRole('group', { name: 'Ticket 2' });
    await expect(second.getByLabel('Name')).toBeFocused();
    await second.getByLabel('Name').fill('VIP');
    await second.getByLabel('Price per ticket').fill('40');
    await second.getByLabel('No of persons per ticket').fill('2');
    await second.getByLabel('Max tickets').fill('0');
    // The ticket forms are held data too: a reload keeps both as typed.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket Setup' })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Ticket \d$/ })).toHaveCount(2);
    await expect(first.getByLabel('Name')).toHaveValue('Regular');
    await expect(first.getByLabel('Max tickets')).toHaveValue('100');
    await expect(second.getByLabel('Name')).toHaveValue('VIP');
    await expect(second.getByLabel('No of persons per ticket')).toHaveValue('2');
    await page.getByRole('button', { name: 'Finish Setup' }).click();
    await expect(page.getByRole('alert')).toHaveText('VIP: Max tickets must be at least 1');
    await second.getByLabel('Max tickets').fill('20');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Finish Setup' }).click();

    // Dashboard: the new draft, offered for publishing (spec decision #10).
    await expect(page).toHaveURL(/\/organizer\/dashboard\?tab=drafts$/);
    await expect(greenAlert(page, 'Tickets created')).toBeVisible();
    const drafts = page.getByRole('list', { name: 'Drafts' });
    await expect(drafts.getByRole('link', { name: title })).toBeVisible();
    await expect(drafts.getByRole('listitem').filter({ hasText: title })).toContainText('Draft');
    await expect(drafts.getByRole('listitem').filter({ hasText: title })).toContainText(
      /Ticket Sold\s*0\/120/,
    );
    await expect(page.getByRole('term').filter({ hasText: 'Events' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(greenAlert(page, 'Event published')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move to drafts' })).toBeVisible();
    // Finish Setup let go of the held event and its tickets: step 3 has nothing to show.
    await page.goto('/organizer/event/3');
    await expect(page).toHaveURL(/\/organizer\/dashboard$/);

    // Public home: found under its category and its organizer.
    await page.goto('/');
    await page.getByLabel('Filter By Category').selectOption(String(category.id));
    await page.getByLabel('Filter By Organizer').selectOption(String(host.organizationId));
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
    await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText([title]);

    // Edit: My events, the card opens 'Updated Event' prefilled.
    await page.goto('/organizer/events');
    await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible();
    const all = page.getByRole('list', { name: 'All' });
    // It starts tomorrow: Upcoming, not In progress (that is for events under way).
    await expect(all.getByRole('listitem').filter({ hasText: title })).toContainText('Upcoming');
    await expectNoSeriousViolations(page);
    await all.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Updated Event' })).toBeVisible();
    await expect(page.getByLabel('Event Title')).toHaveValue(title);
    await expect(page.getByLabel('Location')).toHaveValue('Alliance Française, Nairobi');
    await expect(page.getByRole('button', { name: 'Move to drafts' })).toBeVisible();
    title = `${title} (late show)`;
    await page.getByLabel('Event Title').fill(title);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page).toHaveURL(/\/organizer\/event-view\/2$/);
    await expect(page.getByRole('img', { name: 'Current event artwork' })).toBeVisible();
    await expect(page.getByLabel('Short Description')).toHaveValue('Jazz on the roof.');
    await page.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByLabel('Main event image')).toBeFocused();
    await page.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByRole('alert')).toHaveText('Image is required');
    await page.getByRole('button', { name: 'Keep the current image' }).click();
    await page.getByRole('button', { name: 'Update Event' }).click();

    // Ticket Update: change a price, remove a ticket type.
    await expect(page).toHaveURL(/\/organizer\/tickets\/\d+$/);
    eventId = Number(/tickets\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket Update' })).toBeVisible();
    await expect(greenAlert(page, 'Event updated')).toBeVisible();
    await expect(page.getByRole('group', { name: /^Ticket \d$/ })).toHaveCount(2);
    await page.getByRole('group', { name: 'Ticket 1' }).getByLabel('Price per ticket').fill('12.5');
    await page.getByRole('button', { name: 'Remove ticket 2' }).click();
    await expect(page.getByRole('group', { name: /^Ticket \d$/ })).toHaveCount(1);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Update Ticket' }).click();
    await expect(greenAlert(page, 'Tickets updated')).toBeVisible();
    await expect(page).toHaveURL(/\/organizer\/dashboard$/, { timeout: 5_000 });

    // Public details: the new title, the new price, the removed type gone.
    await page.goto(`/details/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('row', { name: /Regular/ })).toContainText('$12.50');
    await expect(page.getByRole('row', { name: /VIP/ })).toHaveCount(0);

    // The day of the event: check-in and attendees straight from its card, on both lists.
    await page.goto('/organizer/dashboard');
    const publishedCard = page
      .getByRole('list', { name: 'Recently published' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await publishedCard.getByRole('link', { name: 'Check-in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/organizer/checkin/${eventId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await page.goto('/organizer/events');
    const myCard = page.getByRole('list', { name: 'All' }).getByRole('listitem').filter({ hasText: title });
    await myCard.getByRole('link', { name: 'Attendees', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/organizer/attendees/${eventId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
  });

  test('another organizer can neither see nor reach the event', async ({ page, request }) => {
    expect(eventId).toBeGreaterThan(0);
    const other = await createVerifiedHost(request, 'Baraka');

    // Through the API: 404 'Event not found' for reading, editing and publishing.
    const read = await request.get(`/api/v1/client/event/${eventId}`, { headers: { Auth: other.token } });
    expect(read.status()).toBe(404);
    expect((await read.json()).status_description).toBe('Event not found');
    const status = await request.post(`/api/v1/event/${eventId}/status`, {
      headers: { Auth: other.token },
      data: { status: 2 },
    });
    expect(status.status()).toBe(404);
    const list = await (
      await request.get('/api/v1/client/event/view?page=1&limit=10', { headers: { Auth: other.token } })
    ).json();
    expect(list.message.data.total).toBe(0);

    // Through the screens: no events at all, and the ticket screen says the event is not found.
    await signIn(page, other);
    await expect(page).toHaveURL(/\/organizer\/event\/1$/);
    await page.goto('/organizer/events');
    await expect(page.getByText('No Events')).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await page.goto(`/organizer/tickets/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  });

  test('the screens fit a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, host);
    for (const path of [
      '/organizer/dashboard',
      '/organizer/events',
      '/organizer/event/1',
      `/organizer/tickets/${eventId}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expectNoSeriousViolations(page);
  });
});
