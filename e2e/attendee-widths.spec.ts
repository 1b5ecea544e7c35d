import { expect, type Page, test } from './support/test';

// The attendee list at a desk (1280 px) and on a phone (390 px), with the long emails and seat
// names real organisers have. The organiser's two calls are answered here, so the widths depend
// on nothing but the screen.

const EVENT_ID = 4242;
const LONG_EMAIL = 'wanjiru.kamau-njoroge.events@long-company-domain.example.com';
const LONG_SEAT = 'VIP Backstage Meet and Greet Weekend Pass';

const counts = { checked_in: 1, total: 5, people_checked_in: 1, people_total: 6 };
const attendees = [
  {
    booking_id: 'TK-ABCDEFGHJK',
    buyer_name: 'Wanjiru Kamau Njoroge',
    email_address: LONG_EMAIL,
    msisdn: '+254711222333',
    seats: [
      { name: LONG_SEAT, no_of_persons: 2, quantity: 3, price_per_ticket: 120 },
      { name: 'Regular', no_of_persons: 1, quantity: 2, price_per_ticket: 15 },
    ],
    currency: 'USD',
    price: 390,
    paid_at: '2026-05-01T10:00:00.000Z',
    payment_method: 'mpesa',
    payment_reference: 'SGR7ABC123',
    tickets: 5,
    checked_in: 1,
    last_checked_in_at: '2026-05-01T18:00:00.000Z',
    holders: [],
    answers: [],
  },
];

async function openAttendees(page: Page) {
  await page.route(`**/api/v1/event/${EVENT_ID}/checkin/stats**`, (route) =>
    route.fulfill({
      json: {
        status: 200,
        status_description: 'Stats',
        message: {
          event: {
            id: EVENT_ID,
            title: 'Door Night',
            start_time: '2026-05-01T17:00:00.000Z',
            end_time: '2026-05-01T22:00:00.000Z',
            time_zone: 'Africa/Nairobi',
            location: 'Alliance Française, Loita Street, Nairobi',
          },
          counts,
        },
      },
    }),
  );
  await page.route(`**/api/v1/event/${EVENT_ID}/attendees**`, (route) =>
    route.fulfill({
      json: {
        status: 200,
        status_description: 'Attendees',
        message: { data: attendees, total: 1, free_total: 0, counts },
      },
    }),
  );
  // An organiser session, as signing in stores it; only the two calls above are made.
  await page.addInitScript(() => {
    localStorage.setItem(
      'tiketi.session',
      JSON.stringify({ tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true }),
    );
  });
  await page.goto(`/organizer/attendees/${EVENT_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
}

/** Nothing on the page is wider than the window. */
async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

/** Every cell's text lies inside the window and inside its own cell (not clipped or run off). */
async function expectTextInside(page: Page, selector: string) {
  const outside = await page.locator(selector).evaluateAll((cells) =>
    cells
      .filter((cell) => (cell as HTMLElement).offsetParent !== null)
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth || cell.scrollWidth > cell.clientWidth + 1;
      })
      .map((cell) => cell.textContent),
  );
  expect(outside).toEqual([]);
}

test.describe('attendee list widths', () => {
  test('on a phone (390 px) nothing runs off the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAttendees(page);
    const list = page.getByRole('list', { name: 'Attendees' });
    await expect(list).toContainText(LONG_EMAIL);
    await expect(list.getByText(`3 x ${LONG_SEAT}`)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectTextInside(page, '[aria-label="Attendees"] dd, [aria-label="Attendees"] li li');
    await page.screenshot({ path: test.info().outputPath('attendees-390.png'), fullPage: true });
  });

  test('at a desk (1280 px) the email column is wide enough to read', async ({ page }) => {
    await openAttendees(page);
    const table = page.getByRole('table', { name: 'Attendees' });
    const email = table.getByRole('cell', { name: LONG_EMAIL });
    await expect(email).toBeVisible();
    // Room for at least 20 characters of the address a line, not four.
    const chars = await email.evaluate((cell) => {
      const probe = document.createElement('span');
      probe.style.whiteSpace = 'nowrap';
      probe.style.position = 'absolute';
      probe.textContent = cell.textContent;
      cell.appendChild(probe);
      const perChar = probe.getBoundingClientRect().width / (probe.textContent?.length || 1);
      probe.remove();
      const style = getComputedStyle(cell);
      const room =
        cell.clientWidth - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.paddingLeft);
      return room / perChar;
    });
    expect(chars).toBeGreaterThanOrEqual(20);
    await expectNoHorizontalOverflow(page);
    await expectTextInside(page, 'table td');
    await page.screenshot({ path: test.info().outputPath('attendees-1280.png'), fullPage: true });
  });
});
