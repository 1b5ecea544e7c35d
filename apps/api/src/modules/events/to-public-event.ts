import type { EventDetail, EventSummary, TicketType } from '@tiketi/contract/events';
import { fromMinor } from '@tiketi/contract/money';
import { slugify } from '@tiketi/contract/slug';
import type { Storage } from '../../providers/storage/storage';
import { imageFieldsOf } from '../media';
import type { PublicEventDetailRow, PublicEventRow, TicketTypeRow } from './queries';

export function toEventSummary(row: PublicEventRow, storage: Pick<Storage, 'urlFor'>): EventSummary {
  return {
    id: row.id,
    title: row.title,
    slug: slugify(row.title),
    ...imageFieldsOf(row.imageVariants, storage),
    short_description: row.shortDescription,
    organizer: row.organizer,
    organizer_id: row.organizerId,
    category: row.category,
    category_id: row.categoryId,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    location: row.location,
    currency: row.currency,
    status: row.status,
    tickets_bought: row.ticketsBought,
    max_tickets: row.maxTickets,
  };
}

export function toTicketType(row: TicketTypeRow, currency: string): TicketType {
  return {
    id: row.id,
    name: row.name,
    no_of_persons: row.noOfPersons,
    status: row.status,
    currency,
    price_per_ticket: fromMinor(row.priceMinor, currency),
    max_tickets: row.maxTickets,
    available: row.available,
    description: row.description,
    sale_start: row.saleStart?.toISOString() ?? null,
    sale_end: row.saleEnd?.toISOString() ?? null,
    sale_state: row.saleState,
    min_per_order: row.minPerOrder,
    max_per_order: row.maxPerOrder,
    position: row.position,
  };
}

export function toEventDetail(
  row: PublicEventDetailRow,
  tickets: TicketTypeRow[],
  storage: Pick<Storage, 'urlFor'>,
  maxTicketsPerBooking: number,
): EventDetail {
  return {
    ...toEventSummary(row, storage),
    full_description: row.fullDescription,
    coordinates: row.coordinates,
    tickets: tickets.map((ticket) => toTicketType(ticket, row.currency)),
    // Told with the quantities, before details and Proceed; create-booking enforces the same cap.
    max_tickets_per_booking: maxTicketsPerBooking,
  };
}
