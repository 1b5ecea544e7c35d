import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { ok, stamp } from './support/api';
import { bookOnDetailsPage, fillGuestDetails, payWith } from './support/booking-screens';
import { createHostedEvent, holdSession, newPage } from './support/e-tickets';
import { expect, test } from './support/test';

// Issue 15: an organizer sells an early bird that closes tomorrow, a hidden VIP tier, a 20% code
// limited to 2 uses that unlocks the VIP, and 16% VAT on top. A buyer follows a partner's link with
// the code, sees every price line, and pays exactly the total shown; the code's third use is refused.
// ---------------------------------------------------------------------------------------------

/** datetime-local's value for a moment from now, in the browser's (and this process's) zone. */
function localPickerValue(offsetMs: number): string {
  const at = new Date(Date.now() + offsetMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The amount beside a price line's label. */
const lineAmount = (page: Page, label: string | RegExp) =>
  page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');

test('an organizer sets up an early bird, a hidden VIP, a limited code and VAT; a buyer pays with the code', async ({
  browser,
  request,
}) => {
  // Three screens of setup, a booking through the screens and two more buyers, on a shared machine.
  test.setTimeout(240_000);
  const door = await createHostedEvent(request); // Regular at $15
  const host = await newPage(browser);
  await holdSession(host, { token: door.hostToken, accountType: 'organizer', name: 'Amani Otieno' });

  // The tickets: an early bird whose sale ends tomorrow, and a VIP tier hidden from the page.
  await host.goto(`/organizer/tickets/${door.eventId}`);
  const addTicket = async (index: number, name: string, price: string, max: string) => {
    await host.getByRole('button', { name: '+ Add Ticket', exact: true }).click();
    const row = host.getByRole('group', { name: new RegExp(`^Ticket ${index}`) });
    await row.getByLabel('Name').fill(name);
    await row.getByLabel('Price per ticket').fill(price);
    await row.getByLabel('No of persons per ticket').fill('1');
    await row.getByLabel('Max tickets').fill(max);
    await row.getByRole('button', { name: 'More options' }).click();
    return row;
  };
  const early = await addTicket(2, 'Early bird', '10', '50');
  await early.getByLabel('Sale ends').fill(localPickerValue(24 * 3_600_000));
  const vip = await addTicket(3, 'VIP', '40', '10');
  await vip.getByRole('checkbox', { name: 'Hidden — sold only with an access code' }).check();
  await host.getByRole('button', { name: 'Update Ticket' }).click();
  await expect(host.getByText('Tickets updated')).toBeVisible();

  // The code: 20% off, 2 uses, and it unlocks the hidden VIP.
  await host.goto(`/organizer/promo-codes/${door.eventId}`);
  await host.getByRole('button', { name: 'New code' }).click();
  const dialog = host.getByRole('dialog', { name: 'New code' });
  await dialog.getByLabel('Code').fill('friends20');
  await dialog.getByLabel('Discount (%)').fill('20');
  await dialog.getByLabel('Maximum uses').fill('2');
  await dialog.getByRole('checkbox', { name: 'Unlocks hidden tickets' }).check();
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(host.getByText('FRIENDS20 was created.')).toBeVisible();
  await expectNoSeriousViolations(host);

  // 16% VAT on top of the prices.
  await host.goto(`/organizer/sales-settings/${door.eventId}`);
  await host.getByLabel('Tax name').fill('VAT');
  await host.getByLabel('Tax rate (%)').fill('16');
  await expect(host.getByRole('radio', { name: 'Added on top of prices' })).toBeChecked();
  await host.getByRole('button', { name: 'Save' }).click();
  await expect(host.getByText('Fees and taxes saved.')).toBeVisible();

  // A buyer follows the partner's link: the code applies itself and reveals the VIP tier.
  const buyer = await newPage(browser);
  await buyer.goto(`/details/${door.eventId}?code=friends20`);
  await expect(buyer.getByRole('heading', { level: 1, name: door.title })).toBeVisible();
  await expect(buyer.getByText('Code FRIENDS20 applied: 20% off')).toBeVisible();
  await expect(buyer.getByLabel('Quantity of VIP', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(buyer);
  await bookOnDetailsPage(buyer, [
    { ticket: { name: 'Early bird' }, qty: 2 },
    { ticket: { name: 'VIP' }, qty: 1 },
  ]);

  // Every line: seats 2 × 10 + 40 = 60.00; 20% off is 12.00; VAT 16% of 48.00 is 7.68; 55.68 to pay.
  await expect(lineAmount(buyer, 'Discount (FRIENDS20)')).toContainText('12.00');
  await expect(lineAmount(buyer, 'VAT 16%')).toHaveText('$7.68');
  await expect(lineAmount(buyer, 'Total to pay:')).toContainText('55.68');
  await fillGuestDetails(buyer, 'Zawadi Achieng', `zawadi-${stamp()}@example.com`);
  await expectNoSeriousViolations(buyer);
  await buyer.getByRole('radio', { name: 'Credit/Debit Card' }).check();
  await buyer.getByRole('button', { name: 'Proceed' }).click();
  // The provider is asked for exactly the total the buyer was shown.
  await expect(buyer.getByText('Amount due: $55.68')).toBeVisible();
  await payWith(buyer, '4242424242424242');
  await expect(buyer.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible({ timeout: 30_000 });
  await expect(lineAmount(buyer, 'Discount (FRIENDS20)')).toContainText('12.00');
  await expect(lineAmount(buyer, 'VAT 16%')).toHaveText('$7.68');

  // The order the organizer sees was charged exactly what the buyer saw.
  const orders = await ok<{ message: { data: { total: number; promo_code: string | null }[] } }>(
    await request.get(`/api/v1/event/${door.eventId}/orders?status=paid`, {
      headers: { auth: door.hostToken },
    }),
    'orders',
  );
  expect(orders.message.data).toEqual([expect.objectContaining({ total: 55.68, promo_code: 'FRIENDS20' })]);

  // A second buyer takes the code's last use; a third is told it is used up.
  const second = await request.post('/api/v1/event/book', {
    data: {
      event_id: door.eventId,
      tickets: [{ id: await regularId(request, door.eventId), qty: 1 }],
      payment_method: 'card',
      promo_code: 'FRIENDS20',
      details: {
        full_name: 'Baraka Mwangi',
        msisdn: '+254711000444',
        email_address: `baraka-${stamp()}@example.com`,
      },
    },
  });
  expect(second.status()).toBe(201);
  const third = await newPage(browser);
  await third.goto(`/details/${door.eventId}`);
  await third.getByRole('button', { name: 'Enter code' }).click();
  await third.getByLabel('Promo or access code').fill('FRIENDS20');
  await third.getByRole('button', { name: 'Apply' }).click();
  await expect(third.getByRole('alert')).toHaveText('This code has been used up');
  await expect(third.getByLabel('Quantity of VIP', { exact: true })).toHaveCount(0);
});

/** The public id of the event's Regular type. */
async function regularId(request: APIRequestContext, eventId: number) {
  const details = await ok<{ message: { tickets: { id: number; name: string }[] } }>(
    await request.get(`/api/v1/event/details/${eventId}`),
    'details',
  );
  const regular = details.message.tickets.find((ticket) => ticket.name === 'Regular');
  if (!regular) throw new Error('no Regular ticket');
  return regular.id;
}
