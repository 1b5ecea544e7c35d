import { expectNoSeriousViolations } from './support/accessibility';
import { bookOnDetailsPage, fillGuestDetails, openEvent } from './support/booking-screens';
import { createPaidEvent, expectPromptWaiting, type PaidEvent, testPhone } from './support/payment-methods';
import { expect, type Page, test } from './support/test';

// Issue 13: a buyer of a KES event pays by the simulated M-Pesa (the offline default), from the
// phone number on the payment screen to the receipt on the success screen.

/** Intl's space that does not break, matched as any space. */
const loose = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0]/g, '\\s'));

/** Books two tickets as a guest and presses Proceed with M-Pesa, the default for KES. */
async function proceedWithMpesa(page: Page, event: PaidEvent, name: string) {
  await openEvent(page, event);
  await bookOnDetailsPage(page, [{ ticket: { name: event.ticketName }, qty: 2 }]);
  await expect(page.getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
  await fillGuestDetails(
    page,
    name,
    `${name.split(' ')[0]?.toLowerCase()}.mpesa.e2e@example.com`,
    '0712 345 678',
  );
  // The number is the guest's phone, confirmed before Proceed; a number M-Pesa cannot reach is refused.
  const phone = page.getByLabel('M-Pesa phone number');
  await expect(phone).toHaveValue('0712 345 678');
  await phone.fill('020 123 4567');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(
    page.getByText('Enter a Kenyan mobile number for M-Pesa (07..., 01..., +254... or 254...)'),
  ).toBeVisible();
  await phone.fill('+254 712 345 678');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expectPromptWaiting(page);
  await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeFocused();
  await expect(page.getByText(/We sent an M-Pesa request for/)).toContainText(
    loose('KES 3,000 to +254 712 345 678'),
  );
  await expect(page.getByText(/Your seats are held for \d+:\d\d/)).toBeVisible();
}

async function expectPaidWithReceipt(page: Page) {
  await expect(page).toHaveURL(/\/payment\/success\?method=mpesa&secret=/);
  await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
  // The receipt M-Pesa gave (SGR7ABC123 and the like) follows its label.
  await expect(page.getByText('M-Pesa receipt:').locator('..')).toHaveText(/M-Pesa receipt:\s*[A-Z0-9]{8,}/);
  await expect(page.getByRole('row', { name: /Total/ })).toContainText(loose('KES 3,000'));
}

test.describe('paying by M-Pesa', () => {
  let event: PaidEvent;
  test.beforeAll(async ({ request }) => {
    event = await createPaidEvent(request, 'KES', 1500);
  });

  test('the test phone pays, and the screen moves to the receipt on its own', async ({ page }) => {
    test.setTimeout(120_000);
    await proceedWithMpesa(page, event, 'Wanjiku Mwangi');
    await expect(testPhone(page)).toBeVisible();
    await expectNoSeriousViolations(page);
    await testPhone(page).getByRole('button', { name: 'Enter PIN and pay' }).click();
    await expectPaidWithReceipt(page);
    await expectNoSeriousViolations(page);
  });

  test('a prompt cancelled on the phone can be sent again for the same seats, and then pays', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await proceedWithMpesa(page, event, 'Kamau Otieno');
    await testPhone(page).getByRole('button', { name: 'Cancel on phone' }).click();
    await expect(
      page.getByText('The payment was cancelled on your phone. Your seats are still held.'),
    ).toBeVisible();
    await expect(testPhone(page).getByRole('button', { name: 'Enter PIN and pay' })).toBeDisabled();

    await page.getByRole('button', { name: 'Try again' }).click();
    await expectPromptWaiting(page);
    await testPhone(page).getByRole('button', { name: 'Enter PIN and pay' }).click();
    await expectPaidWithReceipt(page);
  });
});
