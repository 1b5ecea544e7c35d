import { expectNoSeriousViolations } from './support/accessibility';
import { money, paidOnly, paidOnSale, takeEvent, useBookableEvents } from './support/booking-events';
import { bookOnDetailsPage, fillGuestDetails, openEvent, payWith } from './support/booking-screens';
import { defined } from './support/defined';
import { expect, test } from './support/test';

useBookableEvents();

test.describe('booking and paying', () => {
  test('a declined card shows the reason, and another card then pays', async ({ page }) => {
    // The message's 4 seconds and the success screen's 3 (spec 9).
    test.setTimeout(60_000);
    const event = takeEvent((e) => paidOnly(e) && paidOnSale(e).length >= 1);
    const ticket = defined(paidOnSale(event)[0], 'ticket');

    await openEvent(page, event);
    await bookOnDetailsPage(page, [{ ticket, qty: 1 }]);
    await fillGuestDetails(page, 'Kofi Mensah', 'kofi.e2e@example.com');
    await page.getByRole('radio', { name: 'Credit/Debit Card' }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();

    // The form lists every test card and what it does.
    const cards = page.getByRole('table', { name: 'Test cards' });
    for (const [number, outcome] of [
      ['4242 4242 4242 4242', 'Payment succeeds'],
      ['4000 0000 0000 0002', 'Card declined'],
      ['4000 0000 0000 9995', 'Insufficient funds'],
      ['4000 0000 0000 0077', 'Payment stays processing'],
      ['4000 0025 0000 3155', 'Asks you to confirm with your bank'],
    ]) {
      await expect(cards.getByRole('row', { name: new RegExp(defined(number, 'number')) })).toContainText(
        defined(outcome, 'outcome'),
      );
    }
    await cards.getByRole('button', { name: 'Use 4000 0000 0000 9995' }).click();
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 9995');

    await payWith(page, '4000000000000002');
    const message = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(message).toBeVisible();
    await expect(page).toHaveURL(/\/payment\/method$/);
    // Spec 9: the message hides after 4 seconds.
    await expect(message).toBeHidden({ timeout: 6_000 });

    // A typo is caught before it is sent, in the provider's words.
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Your card number is invalid.')).toBeVisible();

    await payWith(page, '4242424242424242');
    await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Total/ })).toContainText(money(ticket.price_per_ticket));
    await expect(page.getByText('The order is for: Kofi Mensah')).toBeVisible();
  });

  test('a card that asks for the bank confirmation step pays once it is completed', async ({ page }) => {
    test.setTimeout(60_000);
    const event = takeEvent((e) => paidOnly(e) && paidOnSale(e).length >= 1);
    const ticket = defined(paidOnSale(event)[0], 'ticket');
    await openEvent(page, event);
    await bookOnDetailsPage(page, [{ ticket, qty: 1 }]);
    await fillGuestDetails(page, 'Neema Secure', 'neema.e2e@example.com');
    await page.getByRole('radio', { name: 'Credit/Debit Card' }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();

    // Failing the step brings the card form back with the reason.
    await payWith(page, '4000002500003155');
    const step = page.getByRole('heading', { name: 'Confirm this payment with your bank' });
    await expect(step).toBeFocused();
    await page.getByRole('button', { name: 'Fail confirmation' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'unable to authenticate' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeVisible();

    await payWith(page, '4000002500003155');
    await expect(step).toBeVisible();
    await page.getByRole('button', { name: 'Complete confirmation' }).click();
    await expect(page).toHaveURL(/\/payment\/success\?.*redirect_status=succeeded$/);
    await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
  });

  test('a payment the bank is still processing says so on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const event = takeEvent((e) => paidOnly(e) && paidOnSale(e).length >= 1);
    const ticket = defined(paidOnSale(event)[0], 'ticket');

    await openEvent(page, event);
    await bookOnDetailsPage(page, [{ ticket, qty: 1 }]);
    await fillGuestDetails(page, 'Pat Pending', 'pat.e2e@example.com');
    await page.getByRole('radio', { name: 'Credit/Debit Card' }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await payWith(page, '4000000000000077');
    await expect(page).toHaveURL(/redirect_status=processing$/);
    await expect(page.getByRole('heading', { name: 'Your payment is processing.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View E-tickets' })).toHaveCount(0);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });
});
