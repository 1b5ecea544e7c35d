import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { defined } from './support/defined';
import { type APIRequestContext, expect, type Page, test } from './support/test';

// ---------------------------------------------------------------------------------------------
// Helpers: a verified organizer made through the API, a real PNG made on the fly, sign-in by UI.
// ---------------------------------------------------------------------------------------------

const PASSWORD = 'correct horse battery';

interface Host {
  email: string;
  token: string;
  organizationId: number;
  displayName: string;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes)
    crc = defined(CRC_TABLE[(crc ^ byte) & 0xff], 'CRC_TABLE[(crc ^ byte) & 0xff]') ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small, valid RGB PNG with a gradient (2:1, like the upload guidance). */
function makePng(width = 64, height = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const stride = 1 + width * 3;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * stride + 1 + x * 3;
      raw[at] = (x * 4) & 0xff;
      raw[at + 1] = (y * 8) & 0xff;
      raw[at + 2] = 180;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Registers an organizer, reads the code from the development mailbox and verifies the account. */
async function createVerifiedHost(request: APIRequestContext, name: string): Promise<Host> {
  const id = stamp();
  const email = `${name.toLowerCase()}-${id}@example.com`;
  const displayName = `${name} Events ${id}`;
  const digits = () => String(Math.floor(1e8 + Math.random() * 9e8));
  const registered = await request.post('/api/v1/client/register', {
    data: {
      first_name: name,
      last_name: 'Host',
      msisdn: `+2547${digits()}`,
      email_address: email,
      organization_name: `${displayName} Ltd`,
      display_name: displayName,
      organization_email_address: `hello-${id}@example.com`,
      organization_msisdn: `+2547${digits()}`,
    },
  });
  expect(registered.status()).toBe(201);

  let code = '';
  await expect
    .poll(async () => {
      const mailbox = await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
      const texts = (mailbox.message.data as { text: string }[]).map((mail) => mail.text);
      code = texts.map((text) => /Your code: (\d{6})/.exec(text)?.[1]).find(Boolean) ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);

  const verified = await request.post('/api/v1/auth/password/reset', {
    data: { code, username: email, password: PASSWORD },
  });
  expect(verified.status()).toBe(200);
  const body = await verified.json();
  return {
    email,
    token: verified.headers().auth ?? '',
    organizationId: body.message.organization.id as number,
    displayName,
  };
}

async function signIn(page: Page, host: Host) {
  await page.goto('/organizer/login');
  await page.getByLabel('Username').fill(host.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/organizer\/login/);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** A `datetime-local` value, `days` from now at `hour`:00 on the browser's (this machine's) clock. */
function pickerValue(days: number, hour: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}

async function firstCategory(request: APIRequestContext) {
  const body = await (await request.get('/api/v1/client/category/view')).json();
  return defined(
    (body.message as { id: number; name: string }[])[0],
    '(body.message as { id: number; name: string }[])[0]',
  );
}

/** An event made (and, unless told, published) through the API, with one free ticket type. */
async function createPublishedEvent(
  request: APIRequestContext,
  host: Host,
  categoryId: number,
  text: Partial<Record<'title' | 'short_description' | 'full_description' | 'location', string>>,
  options: { isPublished: boolean } = { isPublished: true },
): Promise<number> {
  const auth = { Auth: host.token };
  const start = Date.now() + 3 * 86_400_000;
  const created = await request.post('/api/v1/event/register', {
    headers: auth,
    multipart: {
      title: 'An event',
      short_description: 'Short.',
      full_description: 'Full.',
      location: 'Somewhere',
      ...text,
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 7_200_000).toISOString(),
      category_id: String(categoryId),
      currency: 'USD',
      file: { name: 'poster.png', mimeType: 'image/png', buffer: makePng() },
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).message.data as number;
  const tickets = await request.post(`/api/v1/event/${id}/ticket/register`, {
    headers: auth,
    data: {
      eventId: id,
      tickets: [{ name: 'Free entry', price_per_ticket: 0, no_of_persons: 1, max_tickets: 50 }],
    },
  });
  expect(tickets.status()).toBe(201);
  if (!options.isPublished) return id;
  const published = await request.post(`/api/v1/event/${id}/status`, { headers: auth, data: { status: 1 } });
  expect(published.status()).toBe(200);
  return id;
}

const greenAlert = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first();

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

    // Step 3: the create message in green (decision 2), then two ticket types.
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

    // Dashboard: the new draft, offered for publishing (decision 10).
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

  test('event text is shown as text, never run as markup', async ({ page, request }) => {
    test.setTimeout(60_000);
    // A category with few demo events, so 'More events like this' has room for this one.
    const categories = (await (await request.get('/api/v1/client/category/view')).json()).message as {
      id: number;
      name: string;
    }[];
    const category =
      categories.find((c) => c.name === 'Family & Kids') ?? defined(categories.at(-1), 'categories.at(-1)');
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
