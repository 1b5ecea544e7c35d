import type { EventDetail, EventSummary, TicketType } from '@tiketi/contract/events';
import { fromMinor } from '@tiketi/contract/money';
import { basisPointsToPercent } from '@tiketi/contract/pricing';
import type { CheckoutQuestions } from '@tiketi/contract/questions';
import type { PublicSalesSettings } from '@tiketi/contract/sales-settings';
import { slugify } from '@tiketi/contract/slug';
import { eventZone } from '../../lib/event-zone';
import type { Storage } from '../../providers/storage/storage';
import { imageFieldsOf } from '../media';
import type { PublicEventDetailRow, PublicEventRow } from './queries';
import type { TicketTypeRow } from './ticket-queries';

/** An event as lists show it; `platformZone` stands for an event stored without its own zone. */
export function toEventSummary(
  row: PublicEventRow,
  storage: Pick<Storage, 'urlFor'>,
  platformZone: string,
): EventSummary {
  return {
    id: row.id,
    title: row.title,
    slug: slugify(row.title),
    ...imageFieldsOf(row.imageVariants, storage),
    short_description: row.shortDescription,
    organizer: row.organizer,
    organizer_id: row.organizerId,
    organizer_slug: row.organizerSlug,
    category: row.category,
    category_id: row.categoryId,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    time_zone: eventZone(row.timeZone, platformZone),
    location: row.location,
    currency: row.currency,
    status: row.status,
    tickets_bought: row.ticketsBought,
    max_tickets: row.maxTickets,
  };
}

/** An event's stored fees and taxes as the buyer's screens read them (percents, decimal amounts). */
export function toPublicSales(
  row: {
    taxName: string;
    taxRateBp: number;
    taxMode: PublicSalesSettings['tax_mode'];
    feeFixedMinor: number;
    feePercentBp: number;
    feePayer: PublicSalesSettings['fee_payer'];
  },
  currency: string,
): PublicSalesSettings {
  return {
    tax_name: row.taxName,
    tax_rate: basisPointsToPercent(row.taxRateBp),
    tax_mode: row.taxMode,
    fee_fixed: fromMinor(row.feeFixedMinor, currency),
    fee_percent: basisPointsToPercent(row.feePercentBp),
    fee_payer: row.feePayer,
  };
}

/** What is left of an event's shared capacity, or null when its types draw on none. */
export function capacityLeftOf(row: { capacity: number | null; capacityUsed: number }): number | null {
  return row.capacity === null ? null : Math.max(row.capacity - row.capacityUsed, 0);
}

/**
 * A ticket row as buyers and organizers read it. With a shared capacity (issue 15) a type can sell
 * no more than is left of it, whatever its own maximum says.
 */
export function toTicketType(
  row: TicketTypeRow,
  currency: string,
  capacityLeft: number | null = null,
): TicketType {
  return {
    id: row.id,
    name: row.name,
    no_of_persons: row.noOfPersons,
    status: row.status,
    currency,
    price_per_ticket: fromMinor(row.priceMinor, currency),
    max_tickets: row.maxTickets,
    available: capacityLeft === null ? row.available : Math.min(row.available, capacityLeft),
    description: row.description,
    sale_start: row.saleStart?.toISOString() ?? null,
    sale_end: row.saleEnd?.toISOString() ?? null,
    sale_state: row.saleState,
    min_per_order: row.minPerOrder,
    max_per_order: row.maxPerOrder,
    position: row.position,
    hidden: row.hidden,
  };
}

export function toEventDetail(
  row: PublicEventDetailRow,
  tickets: TicketTypeRow[],
  storage: Pick<Storage, 'urlFor'>,
  maxTicketsPerBooking: number,
  checkout: CheckoutQuestions,
  platformZone: string,
): EventDetail {
  return {
    ...toEventSummary(row, storage, platformZone),
    full_description: row.fullDescription,
    coordinates: row.coordinates,
    tickets: tickets.map((ticket) => toTicketType(ticket, row.currency, capacityLeftOf(row))),
    sales: toPublicSales(row, row.currency),
    // Told with the quantities, before details and Proceed; create-booking enforces the same cap.
    max_tickets_per_booking: maxTicketsPerBooking,
    // Issue 16: what 'Payment Method' asks (visible questions by position, names and emails).
    checkout,
  };
}
