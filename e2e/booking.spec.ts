// Card outcomes are in booking-card.spec.ts; refusals, free tickets and sessions in booking-refusals.spec.ts.
import { expectNoSeriousViolations } from './support/accessibility';
import {
  errorDialog,
  escapeRegExp,
  findEvent,
  money,
  onSale,
  paidOnly,
  paidOnSale,
  type TicketType,
  takeEvent,
  totalOf,
  useBookableEvents,
} from './support/booking-events';
import { bookOnDetailsPage, fillGuestDetails, openEvent, payWith } from './support/booking-screens';
import { defined } from './support/defined';
import { expect, test } from './support/test';

useBookableEvents();

test.describe('booking and paying', () => {
  test('a guest books two ticket types and pays by card', async ({ page }) => {
    // Two axe scans and the success screen's 3 second wait (spec 9).
    test.setTimeout(60_000);
    const event = takeEvent((e) => paidOnly(e) && paidOnSale(e).length >= 2);
    const [first, second] = paidOnSale(event) as [TicketType, TicketType];
    const total = totalOf([
      { qty: 2, price: first.price_per_ticket },
      { qty: 1, price: second.price_per_ticket },
    ]);

    await openEvent(page, event);
    await bookOnDetailsPage(page, [
      { ticket: first, qty: 2 },
      { ticket: second, qty: 1 },
    ]);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText(event.title);
    await expect(summary).toContainText('Total to pay:');
    await expect(summary).toContainText(`USD ${total.toFixed(2)}`);
    // The first method a USD event can be paid by is the default (issue 13); this journey pays by card.
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();

    await fillGuestDetails(page, 'Amina Njeri', 'amina.e2e@example.com');
    await page.getByRole('radio', { name: 'Credit/Debit Card' }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeFocused();
    await expect(page.getByText('Test payment provider')).toBeVisible();
    await expect(page.getByText(/Your seats are held for \d+:\d\d/)).toBeVisible();
    await expect(page.getByText(`Amount due: ${money(total)}`)).toBeVisible();
    // The booking does not sign the guest in; they see the details the seats are held under.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Tickets' })).toHaveCount(0);
    await expect(page.getByLabel('Full Name')).toHaveValue('Amina Njeri');
    await expectNoSeriousViolations(page);

    await payWith(page, '4242424242424242');
    await expect(page).toHaveURL(
      /\/payment\/success\?payment_intent=sim_pi_\w+&payment_intent_client_secret=sim_pi_\w+_secret_\w+&redirect_status=succeeded$/,
    );
    await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Total/ })).toContainText(money(total));
    await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(first.name)) }).first()).toContainText(
      money(2 * first.price_per_ticket),
    );
    await expect(page.getByText('The order is for: Amina Njeri')).toBeVisible();
    await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View E-tickets' })).toHaveAttribute(
      'href',
      '/account/tickets',
    );
    await expectNoSeriousViolations(page);

    // The paid booking is done: the payment screen has nothing left to pay and goes back.
    await page.goto('/payment/method');
    await expect(page).not.toHaveURL(/\/payment\/method$/);
  });

  test('a guest who leaves after Proceed leaves nothing for the next person at the browser', async ({
    page,
  }) => {
    const event = takeEvent(paidOnly);
    const ticket = defined(paidOnSale(event)[0], 'ticket');
    await openEvent(page, event);
    await bookOnDetailsPage(page, [{ ticket, qty: 1 }]);
    await fillGuestDetails(page, 'First Guest', 'first.e2e@example.com');
    await page.getByRole('radio', { name: 'Credit/Debit Card' }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).first().click();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    // The next person books the same event: asked for their own details, nothing prefilled.
    await openEvent(page, event);
    await bookOnDetailsPage(page, [{ ticket, qty: 1 }]);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Email Address')).toHaveValue('');
    await page.getByRole('button', { name: 'Proceed' }).click();
    const dialog = errorDialog(page);
    await expect(dialog).toContainText('Personal details is required to proceed with payment');
    await dialog.getByRole('button', { name: 'OK' }).click();

    // 'Not you?' clears details typed by someone else.
    await fillGuestDetails(page, 'Someone Else', 'else.e2e@example.com');
    await page.getByRole('button', { name: 'Not you?' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('the per-booking cap is told at the quantity inputs, before any details', async ({ page }) => {
    const event = defined(
      findEvent((e) => onSale(e).some((t) => t.available >= 21)),
      'event',
    );
    const ticket = defined(
      onSale(event).find((t) => t.available >= 21),
      'ticket',
    );
    await openEvent(page, event);
    await expect(page.getByText('Up to 20 tickets per booking.')).toBeVisible();
    await page.getByLabel(`Quantity of ${ticket.name}`, { exact: true }).fill('21');
    await expect(page.getByRole('alert')).toHaveText('You can book at most 20 tickets at a time');
    await expect(page.getByRole('button', { name: 'Book this event' })).toBeDisabled();
    await page.getByLabel(`Quantity of ${ticket.name}`, { exact: true }).fill('20');
    await expect(page.getByText('Up to 20 tickets per booking.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book this event' })).toBeEnabled();
  });
});
