import { expectNoSeriousViolations } from './support/accessibility';
import { bookOnDetailsPage, fillGuestDetails, openEvent } from './support/booking-screens';
import { createPaidEvent, type PaidEvent } from './support/payment-methods';
import { expect, test } from './support/test';

// Issue 13: a buyer of a USD event pays by the simulated PayPal (the offline default): the approval
// page stands in for PayPal's, and the server captures the approved order.

test.describe('paying by PayPal', () => {
  let event: PaidEvent;
  test.beforeAll(async ({ request }) => {
    event = await createPaidEvent(request, 'USD', 25);
  });

  test('the buyer approves on the test PayPal page and gets the receipt', async ({ page }) => {
    test.setTimeout(120_000);
    await openEvent(page, event);
    await bookOnDetailsPage(page, [{ ticket: { name: event.ticketName }, qty: 2 }]);
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await fillGuestDetails(page, 'Jordan Reyes', 'jordan.paypal.e2e@example.com');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('heading', { name: 'Pay by PayPal' })).toBeFocused();
    await expect(page.getByText(/Your seats are held for \d+:\d\d/)).toBeVisible();
    await page.getByRole('link', { name: 'Pay with PayPal' }).click();

    await expect(page).toHaveURL(/\/simulated-paypal\?token=/);
    await expect(page.getByText('Test PayPal — no real money')).toBeVisible();
    await expect(page.getByText('$50.00')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await expect(page).toHaveURL(/\/payment\/success\?method=paypal&secret=/);
    await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
    await expect(page.getByText('PayPal transaction:')).toBeVisible();
    await expect(page.getByRole('row', { name: /Total/ })).toContainText('$50.00');
  });
});

test.describe('PayPal answers other than an approval', () => {
  let event: PaidEvent;
  test.beforeAll(async ({ request }) => {
    event = await createPaidEvent(request, 'USD', 25);
  });

  test('a declined payment comes back to the payment screen; a held one reads as processing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openEvent(page, event);
    await bookOnDetailsPage(page, [{ ticket: { name: event.ticketName }, qty: 1 }]);
    await fillGuestDetails(page, 'Sam Okafor', 'sam.paypal.e2e@example.com');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('link', { name: 'Pay with PayPal' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/payment\/method$/);
    await expect(page.getByText(/PayPal declined this payment, so you have not been charged/)).toBeVisible();

    // The declined order is spent: Proceed books again with a new one, which PayPal holds for review.
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('link', { name: 'Pay with PayPal' }).click();
    await page.getByRole('button', { name: 'Approve (payment held for review)' }).click();
    await expect(page).toHaveURL(/\/payment\/success\?method=paypal&secret=/);
    await expect(page.getByRole('heading', { name: 'Your payment is processing.' })).toBeVisible();
  });
});
