import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { listEvents, ok, stamp } from './support/api';
import { createHostedEvent, holdSession, newPage, payAsGuest } from './support/e-tickets';
import { expect, test } from './support/test';

// Issue 14: the owner runs the money after the sale. One order refunded in part (its tickets stay
// valid), one in full and one cancelled (their codes are refused at the door), then the whole event
// cancelled: the rest is refunded by the background job, every buyer is mailed, the public page
// reads 'Cancelled' and net sales fall to what is kept.
// ---------------------------------------------------------------------------------------------

const buyer = (full_name: string, tag: string) => ({
  full_name,
  msisdn: '+254711222333',
  email_address: `${tag}-${stamp()}@example.com`,
});

/** The subjects of every mail the development mailbox holds for an address. */
async function subjectsTo(page: Page, email: string): Promise<string[]> {
  const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()).message.data as { subject: string }[];
  return mails.map((mail) => mail.subject);
}

/** The value beside a label in a definition list (the order's money box, the dashboard's figures). */
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('an owner refunds part of an order, cancels another, then cancels the event', async ({
  browser,
  request,
}) => {
  // Four bookings, three order screens, the door and the event's cancellation job on a shared machine.
  test.setTimeout(300_000);
  const door = await createHostedEvent(request); // Regular at $15
  const headers = { auth: door.hostToken };
  const achieng = buyer('Achieng Odhiambo', 'achieng');
  const baraka = buyer('Baraka Mwangi', 'baraka');
  const chebet = buyer('Chebet Kiprop', 'chebet');
  const daudi = buyer('Daudi Njoroge', 'daudi');
  const partly = await payAsGuest(request, door.eventId, achieng, 2);
  const refunded = await payAsGuest(request, door.eventId, baraka);
  const cancelled = await payAsGuest(request, door.eventId, chebet);
  await payAsGuest(request, door.eventId, daudi);
  const netSales = async () =>
    (
      await ok<{ message: { net_sales: number } }>(
        await request.get('/api/v1/client/summary', { headers }),
        'summary',
      )
    ).message.net_sales;
  expect(await netSales()).toBe(75);

  // The organizer's event card leads to the event's orders.
  const page = await newPage(browser);
  await holdSession(page, { token: door.hostToken, accountType: 'organizer', name: 'Amani Otieno' });
  await page.goto('/organizer/events');
  await page
    .getByRole('article')
    .filter({ hasText: door.title })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/organizer/orders/${door.eventId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  for (const reference of [partly.reference, refunded.reference, cancelled.reference]) {
    await expect(page.getByRole('link', { name: reference }).first()).toBeVisible();
  }
  await expectNoSeriousViolations(page);

  // A partial refund: $10 of Achieng's $30 goes back, and her two tickets stay valid.
  await page.getByRole('link', { name: partly.reference }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${partly.reference}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const refundDialog = page.getByRole('dialog', { name: `Refund order ${partly.reference}` });
  await refundDialog.getByLabel('Amount').fill('10');
  await refundDialog.getByLabel('Reason').fill('Moved to a seat further back');
  await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refundDialog).toBeHidden();
  await expect(figure(page, 'Refunded')).toHaveText('$10.00');
  await expect(figure(page, 'Refundable')).toHaveText('$20.00');
  await expect(page.getByText('Partially refunded', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Moved to a seat further back').first()).toBeVisible();
  expect(await netSales()).toBe(65);

  // A full refund: no amount gives back everything left and voids the ticket.
  await page.goto(`/organizer/order/${refunded.reference}`);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const fullDialog = page.getByRole('dialog', { name: `Refund order ${refunded.reference}` });
  await fullDialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(fullDialog).toBeHidden();
  await expect(figure(page, 'Refunded')).toHaveText('$15.00');
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();

  // Another order cancelled, its buyer refunded in full (the default).
  await page.goto(`/organizer/order/${cancelled.reference}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const cancelDialog = page.getByRole('dialog', { name: `Cancel order ${cancelled.reference}` });
  await expect(cancelDialog.getByLabel('Refund the buyer in full')).toBeChecked();
  await cancelDialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  expect(await netSales()).toBe(35);

  // The buyers hear of it.
  await expect
    .poll(() => subjectsTo(page, achieng.email_address))
    .toContainEqual(expect.stringContaining(`$10.00 of your booking for ${door.title} was refunded`));
  await expect
    .poll(() => subjectsTo(page, baraka.email_address))
    .toContainEqual(expect.stringContaining(`was refunded (${refunded.reference})`));
  await expect
    .poll(() => subjectsTo(page, chebet.email_address))
    .toContainEqual(`Your booking for ${door.title} was cancelled (${cancelled.reference})`);

  // The door refuses the refunded and the cancelled codes, and still admits the partly refunded one.
  await page.goto(`/organizer/checkin/${door.eventId}`);
  const answer = page.locator('[data-outcome]');
  const scan = async (code: string) => {
    await page.getByLabel('Ticket code').fill(code);
    await page.getByRole('button', { name: 'Check in' }).click();
  };
  await scan(refunded.code);
  await expect(answer).toHaveAttribute('data-outcome', 'refunded');
  await expect(answer).toContainText('Refunded');
  await scan(cancelled.code);
  await expect(answer).toHaveAttribute('data-outcome', 'cancelled');
  await expect(answer).toContainText('Cancelled');
  await scan(partly.code);
  await expect(answer).toHaveAttribute('data-outcome', 'valid');

  // The event cancelled from its edit screen; the job refunds the two orders still holding money.
  await page.goto('/organizer/events');
  await page
    .getByRole('article')
    .filter({ hasText: door.title })
    .getByRole('link', { name: door.title })
    .click();
  await expect(page).toHaveURL(/\/organizer\/event-view\/1$/);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const cancelEvent = page.getByRole('dialog');
  await cancelEvent
    .getByLabel('Message to ticket holders')
    .fill('The venue flooded. Every ticket is refunded.');
  await cancelEvent.getByRole('button', { name: 'Cancel event' }).click();
  await expect(page.getByText('Refunds: 2 of 2 orders done')).toBeVisible({ timeout: 60_000 });

  await expect.poll(() => subjectsTo(page, daudi.email_address)).toContainEqual(`${door.title} is cancelled`);
  await expect
    .poll(() => subjectsTo(page, achieng.email_address))
    .toContainEqual(`${door.title} is cancelled`);
  await expect.poll(netSales).toBe(0);
  await page.goto('/organizer/dashboard');
  await expect(figure(page, 'Net sales')).toHaveText('$0.00');

  // In public the event reads 'Cancelled' and is no longer offered.
  await page.goto(`/details/${door.eventId}`);
  await expect(page.getByRole('heading', { name: 'This event was cancelled' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expect(page.getByRole('button', { name: 'Book this event' })).toHaveCount(0);
  const details = await ok<{ message: { organizer_id: number; status: number } }>(
    await request.get(`/api/v1/event/details/${door.eventId}`),
    'details',
  );
  expect(details.message.status).toBe(3);
  // The organisation's only event: its public list is now empty.
  expect((await listEvents(request, { organizer_id: details.message.organizer_id })).total).toBe(0);
});
