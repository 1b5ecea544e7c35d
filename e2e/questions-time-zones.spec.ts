import { readFile } from 'node:fs/promises';
import { expectNoSeriousViolations } from './support/accessibility';
import { ok, stamp } from './support/api';
import { bookOnDetailsPage, fillGuestDetails, payWith } from './support/booking-screens';
import { defined } from './support/defined';
import { newPage, paidTicketOf, pdfText } from './support/e-tickets';
import { createVerifiedHost, firstCategory, greenAlert, makePng, signIn } from './support/organizer-events';
import {
  addQuestion,
  BROWSER_ZONE,
  csvRecord,
  csvTime,
  EVENT_ZONE,
  fact,
  IN_NAIROBI,
  lisbonEvening,
} from './support/questions-time-zones';
import { expect, test } from './support/test';

// Issue 16: an organizer creates a Lisbon event with one per-order question, a required name on
// every ticket and a diet choice. A guest books two tickets and answers. The PDF shows both names,
// the CSV has every answer, and every screen shows Lisbon time with its abbreviation, in browsers
// set to Africa/Nairobi.
// ---------------------------------------------------------------------------------------------

const BUYER = 'Zawadi Achieng';
const SECOND = 'Tiago Ferreira';
const COMPANY = 'Savanna Labs';

test('a Lisbon dinner asks names and diets; a guest in Nairobi books two and every screen says Lisbon time', async ({
  browser,
  request,
}) => {
  // Three create screens, the questions, a paid booking and five organizer screens on a shared machine.
  test.setTimeout(240_000);
  const when = lisbonEvening(28);
  const title = `Fado Dinner ${stamp()}`;
  const category = await firstCategory(request);
  const host = await createVerifiedHost(request, 'Ines');

  // Step 1 in the event's own zone: Lisbon, whatever the organizer's browser says.
  const organizer = await newPage(browser, IN_NAIROBI);
  await signIn(organizer, host);
  await expect(organizer).toHaveURL(/\/organizer\/event\/1$/);
  await organizer.getByLabel('Event Title').fill(title);
  await organizer.getByLabel('Event category').selectOption(String(category.id));
  const zone = organizer.getByLabel(/^Time zone/);
  await expect(zone).not.toHaveValue('');
  await zone.fill(EVENT_ZONE);
  await organizer.getByLabel('Start Date and Time').fill(when.startLocal);
  await organizer.getByLabel('End Date and Time').fill(when.endLocal);
  await organizer.getByLabel('Location').fill('Casa de Fados, Rua da Mouraria, Lisbon');
  await expectNoSeriousViolations(organizer);
  await organizer.getByRole('button', { name: 'Save and continue' }).click();

  await expect(organizer).toHaveURL(/\/organizer\/event\/2$/);
  await organizer.getByLabel('Full Description').fill('Fado and a three-course dinner in the old town.');
  await organizer.getByLabel('Short Description').fill('Fado over dinner.');
  await organizer
    .getByLabel('Main event image')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: makePng() });
  await expect(organizer.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
  await organizer.getByRole('button', { name: 'Create Event' }).click();

  await expect(organizer).toHaveURL(/\/organizer\/event\/3$/);
  const ticket = organizer.getByRole('group', { name: 'Ticket 1' });
  await ticket.getByLabel('Name').fill('Dinner seat');
  await ticket.getByLabel('Price per ticket').fill('25');
  await ticket.getByLabel('No of persons per ticket').fill('1');
  await ticket.getByLabel('Max tickets').fill('40');
  await organizer.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(organizer).toHaveURL(/\/organizer\/dashboard\?tab=drafts$/);
  await organizer.getByRole('button', { name: 'Publish' }).click();
  await expect(greenAlert(organizer, 'Event published')).toBeVisible();

  // The event is stored at the instants those Lisbon clock times name.
  const listed = await ok<{
    message: { data: { data: { id: number; title: string; time_zone: string; start_time: string }[] } };
  }>(
    await request.get('/api/v1/client/event/view?page=1&limit=10', { headers: { Auth: host.token } }),
    'organizer events',
  );
  const event = defined(
    listed.message.data.data.find((candidate) => candidate.title === title),
    'the new event',
  );
  expect(event.time_zone).toBe(EVENT_ZONE);
  expect(new Date(event.start_time).toISOString()).toBe(when.start.toISOString());

  // My events: the card shows Lisbon time, and leads to the event's Questions screen.
  await organizer.goto('/organizer/events');
  const card = organizer.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText(when.weekdayTime);
  await card.getByRole('link', { name: 'Questions', exact: true }).click();
  await expect(organizer).toHaveURL(new RegExp(`/organizer/questions/${event.id}$`));
  await expect(organizer.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await expect(organizer.getByText(`${when.startShort} · Casa de Fados`)).toBeVisible();

  await addQuestion(organizer, { label: 'Company', type: 'Short text' });
  await addQuestion(organizer, {
    label: 'Diet',
    type: 'One choice',
    options: ['Vegetarian', 'Halal', 'None'],
    perTicket: true,
    required: true,
  });
  const questions = organizer.getByRole('list', { name: 'Questions' });
  await expect(questions.getByRole('listitem')).toHaveCount(2);
  await expect(questions).toContainText('Options: Vegetarian, Halal, None');
  const holderSettings = organizer.getByRole('form', { name: 'Names and emails per ticket' });
  await holderSettings
    .getByRole('group', { name: 'Name on each ticket' })
    .getByRole('radio', { name: 'Required' })
    .check();
  await holderSettings.getByRole('button', { name: 'Save names and emails' }).click();
  await expect(organizer.getByText('Names and emails saved.')).toBeVisible();
  await expectNoSeriousViolations(organizer);

  // The guest, in Nairobi, reads Lisbon time on the details page and their own clock below it.
  const guest = await newPage(browser, IN_NAIROBI);
  expect(await guest.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
  await guest.goto(`/details/${event.id}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const starts = fact(guest, 'Starts');
  await expect(starts).toContainText(when.weekdayTime);
  await expect(starts).toContainText(when.longDate);
  await expect(starts).toContainText(when.yourTime);
  await expect(guest.getByText(`Times are shown in the event's time zone (${EVENT_ZONE}).`)).toBeVisible();
  await bookOnDetailsPage(guest, [{ ticket: { name: 'Dinner seat' }, qty: 2 }]);
  await expect(guest.getByText(when.shortDateTime)).toBeVisible();

  // One block for the order, one per ticket; the buyer's own name fills the first ticket.
  const email = `zawadi-${stamp()}@example.com`;
  await fillGuestDetails(guest, BUYER, email);
  const order = guest.getByRole('region', { name: 'Your order' });
  const first = guest.getByRole('region', { name: 'Ticket 1 of 2, Dinner seat' });
  const second = guest.getByRole('region', { name: 'Ticket 2 of 2, Dinner seat' });
  await expect(first.getByLabel(/^Name on the ticket/)).toHaveValue(BUYER);
  await order.getByLabel(/^Company/).fill(COMPANY);
  await first.getByRole('radio', { name: 'Vegetarian' }).check();
  await second.getByRole('radio', { name: 'Halal' }).check();
  await guest.getByRole('radio', { name: 'Credit/Debit Card' }).check();
  await expectNoSeriousViolations(guest);

  // The second ticket's name is required: Proceed is refused on screen, naming the ticket.
  await guest.getByRole('button', { name: 'Proceed' }).click();
  const secondName = second.getByLabel(/^Name on the ticket/);
  await expect(second.getByText("Ticket 2: enter the ticket holder's name")).toBeVisible();
  await expect(secondName).toBeFocused();
  await expect(secondName).toHaveAttribute('aria-invalid', 'true');
  await expect(guest.getByLabel('Card number')).toHaveCount(0);
  await expectNoSeriousViolations(guest);
  await secondName.fill(SECOND);
  await guest.getByRole('button', { name: 'Proceed' }).click();
  const paidFrom = Date.now();
  await payWith(guest, '4242424242424242');
  await expect(guest.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible({ timeout: 30_000 });
  const paidBy = Date.now();

  // The success page: Lisbon time with its abbreviation.
  await expect(fact(guest, 'Time')).toHaveText(when.clockRange);
  await expect(fact(guest, 'Date')).toHaveText(when.longDate);

  // My Tickets: Lisbon time, and each admission under its holder's name.
  await guest.getByRole('link', { name: 'View E-tickets' }).click();
  await expect(guest).toHaveURL(/\/account\/tickets$/);
  const eTicket = guest.getByRole('article', { name: title });
  await expect(eTicket).toContainText(when.weekdayTime);
  await expect(eTicket).toContainText(when.longDate);
  await expect(eTicket.getByText(BUYER, { exact: true })).toBeVisible();
  await expect(eTicket).toContainText('Admission 1 of 2');
  await eTicket.getByRole('button', { name: 'Next admission' }).click();
  await expect(eTicket.getByText(SECOND, { exact: true })).toBeVisible();
  await expect(eTicket).toContainText('Admission 2 of 2');
  const secondCode = defined(
    /Ticket code: (\S+)/.exec(
      (await eTicket.locator('p', { hasText: /^Ticket code: / }).textContent()) ?? '',
    )?.[1],
    "the second admission's code",
  );
  // Names may be corrected until the event starts: said on Lisbon's clock too.
  await expect(eTicket).toContainText(`You can change names until ${when.startWithYear}.`);
  const booking = await paidTicketOf(request, guest, title);

  // The PDF: both names and the Lisbon evening.
  const downloading = guest.waitForEvent('download');
  await eTicket.getByRole('link', { name: /Download/ }).click();
  const pdf = await readFile(defined(await (await downloading).path(), 'the PDF'));
  const printed = (await pdfText(pdf)).replace(/\s+/g, ' ');
  expect(printed).toContain(BUYER);
  expect(printed).toContain(SECOND);
  expect(printed).toContain(when.pdfRange);

  // The organizer: the order's answers, the door's header, and the attendee CSV, all in Lisbon.
  await organizer.goto(`/organizer/order/${booking.reference}`);
  await expect(
    organizer.getByRole('heading', { level: 1, name: `Order ${booking.reference}` }),
  ).toBeVisible();
  await expect(organizer.getByText(when.shortDateTime).first()).toBeVisible();
  const answers = organizer.getByRole('region', { name: 'Answers' });
  await expect(fact(organizer, 'Company')).toHaveText(COMPANY);
  const [holder1, holder2] = [answers.getByRole('listitem').nth(0), answers.getByRole('listitem').nth(1)];
  await expect(holder1).toContainText(`Ticket 1 · Dinner seat · ${BUYER}`);
  await expect(fact(holder1, 'Diet')).toHaveText('Vegetarian');
  await expect(holder2).toContainText(`Ticket 2 · Dinner seat · ${SECOND}`);
  await expect(fact(holder2, 'Diet')).toHaveText('Halal');

  // The door: Lisbon time in the header, and the second admission let in under its holder's name.
  await organizer.goto(`/organizer/checkin/${event.id}`);
  await expect(organizer.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await expect(organizer.getByText(when.shortDateTime)).toBeVisible();
  await organizer.getByLabel('Ticket code').fill(secondCode);
  await organizer.getByRole('button', { name: 'Check in' }).click();
  const outcome = organizer.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-outcome', 'valid');
  await expect(outcome).toContainText(SECOND);

  await organizer.goto(`/organizer/attendees/${event.id}`);
  const attendees = organizer.getByRole('table', { name: 'Attendees' });
  await expect(attendees).toContainText(`Company: ${COMPANY}`);
  await expect(attendees.getByRole('list', { name: `Ticket holders of ${booking.reference}` })).toContainText(
    SECOND,
  );
  const exporting = organizer.waitForEvent('download');
  await organizer.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(defined(await (await exporting).path(), 'the CSV'), 'utf8');
  const row = csvRecord(csv, booking.reference);
  expect(row['Holder name']).toBe(`${BUYER}; ${SECOND}`);
  expect(row.Company).toBe(COMPANY);
  expect(row.Diet).toBe('Vegetarian; Halal');
  const paidAt = defined(row[`Paid at (${EVENT_ZONE})`], 'the Lisbon payment time');
  // Written on Lisbon's clock, between the moments the payment started and succeeded.
  expect(paidAt >= csvTime(paidFrom) && paidAt <= csvTime(paidBy), `${paidAt} on Lisbon's clock`).toBe(true);

  // The confirmation mail: the Lisbon evening, both names and every answer.
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      return ((await mailbox.json()).message.data as { text: string }[]).map((mail) => mail.text).join('\n');
    })
    .toContain(`When: ${when.startWithYear}`);
  const mails = await ok<{ message: { data: { text: string }[] } }>(
    await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`),
    'mailbox',
  );
  const mailed = mails.message.data.map((mail) => mail.text).join('\n');
  for (const text of [BUYER, SECOND, COMPANY, 'Vegetarian', 'Halal']) expect(mailed).toContain(text);
});
