import AxeBuilder from '@axe-core/playwright';
import { listEvents } from './support/api';
import { bookOnDetailsPage, fillGuestDetails, openEvent, payWith } from './support/booking-screens';
import { defined } from './support/defined';
import { type APIRequestContext, expect, type Page, test } from './support/test';

interface TicketType {
  id: number;
  name: string;
  status: number;
  price_per_ticket: number;
  available: number;
}

interface EventDetail {
  id: number;
  title: string;
  slug: string;
  end_time: string;
  tickets: TicketType[];
}

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Cents, so totals add up exactly as the server's minor units do. */
const totalOf = (rows: { qty: number; price: number }[]) =>
  rows.reduce((sum, row) => sum + row.qty * Math.round(row.price * 100), 0) / 100;

async function eventDetails(request: APIRequestContext, id: number): Promise<EventDetail> {
  const response = await request.get(`/api/v1/event/details/${id}`);
  if (!response.ok()) throw new Error(`event details answered ${response.status()}`);
  return (await response.json()).message as EventDetail;
}

/**
 * Published events still on sale, in the order of the public list, skipping the first page (other
 * journeys read its first event) and events ending within a day.
 */
async function bookableEvents(request: APIRequestContext): Promise<EventDetail[]> {
  const { data } = await listEvents(request, { limit: 100 });
  const soon = Date.now() + 24 * 3_600_000;
  const events: EventDetail[] = [];
  for (const summary of data.slice(6)) {
    const event = await eventDetails(request, summary.id);
    if (new Date(event.end_time).getTime() > soon) events.push(event);
  }
  return events;
}

const onSale = (event: EventDetail) => event.tickets.filter((t) => t.status === 1 && t.available > 0);
const paidOnSale = (event: EventDetail) => onSale(event).filter((t) => t.price_per_ticket > 0);
/** Events without free tickets are for the paying journeys; the free one is kept for its own. */
const paidOnly = (event: EventDetail) => onSale(event).every((t) => t.price_per_ticket > 0);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A distinct event for each journey, so one journey's bookings never change another's numbers. */
let events: EventDetail[] = [];
const taken = new Set<number>();
function takeEvent(test: (event: EventDetail) => boolean): EventDetail {
  const event = events.find((candidate) => !taken.has(candidate.id) && test(candidate));
  if (!event) throw new Error('no demo event fits this journey');
  taken.add(event.id);
  return event;
}

test.beforeAll(async ({ request }) => {
  events = await bookableEvents(request);
});

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error!' });

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
    await expect(page.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();

    await fillGuestDetails(page, 'Amina Njeri', 'amina.e2e@example.com');
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
      events.find((e) => onSale(e).some((t) => t.available >= 21)),
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

  test('a declined card shows the reason, and another card then pays', async ({ page }) => {
    // The message's 4 seconds and the success screen's 3 (spec 9).
    test.setTimeout(60_000);
    const event = takeEvent((e) => paidOnly(e) && paidOnSale(e).length >= 1);
    const ticket = defined(paidOnSale(event)[0], 'ticket');

    await openEvent(page, event);
    await bookOnDetailsPage(page, [{ ticket, qty: 1 }]);
    await fillGuestDetails(page, 'Kofi Mensah', 'kofi.e2e@example.com');
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
    // The same event card as a paid booking's: date, start and end time.
    const endsAt = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(
      new Date(event.end_time),
    );
    await expect(page.getByRole('region', { name: event.title })).toContainText(` – ${endsAt}`);
    await expect(page.getByRole('link', { name: 'View E-tickets' })).toBeVisible();
  });

  test('a payment the bank is still processing says so on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const event = takeEvent((e) => paidOnly(e) && paidOnSale(e).length >= 1);
    const ticket = defined(paidOnSale(event)[0], 'ticket');

    await openEvent(page, event);
    await bookOnDetailsPage(page, [{ ticket, qty: 1 }]);
    await fillGuestDetails(page, 'Pat Pending', 'pat.e2e@example.com');
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

  test('the success screen needs a session', async ({ page }) => {
    await page.goto('/payment/success?payment_intent_client_secret=sim_pi_x_secret_y');
    await expect(page).toHaveURL(/\/login$/);
  });
});
