import { bookingBreakdown } from '@tiketi/contract/price-lines';
import type { Config } from '../../config';
import type { bookingItems, bookings, events } from '../../db/schema/index';
import { eventZone } from '../../lib/event-zone';
import { type BookingAnswers, genderOf, holderOf, NO_ANSWERS } from '../questions-read';
import type { TicketDocument } from './render-ticket-pdf';

type Booking = Pick<
  typeof bookings.$inferSelect,
  | 'reference'
  | 'buyerName'
  | 'buyerEmail'
  | 'paymentMethod'
  | 'paymentReference'
  | 'paidAt'
  | 'currency'
  | 'totalMinor'
  | 'promoCode'
  | 'subtotalMinor'
  | 'discountMinor'
  | 'feeMinor'
  | 'taxMinor'
  | 'taxName'
  | 'taxRateBp'
  | 'taxMode'
>;
type Event = Pick<typeof events.$inferSelect, 'title' | 'startTime' | 'endTime' | 'location' | 'timeZone'>;
type Item = Pick<
  typeof bookingItems.$inferSelect,
  'id' | 'name' | 'noOfPersons' | 'quantity' | 'unitPriceMinor'
>;

/** What the PDF shows, from the rows of a booking; admissions in the order they were issued. */
export function toTicketDocument(input: {
  config: Pick<Config, 'platformName' | 'timeZone'>;
  booking: Booking;
  event: Event;
  items: readonly Item[];
  tickets: readonly { code: string; bookingItemId: number }[];
  /** Issue 16: who holds each admission, by its number; each page names its holder. */
  answers?: BookingAnswers;
}): TicketDocument {
  const itemsById = new Map(input.items.map((item) => [item.id, item]));
  const { booking, event } = input;
  return {
    platformName: input.config.platformName,
    // The event's own zone (issue 16); an event stored without one keeps the platform's.
    timeZone: eventZone(event.timeZone, input.config.timeZone),
    reference: booking.reference,
    event: {
      title: event.title,
      startTime: event.startTime,
      endTime: event.endTime,
      location: event.location,
    },
    buyer: { name: booking.buyerName, email: booking.buyerEmail },
    paymentMethod: booking.paymentMethod,
    paymentReference: booking.paymentReference,
    paidAt: booking.paidAt,
    currency: booking.currency,
    totalMinor: booking.totalMinor,
    breakdown: bookingBreakdown(booking),
    seats: input.items.map((item) => ({
      name: item.name,
      noOfPersons: item.noOfPersons,
      quantity: item.quantity,
      unitPriceMinor: item.unitPriceMinor,
    })),
    admissions: input.tickets.map((ticket, index) => {
      const item = itemsById.get(ticket.bookingItemId);
      const holder = holderOf(input.answers ?? NO_ANSWERS, index + 1);
      return {
        code: ticket.code,
        name: item?.name ?? 'Ticket',
        noOfPersons: item?.noOfPersons ?? 1,
        holderName: holder?.name ?? '',
        holderGender: genderOf(holder),
      };
    }),
  };
}

/** The file name people see: e-ticket-TK-ABCDEFGHJK.pdf. */
export const pdfFileName = (reference: string) => `e-ticket-${reference.replace(/[^\w-]/g, '')}.pdf`;
