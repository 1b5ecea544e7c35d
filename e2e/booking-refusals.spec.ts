import { zoneAbbreviation } from '@tiketi/contract/zone-names';
import {
  errorDialog,
  eventDetails,
  money,
  onSale,
  paidOnly,
  paidOnSale,
  takeEvent,
  useBookableEvents,
} from './support/booking-events';
import { bookOnDetailsPage, fillGuestDetails, openEvent } from './support/booking-screens';
import { defined } from './support/defined';
import { expect, test } from './support/test';

useBookableEvents();

test.describe('booking and paying', () => {
  test('a ticket type sold out meanwhile shows the server message in the Error! dialog', async ({
    page,
    request,
  }) => {
    const event = takeEvent((e) => paidOnly(e) && onSale(e).length >= 1);
    const target = defined([...onSale(event)].sort((a, b) => a.available - b.available)[0], 'target');

    await openEvent(page, event);
    await bookOnDetailsPage(page, [{ ticket: target, qty: 1 }]);

    // Meanwhile other buyers take every remaining seat (at most 20 per booking, and each buyer
    // may hold at most 20 unpaid seats of an event, so each is another person).
    const { tickets } = await eventDetails(request, event.id);
    let left = defined(
      tickets.find((t) => t.id === target.id),
      'the booked ticket type',
    ).available;
    for (let buyer = 1; left > 0; buyer += 1) {
      const qty = Math.min(20, left);
      const response = await request.post('/api/v1/event/book', {
        headers: { Auth: '' },
        data: {
          event_id: event.id,
          tickets: [{ id: target.id, qty, price: target.price_per_ticket }],
          payment_method: 'card',
          details: {
            full_name: `Other Buyer ${buyer}`,
            msisdn: `+2547000${String(buyer).padStart(5, '0')}`,
            email_address: `buyer${buyer}.e2e@example.com`,
          },
        },
      });
      expect(response.status()).toBe(201);
      left -= qty;
    }

    await fillGuestDetails(page, 'Late Comer', 'late.e2e@example.com');
    await page.getByRole('radio', { name: 'Credit/Debit Card' }).check();
    const proceed = page.getByRole('button', { name: 'Proceed' });
    await proceed.click();
    const dialog = errorDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${target.name} is sold out`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    // The loading flag is reset and no card form was mounted.
    await expect(proceed).toBeEnabled();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });

  test('a guest without details gets the spec dialog and nothing is booked', async ({ page }) => {
    const event = takeEvent((e) => paidOnly(e) && paidOnSale(e).length >= 1);
    const ticket = defined(paidOnSale(event)[0], 'ticket');
    await openEvent(page, event);
    await bookOnDetailsPage(page, [{ ticket, qty: 1 }]);

    await page.getByRole('button', { name: 'Proceed' }).click();
    const dialog = errorDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Personal details is required to proceed with payment');
    await dialog.getByRole('button', { name: 'OK' }).click();

    // Two of three is still not enough; no format check is made (spec 5).
    await page.getByLabel('Full Name').fill('Only A Name');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(dialog).toContainText('Personal details is required to proceed with payment');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    // Cancel goes back one page.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/details/${event.id}/`));
  });

  test('a free ticket is confirmed at once, with nothing to pay', async ({ page }) => {
    const event = takeEvent((e) => onSale(e).some((t) => t.price_per_ticket === 0));
    const free = defined(
      onSale(event).find((t) => t.price_per_ticket === 0),
      'free',
    );

    await openEvent(page, event);
    await bookOnDetailsPage(page, [{ ticket: free, qty: 2 }]);
    await fillGuestDetails(page, 'Thandi Volunteer', 'thandi.e2e@example.com');
    // Nothing to pay: no card option and no Proceed, but a 'Get tickets' confirmation.
    await expect(page.getByRole('heading', { name: 'Your tickets are free' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Credit/Debit Card' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Get tickets' }).click();

    await expect(page).toHaveURL(/\/payment\/success\?booking=TK-\w+&free=1$/);
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed!' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Total/ })).toContainText(money(0));
    await expect(page.getByText('The order is for: Thandi Volunteer')).toBeVisible();
    // The same event card as a paid booking's: date, start and end time, in the event's own zone
    // with its short name (issue 16): '10:00am SAST'.
    const clock = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: event.time_zone,
    }).formatToParts(new Date(event.end_time));
    const part = (type: string) => clock.find((piece) => piece.type === type)?.value ?? '';
    const endsAt = `${part('hour')}:${part('minute')}${part('dayPeriod').toLowerCase()} ${zoneAbbreviation(event.end_time, event.time_zone)}`;
    await expect(page.getByRole('region', { name: event.title })).toContainText(` – ${endsAt}`);
    await expect(page.getByRole('link', { name: 'View E-tickets' })).toBeVisible();
  });

  test('the success screen needs a session', async ({ page }) => {
    await page.goto('/payment/success?payment_intent_client_secret=sim_pi_x_secret_y');
    await expect(page).toHaveURL(/\/login$/);
  });
});
