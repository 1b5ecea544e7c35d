// Issue 19: the ticket widget on an organizer's own site. A static page on another loopback port
// (another origin) carries the snippet; the widget shows the event's tickets, and 'Book' opens the
// platform's own event page in a new tab, where the booking is paid as on the platform.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectNoSeriousViolations } from './support/accessibility';
import {
  escapeRegExp,
  money,
  paidOnly,
  paidOnSale,
  takeEvent,
  useBookableEvents,
} from './support/booking-events';
import { fillGuestDetails, payWith } from './support/booking-screens';
import { defined } from './support/defined';
import { expect, test } from './support/test';

useBookableEvents();

/** The organizer's site: one page with the snippet, served from its own port. */
function clubSite(snippet: string): Promise<{ server: Server; origin: string }> {
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Nairobi Jazz Club</title></head>
<body><main><h1>Our next night</h1>${snippet}<p>See you there.</p></main></body>
</html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

test.describe('the widget on an organizer site', () => {
  let site: { server: Server; origin: string } | undefined;
  test.afterEach(async () => {
    const server = site?.server;
    site = undefined;
    if (!server) return;
    // The browser may still hold a keep-alive connection to the site.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('shows the ticket table in a frame sized to it, and Book pays on the platform in a new tab', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const platform = defined(baseURL, 'baseURL');
    const event = takeEvent((e) => paidOnly(e) && paidOnSale(e).length >= 1);
    const ticket = defined(paidOnSale(event)[0], 'ticket');
    site = await clubSite(
      `<div data-tiketi-event="${event.id}" data-theme="dark" data-accent="#ff6600"></div>` +
        `<script src="${platform}/embed.js" async></script>`,
    );
    expect(site.origin).not.toBe(platform);

    await page.goto(site.origin);
    const frameElement = page.locator(`iframe[title="Tickets for event ${event.id}"]`);
    await expect(frameElement).toHaveAttribute(
      'src',
      `${platform}/embed/event/${event.id}?theme=dark&accent=%23ff6600`,
    );
    const widget = page.frameLocator(`iframe[title="Tickets for event ${event.id}"]`);
    await expect(widget.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    const row = widget.getByRole('row', { name: new RegExp(escapeRegExp(ticket.name)) }).first();
    await expect(row).toContainText(money(ticket.price_per_ticket));

    // The frame reports its height and the script sizes the frame to it: nothing scrolls inside.
    const contentHeight = () =>
      widget.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
    await expect
      .poll(async () => (await frameElement.boundingBox())?.height ?? 0)
      .toBeCloseTo(await contentHeight(), -1);
    await expectNoSeriousViolations(page);

    const tab = page.context().waitForEvent('page');
    await row.getByRole('link', { name: `Book ${ticket.name}` }).click();
    const booking = await tab;
    await booking.waitForLoadState();
    // Card and M-Pesa flows run on the platform's own origin, never inside the organizer's site.
    expect(new URL(booking.url()).origin).toBe(platform);
    await expect(booking).toHaveURL(new RegExp(`/details/${event.id}/[^?]+\\?ticket=${ticket.id}$`));
    await expect(booking.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(booking.getByLabel(`Quantity of ${ticket.name}`, { exact: true })).toHaveValue('1');

    await booking.getByRole('button', { name: 'Book this event' }).click();
    await expect(booking.getByRole('heading', { level: 1, name: 'Payment Method' })).toBeVisible();
    await fillGuestDetails(booking, 'Wanjiru Widget', 'wanjiru.widget.e2e@example.com');
    await booking.getByRole('radio', { name: 'Credit/Debit Card' }).check();
    await booking.getByRole('button', { name: 'Proceed' }).click();
    await payWith(booking, '4242424242424242');
    await expect(booking.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
    await expect(booking.getByRole('row', { name: /Total/ })).toContainText(money(ticket.price_per_ticket));
  });

  test('the widget page itself passes axe, light and dark, and says plainly when there is no event', async ({
    page,
  }) => {
    const event = takeEvent((e) => paidOnSale(e).length >= 1);
    for (const query of ['', '?theme=dark&accent=%23ffcc00']) {
      await page.goto(`/embed/event/${event.id}${query}`);
      await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Tickets' })).toBeVisible();
      await expectNoSeriousViolations(page);
    }
    const missing = await page.goto('/embed/event/999999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Event not available' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
