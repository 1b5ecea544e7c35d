import { readFile } from 'node:fs/promises';
import { ok, stamp } from './support/api';
import { bookOnDetailsPage, fillGuestDetails, openEvent, payWith } from './support/booking-screens';
import { defined } from './support/defined';
import { newPage, paidTicketOf, pdfText } from './support/e-tickets';
import {
  createVerifiedHost,
  firstCategory,
  greenAlert,
  makePng,
  pickerValue,
  signIn,
} from './support/organizer-events';
import { expect, test } from './support/test';

// Spec decision #13: an organizer prices an event in Kenyan shillings, and every screen a buyer
// and the organizer see shows shillings, whole (M-Pesa takes no cents), and never dollars.
// ---------------------------------------------------------------------------------------------

/** As the app prints a KES amount: Intl's code and whole shillings, e.g. 'KES 1,500'. */
const kes = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'KES',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
/** Intl's space that does not break, matched as any space. */
const loose = (text: string) => new RegExp(text.replace(/\s/g, '\\s'));

test('a KES event shows shillings on every screen, from setup to the e-ticket', async ({
  browser,
  page,
  request,
}) => {
  // Setup, booking, payment and the e-ticket in one journey; the shared machine can be slow.
  test.setTimeout(240_000);
  const host = await createVerifiedHost(request, 'Wanjiru');
  const category = await firstCategory(request);
  const title = `Nairobi Nights ${stamp()}`;

  // Create step 1: the currency is picked from the list.
  await signIn(page, host);
  await page.goto('/organizer/event/1');
  await page.getByLabel('Event Title').fill(title);
  await page.getByLabel('Event category').selectOption(String(category.id));
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  await expect(page.getByLabel('Currency')).toHaveAccessibleDescription(
    /cannot change once tickets have been booked/,
  );
  await page.getByLabel('Currency').selectOption('KES');
  await page.getByLabel('Start Date and Time').fill(pickerValue(3, 18));
  await page.getByLabel('End Date and Time').fill(pickerValue(3, 23));
  await page.getByLabel('Location').fill('Kenya National Theatre, Nairobi');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: the image and descriptions.
  await expect(page).toHaveURL(/\/organizer\/event\/2$/);
  await page.getByLabel('Short Description').fill('An evening of benga and rhumba.');
  await page.getByLabel('Full Description').fill('Two bands, one long night.');
  await page
    .getByLabel('Main event image')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: makePng() });
  await page.getByRole('button', { name: 'Create Event' }).click();

  // Step 3: the price field says whole shillings, and cents are refused before they are sent.
  await expect(page).toHaveURL(/\/organizer\/event\/3$/);
  const ticket = page.getByRole('group', { name: 'Ticket 1' });
  const price = ticket.getByLabel('Price per ticket');
  await expect(price).toHaveAccessibleDescription(/Whole shillings: M-Pesa takes no cents/);
  await expect(price).toHaveAttribute('step', '1');
  await ticket.getByLabel('Name').fill('Regular');
  await price.fill('1500.50');
  await ticket.getByLabel('No of persons per ticket').fill('1');
  await ticket.getByLabel('Max tickets').fill('50');
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Regular: KES prices must be whole shillings: M-Pesa takes no cents',
  );
  await price.fill('1500');
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(greenAlert(page, 'Tickets created')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(greenAlert(page, 'Event published')).toBeVisible();

  // The event details and its ticket table, as a guest sees them.
  const list = await ok<{ message: { data: { id: number; slug: string; title: string }[] } }>(
    await request.get('/api/v1/event/view?limit=100'),
    'the public list',
  );
  const event = defined(
    list.message.data.find((entry) => entry.title === title),
    'the new event in the public list',
  );
  // The guest books in a browser of their own, with no organizer session.
  const guestPage = await newPage(browser);
  await openEvent(guestPage, event);
  const table = guestPage.getByRole('table', { name: 'Tickets for this event' });
  await expect(table).toContainText(loose(kes(1500)));
  await guestPage.getByLabel('Quantity of Regular', { exact: true }).fill('2');
  await expect(table).toContainText(loose(kes(3000)));
  await expect(table).not.toContainText('$');
  await bookOnDetailsPage(guestPage, [{ ticket: { name: 'Regular' }, qty: 2 }]);

  // The payment method screen and the card form.
  const summary = guestPage.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(loose(kes(1500)));
  await expect(summary).toContainText(/Total to pay:\s*KES\s3,000/);
  await fillGuestDetails(guestPage, 'Otieno Kamau', `otieno-${stamp()}@example.com`);
  await guestPage.getByRole('radio', { name: 'Credit/Debit Card' }).check();
  await guestPage.getByRole('button', { name: 'Proceed' }).click();
  await expect(guestPage.getByText(loose(`Amount due: ${kes(3000)}`))).toBeVisible();
  await payWith(guestPage, '4242424242424242');

  // The success screen.
  await expect(guestPage.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
  await expect(guestPage.getByRole('row', { name: /Total/ })).toContainText(loose(kes(3000)));
  await expect(guestPage.getByRole('main')).not.toContainText('$');

  // The e-ticket page and its PDF.
  await guestPage.getByRole('link', { name: 'View E-tickets' }).click();
  const paid = await paidTicketOf(request, guestPage, title);
  const card = guestPage.getByRole('article', { name: title });
  await expect(card.getByText(paid.reference)).toBeVisible();
  await expect(card.getByRole('table', { name: 'Seats' })).toContainText(loose(`TOTAL\\s*${kes(3000)}`));
  await expect(card).not.toContainText('$');
  const downloading = guestPage.waitForEvent('download');
  await card.getByRole('link', { name: /Download/ }).click();
  const pdf = await pdfText(await readFile(defined(await (await downloading).path(), 'the PDF')));
  expect(pdf).toMatch(loose(kes(3000)));
  expect(pdf).not.toContain('$');

  // The organizer's dashboard: net sales in shillings.
  await page.goto('/organizer/dashboard');
  await expect(page.getByRole('definition').first()).toContainText(loose(kes(3000)));
  await guestPage.context().close();

  // With a booking made, the currency is fixed: the edit form says why it is not saved.
  await page.goto('/organizer/events');
  await page.getByRole('list', { name: 'All' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Updated Event' })).toBeVisible();
  await expect(page.getByLabel('Currency')).toHaveValue('KES');
  await page.getByLabel('Currency').selectOption('USD');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/organizer\/event-view\/2$/);
  await page.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The currency cannot change once tickets have been booked',
  );
});
