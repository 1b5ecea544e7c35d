import { expect, type Page } from '@playwright/test';

// The booking screens driven as a buyer does: the same steps as e2e/booking.spec.ts, shared so
// other journeys reach a paid booking through the real screens rather than through the API.

/** MMYY three years ahead, so the test card never expires under the journeys. */
export const futureExpiry = () => `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

export async function openEvent(page: Page, event: { id: number; slug: string; title: string }) {
  await page.goto(`/details/${event.id}/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
}

/** Quantities on the details page, then 'Book this event' to the 'Payment Method' screen. */
export async function bookOnDetailsPage(page: Page, rows: { ticket: { name: string }; qty: number }[]) {
  for (const { ticket, qty } of rows)
    await page.getByLabel(`Quantity of ${ticket.name}`, { exact: true }).fill(String(qty));
  await page.getByRole('button', { name: 'Book this event' }).click();
  await expect(page).toHaveURL(/\/payment\/method$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Method' })).toBeVisible();
}

export async function fillGuestDetails(page: Page, name: string, email: string, phone = '+254700000123') {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone No.').fill(phone);
}

/** The card form of the payment screen (the simulated provider's test cards). */
export async function payWith(page: Page, cardNumber: string) {
  const number = page.getByLabel('Card number');
  await number.fill(cardNumber);
  await expect(number).toHaveValue(cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
}
