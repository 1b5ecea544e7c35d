import { formatZonedTime, instantToLocalTime, localTimeToInstant } from '@tiketi/contract/time-zones';
import { zoneAbbreviation } from '@tiketi/contract/zone-names';
import { defined } from './defined';
import { expect, type Locator, type Page } from './test';

// Issue 16's journey (questions-time-zones.spec.ts): a Lisbon event seen from a browser in Nairobi.
// The texts each screen should show are computed here with Intl and the contract's zone functions,
// from the wall-clock times the organizer types, never guessed.

export const EVENT_ZONE = 'Europe/Lisbon';
export const BROWSER_ZONE = 'Africa/Nairobi';
/** Both people's browsers: set to Nairobi, in American English. */
export const IN_NAIROBI = { timezoneId: BROWSER_ZONE, locale: 'en-US' } as const;

/** The Lisbon evening the organizer types, `days` ahead: 19:00 to 22:00 on the clock in Lisbon. */
export function lisbonEvening(days: number) {
  const day = instantToLocalTime(new Date(Date.now() + days * 86_400_000), EVENT_ZONE).slice(0, 10);
  const startLocal = `${day}T19:00`;
  const endLocal = `${day}T22:00`;
  const instant = (local: string) => {
    const read = localTimeToInstant(local, EVENT_ZONE);
    if (!read.ok) throw new Error(read.message);
    return read.instant;
  };
  const start = instant(startLocal);
  const end = instant(endLocal);
  const abbreviation = zoneAbbreviation(start, EVENT_ZONE);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: EVENT_ZONE }).format(start);
  const [weekday, weekdayShort] = [part({ weekday: 'long' }), part({ weekday: 'short' })];
  const [dayOfMonth, year] = [part({ day: 'numeric' }), part({ year: 'numeric' })];
  const [month, monthShort] = [part({ month: 'long' }), part({ month: 'short' })];
  return {
    startLocal,
    endLocal,
    start,
    end,
    /** 'WET' in winter, 'WEST' in summer. */
    abbreviation,
    /** Cards, details and e-tickets: 'Saturday 7:00pm WET'. */
    weekdayTime: `${weekday} 7:00pm ${abbreviation}`,
    /** Details and e-tickets: 'Saturday, 19 December 2026'. */
    longDate: `${weekday}, ${dayOfMonth} ${month} ${year}`,
    /** Summaries and organizer headers: 'Sat, 19 Dec 2026 · 7:00pm WET'. */
    shortDateTime: `${weekdayShort}, ${dayOfMonth} ${monthShort} ${year} · 7:00pm ${abbreviation}`,
    /** The success page: '7:00pm – 10:00pm WET'. */
    clockRange: `7:00pm – 10:00pm ${zoneAbbreviation(end, EVENT_ZONE)}`,
    /** The PDF: '7:00 PM – 10:00 PM WET (Europe/Lisbon)'. */
    pdfRange: `7:00 PM – 10:00 PM ${zoneAbbreviation(end, EVENT_ZONE)} (${EVENT_ZONE})`,
    /** The Questions screen's header: 'Sat 19 Dec, 7:00 PM WET'. */
    startShort: formatZonedTime(start, EVENT_ZONE),
    /** With its year, as the e-ticket says until when names may change: 'Sat 19 Dec 2026, 7:00 PM WET'. */
    startWithYear: formatZonedTime(start, EVENT_ZONE, { year: true }),
    /** The details page's second line, in the browser's own zone: 'Your time: Sat 19 Dec, 10:00 PM EAT'. */
    yourTime: `Your time: ${formatZonedTime(start, BROWSER_ZONE)}`,
  };
}

/** '2026-12-19 19:00': how the attendee CSV writes an instant, in the event's zone. */
export const csvTime = (at: Date | number) => instantToLocalTime(new Date(at), EVENT_ZONE).replace('T', ' ');

/** Rows of a CSV file as the attendee export writes it (RFC 4180 quoting). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The attendee CSV's row for a booking, as a record by column header. */
export function csvRecord(text: string, bookingId: string): Record<string, string> {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const row = defined(
    rows.find((cells) => cells[0] === bookingId),
    `the CSV row of ${bookingId}`,
  );
  return Object.fromEntries(defined(header, 'the CSV header').map((name, index) => [name, row[index] ?? '']));
}

/** The value beside a label in a definition list (the details page's facts, the success page's, an order's answers). */
export const fact = (within: Page | Locator, label: string) =>
  within.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** Adds a question through the Questions screen's 'Add a question' dialog. */
export async function addQuestion(
  page: Page,
  question: { label: string; type: string; options?: string[]; perTicket?: boolean; required?: boolean },
) {
  await page.getByRole('button', { name: 'Add a question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a question' });
  await dialog.getByLabel('Question', { exact: true }).fill(question.label);
  await dialog.getByLabel('Answer type').selectOption({ label: question.type });
  for (const [index, option] of (question.options ?? []).entries()) {
    if (index >= 2) await dialog.getByRole('button', { name: 'Add an option' }).click();
    await dialog.getByLabel(`Option ${index + 1}`, { exact: true }).fill(option);
  }
  if (question.perTicket) await dialog.getByRole('radio', { name: 'Once per ticket' }).check();
  if (question.required) await dialog.getByRole('checkbox', { name: 'Required' }).check();
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${question.label} saved.`)).toBeVisible();
}
