import { readFile } from 'node:fs/promises';
import { ok } from './support/api';
import { bookOnDetailsPage, fillGuestDetails, openEvent, payWith } from './support/booking-screens';
import { defined } from './support/defined';
import {
  checkBothWidths,
  createHostedEvent,
  GUEST,
  holdSession,
  newPage,
  paidTicketOf,
  pdfText,
} from './support/e-tickets';
import { expect, test } from './support/test';

// A guest pays through the booking screens, keeps the e-ticket, and the door checks it in once.
test.describe('e-tickets and check-in', () => {
  test('a guest pays, sees the ticket with its QR and downloads the PDF; the door checks it in once', async ({
    browser,
    request,
  }) => {
    // The whole door journey at two widths; the shared test machine can be slow under load.
    test.setTimeout(240_000);
    const door = await createHostedEvent(request);
    const details = await ok<{ message: { slug: string; tickets: { name: string }[] } }>(
      await request.get(`/api/v1/event/details/${door.eventId}`),
      'details',
    );

    // The guest pays through the screens, then follows 'View E-tickets' from the success screen.
    const page = await newPage(browser);
    await openEvent(page, { id: door.eventId, slug: details.message.slug, title: door.title });
    await bookOnDetailsPage(page, [
      { ticket: defined(details.message.tickets[0], 'details.message.tickets[0]'), qty: 1 },
    ]);
    await fillGuestDetails(page, GUEST.full_name, GUEST.email_address, GUEST.msisdn);
    await page.getByRole('radio', { name: 'Credit/Debit Card' }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await payWith(page, '4242424242424242');
    await expect(page).toHaveURL(/\/payment\/success\?.*redirect_status=succeeded$/);
    await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
    await page.getByRole('link', { name: 'View E-tickets' }).click();
    const guest = await paidTicketOf(request, page, door.title);
    await expect(page).toHaveURL(/\/account\/tickets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-tickets' })).toBeVisible();
    const card = page.getByRole('article', { name: door.title });
    await expect(card).toBeVisible();
    await expect(card.getByText(guest.reference)).toBeVisible();
    await expect(card.getByText('Card', { exact: true })).toBeVisible();
    await expect(card.getByText('Alliance Française, Loita Street, Nairobi')).toBeVisible();
    await expect(card.getByText('Live music and a late bar, doors at seven.')).toBeVisible();
    await expect(card.getByRole('table', { name: 'Seats' })).toContainText('x 1');
    await expect(card.getByRole('table', { name: 'Seats' })).toContainText('Regular');
    await expect(card.getByRole('table', { name: 'Seats' })).toContainText('Admits 1');
    await expect(card.getByRole('table', { name: 'Seats' })).toContainText(/TOTAL\s*\$15\.00/);
    const qr = card.getByRole('img', { name: /QR code of admission 1 of 1/ });
    await expect(qr).toBeVisible();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByText(guest.code)).toBeVisible();

    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name: /Download/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`e-ticket-${guest.reference}.pdf`);
    const pdf = await readFile(defined(await download.path(), 'the downloaded file'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const printed = await pdfText(pdf);
    expect(printed).toContain(guest.reference);
    expect(printed).toContain(door.title);
    expect(printed).toContain(guest.code);

    await checkBothWidths(page, 'e-tickets', () => expect(card).toBeVisible());

    // The door: the organiser opens check-in from the event's 'Ticket Update' screen (edit step 3)
    // and types the code.
    const host = await newPage(browser);
    await holdSession(host, { token: door.hostToken, accountType: 'organizer', name: 'Amani Otieno' });
    await host.goto(`/organizer/tickets/${door.eventId}`);
    await expect(host.getByRole('heading', { level: 1, name: 'Ticket Update' })).toBeVisible();
    await host.getByRole('link', { name: 'Check-in' }).click();
    await expect(host).toHaveURL(new RegExp(`/organizer/checkin/${door.eventId}$`));
    await expect(host.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await expect(host.getByText(door.title).first()).toBeVisible();
    const counter = host.getByRole('region', { name: 'Checked in' });
    await expect(counter).toContainText('0 of 1 tickets');
    await expect(host.getByRole('button', { name: 'Scan with camera' })).toBeVisible();

    await checkBothWidths(host, 'check-in-ready', () =>
      expect(host.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible(),
    );

    const codeField = host.getByLabel('Ticket code');
    await codeField.fill(guest.code);
    await host.getByRole('button', { name: 'Check in' }).click();
    const answer = host.locator('[data-outcome]');
    await expect(answer).toHaveAttribute('data-outcome', 'valid');
    await expect(answer).toContainText('Valid');
    await expect(answer).toContainText(GUEST.full_name);
    await expect(answer).toContainText('1 x Regular (admits 1)');
    await expect(counter).toContainText('1 of 1 tickets');

    await checkBothWidths(host, 'check-in-valid', () => expect(answer).toBeVisible());

    await codeField.fill(guest.code);
    await host.getByRole('button', { name: 'Check in' }).click();
    await expect(answer).toHaveAttribute('data-outcome', 'already_checked_in');
    await expect(answer).toContainText('Already checked in');
    await expect(answer).toContainText('by Amani Otieno');
    await expect(counter).toContainText('1 of 1 tickets');

    await codeField.fill('not-a-real-ticket-code');
    await host.getByRole('button', { name: 'Check in' }).click();
    await expect(answer).toHaveAttribute('data-outcome', 'unknown');
    await expect(answer).toContainText('Unknown ticket');

    // The attendee list shows the guest as checked in and exports the same as CSV.
    await host.getByRole('link', { name: 'Attendees' }).click();
    await expect(host.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
    const table = host.getByRole('table', { name: 'Attendees' });
    await expect(table).toContainText(GUEST.full_name);
    await expect(table).toContainText(GUEST.email_address);
    await expect(table).toContainText('1 of 1');
    const exporting = host.waitForEvent('download');
    await host.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile(defined(await (await exporting).path(), 'the exported CSV file'), 'utf8');
    expect(csv).toContain('Booking ID,Buyer,Email,Phone,Seats');
    expect(csv).toContain(`${guest.reference},${GUEST.full_name},${GUEST.email_address},'${GUEST.msisdn}`);

    await checkBothWidths(host, 'attendees', async () => {
      await expect(host.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
      await expect(host.getByText(GUEST.email_address).filter({ visible: true })).toBeVisible();
    });
  });
});
