import { EVENT_STATUS, TICKET_STATUS } from '@tiketi/contract/constants';
import type { EmbedTheme } from '@tiketi/contract/embed';
import type { EventDetail, TicketType } from '@tiketi/contract/events';
import { formatMoney } from '@tiketi/contract/money';
import { formatZonedRange, formatZonedTime } from '@tiketi/contract/time-zones';
import { escapeHtml } from '../../lib/escape-html';
import { embedStyle } from './embed-style';

/** How many are left before a row says 'Only N left', as the event page does. */
const LOW_STOCK = 10;

export interface EmbedLook {
  theme: EmbedTheme;
  accent: string;
}

/** A finished page and the hash of its one style element, for its policy. */
export interface EmbedPage {
  html: string;
  styleHash: string;
}

interface Availability {
  text: string;
  canBook: boolean;
  isSoldOut?: boolean;
}

/** What a row says, by the same rules as the event page's ticket table (sale windows included). */
export function availabilityOf(ticket: TicketType, zone: string): Availability {
  if (ticket.status !== TICKET_STATUS.onSale) return { text: 'Sale closed', canBook: false };
  if (ticket.sale_state === 'ended') return { text: 'Sale ended', canBook: false };
  if (ticket.sale_state === 'not_started') {
    const opens = ticket.sale_start ? formatZonedTime(ticket.sale_start, zone) : '';
    return { text: opens ? `Sale starts ${opens}` : 'Sale closed', canBook: false };
  }
  if (ticket.available <= 0) return { text: 'Sold out', canBook: false, isSoldOut: true };
  if (ticket.available <= LOW_STOCK) return { text: `Only ${ticket.available} left`, canBook: true };
  return { text: 'Sale open', canBook: true };
}

function page(title: string, body: string, look: EmbedLook): EmbedPage {
  const { css, hash } = embedStyle(look.theme, look.accent);
  const html = `<!doctype html>
<html lang="en" data-tiketi-frame>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${css}</style>
<script src="/embed.js" defer></script>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
  return { html, styleHash: hash };
}

/** A plain page for an event that cannot be shown, or options that are not valid. */
export function renderEmbedMessage(title: string, text: string, look: EmbedLook): EmbedPage {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p class="message">${escapeHtml(text)}</p>`, look);
}

function ticketRow(ticket: TicketType, event: EventDetail, eventHref: string): string {
  const availability = availabilityOf(ticket, event.time_zone);
  const name = escapeHtml(ticket.name);
  const note = ticket.description ? `<span class="note">${escapeHtml(ticket.description)}</span>` : '';
  const book = availability.canBook
    ? `<a class="book" href="${eventHref}?ticket=${ticket.id}" target="_blank" rel="noopener">Book<span class="sr-only"> ${name}</span></a>`
    : '';
  return `<tr>
<th scope="row">${name}${note}</th>
<td class="price">${escapeHtml(formatMoney(ticket.price_per_ticket, event.currency))}</td>
<td${availability.isSoldOut ? ' class="sold"' : ''}>${escapeHtml(availability.text)}</td>
<td>${book}</td>
</tr>`;
}

function ticketSection(event: EventDetail, eventHref: string, now: Date): string {
  if (event.status === EVENT_STATUS.cancelled) {
    return '<p class="message">This event was cancelled. Tickets are no longer on sale.</p>';
  }
  if (new Date(event.end_time).getTime() < now.getTime()) {
    return '<p class="message">This event has ended. Tickets are no longer on sale.</p>';
  }
  if (event.tickets.length === 0) {
    return '<p class="message">Tickets for this event are not on sale yet.</p>';
  }
  return `<table>
<caption>Tickets</caption>
<thead><tr><th scope="col">Ticket</th><th scope="col" class="price">Price</th><th scope="col">Availability</th><th scope="col"><span class="sr-only">Book</span></th></tr></thead>
<tbody>
${event.tickets.map((ticket) => ticketRow(ticket, event, eventHref)).join('\n')}
</tbody>
</table>`;
}

/**
 * The widget (spec of issue 19): the event's title, its start and end in its own zone, its venue
 * and its ticket table. 'Book' opens the event's page on this platform in a new tab, where the
 * buyer pays: card and M-Pesa flows must run on the platform's own origin.
 */
export function renderEmbedPage(
  event: EventDetail,
  look: EmbedLook,
  { platformName, now = new Date() }: { platformName: string; now?: Date },
): EmbedPage {
  const eventHref = `/details/${event.id}/${encodeURIComponent(event.slug)}`;
  const when = formatZonedRange(event.start_time, event.end_time, event.time_zone);
  const body = `<h1>${escapeHtml(event.title)}</h1>
<p class="facts"><span><time datetime="${escapeHtml(event.start_time)}">${escapeHtml(when)}</time></span><span>${escapeHtml(event.location)}</span></p>
${ticketSection(event, eventHref, now)}
<p class="more"><a href="${eventHref}" target="_blank" rel="noopener">See the event on ${escapeHtml(platformName)}</a></p>`;
  return page(`Tickets: ${event.title}`, body, look);
}
