import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { ClosedETicket, ETicket, ETicketList } from '@tiketi/contract/e-tickets';
import { fromMinor } from '@tiketi/contract/money';
import { bookingBreakdown } from '@tiketi/contract/price-lines';
import type { AppDeps } from '../../app-types';
import type { bookingItems, bookings, events } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { eventZone } from '../../lib/event-zone';
import { holderOf, NO_ANSWERS, readAnswersOf, readBookingAnswers } from '../questions-read';
import type { Actor } from '../sessions';
import {
  findClosedBookingsOfUser,
  findItemsOfBookings,
  findPaidBooking,
  findPaidBookingsOfUser,
  findTicketsOfBookings,
} from './queries';
import { renderTicketPdfBytes } from './render-pdf-off-thread';
import { renderQrPng } from './render-qr';
import { isValidLink, linkExpiry, signLink, type TicketLink } from './sign-link';
import { pdfFileName, toTicketDocument } from './ticket-document';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type KeySource = () => Promise<Buffer>;

/** Whatever is wrong with a link (forged, expired, unpaid, unknown), the answer is the same 404. */
const NOT_FOUND = 'E-ticket not found';

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

type BookingRow = typeof bookings.$inferSelect;
type EventRow = typeof events.$inferSelect;
type ItemRow = typeof bookingItems.$inferSelect;

/** The event and booking facts every entry of the list shows, open or closed. */
function factsOf(booking: BookingRow, event: EventRow, items: readonly ItemRow[], platformZone: string) {
  return {
    event_id: event.id,
    title: event.title,
    start_time: event.startTime.toISOString(),
    end_time: event.endTime.toISOString(),
    time_zone: eventZone(event.timeZone, platformZone),
    location: event.location,
    short_description: event.shortDescription,
    buyer_name: booking.buyerName,
    paid_at: booking.paidAt?.toISOString() ?? null,
    booking: {
      payment_method: booking.paymentMethod,
      // A free booking has no payment to refer to, whatever the row holds.
      payment_reference: booking.paymentMethod === 'free' ? null : booking.paymentReference,
      booking_id: booking.reference,
      currency: booking.currency,
      price: fromMinor(booking.totalMinor, booking.currency),
      tickets: items.map((item) => ({
        name: item.name,
        no_of_persons: item.noOfPersons,
        price_per_ticket: fromMinor(item.unitPriceMinor, booking.currency),
        quantity: item.quantity,
      })),
      ...bookingBreakdown(booking),
    },
  };
}

/** A paid order's state, by the orders module's rule (money owed back by hand first). */
const openStatusOf = (booking: BookingRow): ETicket['order_status'] =>
  booking.refundDueMinor > 0 ? 'refund_due' : booking.refundedMinor > 0 ? 'partially_refunded' : 'paid';

/** Until when the buyer may correct the names: the organizer's date, else the event's start; null when no names are asked. */
const namesEditableUntil = (event: EventRow): string | null =>
  event.ticketNames === 'off' ? null : (event.namesEditableUntil ?? event.startTime).toISOString();

/**
 * `GET v1/tickets/view`: the caller's own paid bookings (spec 3 "E-ticket"), each with one QR
 * per admission. Image and PDF links are signed and expire, since an <img> or a download link
 * cannot send the session header. Bookings refunded in full or cancelled after payment are listed
 * apart, as such, without their codes.
 */
export async function listETickets(deps: Deps, actor: Actor, linkKey: KeySource): Promise<ETicketList> {
  const [rows, closedRows] = await Promise.all([
    findPaidBookingsOfUser(deps.db, actor.user.id),
    findClosedBookingsOfUser(deps.db, actor.user.id),
  ]);
  const ids = rows.map((row) => row.booking.id);
  const [items, tickets, answers, key] = await Promise.all([
    findItemsOfBookings(deps.db, [...ids, ...closedRows.map((row) => row.booking.id)]),
    findTicketsOfBookings(deps.db, ids),
    readBookingAnswers(deps.db, ids),
    linkKey(),
  ]);
  const itemsOf = groupBy(items, (item) => item.bookingId);
  const ticketsOf = groupBy(tickets, (ticket) => ticket.bookingId);
  const exp = linkExpiry();
  const data = rows.flatMap(({ booking, event }): ETicket[] => {
    const bookingItems = itemsOf.get(booking.id) ?? [];
    const itemById = new Map(bookingItems.map((item) => [item.id, item]));
    const answered = answers.get(booking.id) ?? NO_ANSWERS;
    const admissions = (ticketsOf.get(booking.id) ?? []).map((ticket, index) => {
      const item = itemById.get(ticket.bookingItemId);
      const link: TicketLink = { kind: 'qr', reference: booking.reference, number: index + 1 };
      return {
        number: index + 1,
        code: ticket.code,
        code_link: signLink(key, link, exp),
        name: item?.name ?? 'Ticket',
        no_of_persons: item?.noOfPersons ?? 1,
        checked_in_at: ticket.checkedInAt?.toISOString() ?? null,
        holder_name: holderOf(answered, index + 1)?.name ?? '',
      };
    });
    const [first] = admissions;
    if (!first) return [];
    return [
      {
        code_link: first.code_link,
        link: signLink(key, { kind: 'pdf', reference: booking.reference }, exp),
        ...factsOf(booking, event, bookingItems, deps.config.timeZone),
        admissions,
        names_editable_until: namesEditableUntil(event),
        links_expire_at: new Date(exp * 1000).toISOString(),
        order_status: openStatusOf(booking),
      },
    ];
  });
  const closed = closedRows.map(
    ({ booking, event }): ClosedETicket => ({
      ...factsOf(booking, event, itemsOf.get(booking.id) ?? [], deps.config.timeZone),
      order_status: booking.status === BOOKING_STATUS.refunded ? 'refunded' : 'cancelled',
      refunded: fromMinor(booking.refundedMinor, booking.currency),
      refund_due: fromMinor(booking.refundDueMinor, booking.currency),
    }),
  );
  return { data, total: data.length, closed };
}

interface SignedRequest {
  reference: string;
  exp: number;
  sig: string;
}

async function findLinkedBooking(deps: Deps, linkKey: KeySource, link: TicketLink, given: SignedRequest) {
  if (!isValidLink(await linkKey(), link, given)) throw notFound(NOT_FOUND);
  const found = await findPaidBooking(deps.db, link.reference);
  if (!found) throw notFound(NOT_FOUND);
  const [items, tickets] = await Promise.all([
    findItemsOfBookings(deps.db, [found.booking.id]),
    findTicketsOfBookings(deps.db, [found.booking.id]),
  ]);
  return { ...found, items, tickets };
}

/** One admission's QR image, through a signed link. */
export async function renderAdmissionQr(
  deps: Deps,
  linkKey: KeySource,
  request: SignedRequest & { number: number },
): Promise<Buffer> {
  const link: TicketLink = { kind: 'qr', reference: request.reference, number: request.number };
  const { tickets } = await findLinkedBooking(deps, linkKey, link, request);
  const ticket = tickets[request.number - 1];
  if (!ticket) throw notFound(NOT_FOUND);
  return renderQrPng(ticket.code);
}

/** The booking's PDF e-ticket, through a signed link. */
export async function renderBookingPdf(
  deps: Deps,
  linkKey: KeySource,
  request: SignedRequest,
): Promise<{ pdf: Buffer; filename: string }> {
  const link: TicketLink = { kind: 'pdf', reference: request.reference };
  const { booking, event, items, tickets } = await findLinkedBooking(deps, linkKey, link, request);
  if (tickets.length === 0) throw notFound(NOT_FOUND);
  const answers = await readAnswersOf(deps.db, booking.id);
  const pdf = await renderTicketPdfBytes(
    toTicketDocument({ config: deps.config, booking, event, items, tickets, answers }),
  );
  return { pdf, filename: pdfFileName(booking.reference) };
}
