import { EVENT_STATUS, TICKET_STATUS } from '@tiketi/contract/constants';
import { fitsPriceDecimals, priceDecimalsMessage, toMinor } from '@tiketi/contract/money';
import type { CreateTicketsInput, UpdateTicketsInput } from '@tiketi/contract/organizer-events';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { OrganizerActor } from '../sessions';
import { EVENT_NOT_FOUND, type OrganizerEventDeps } from './common';
import {
  countOnSaleTicketTypes,
  insertTicketTypes,
  lockOwnedEvent,
  lockTicketTypes,
  updateTicketType,
} from './queries';

type Deps = OrganizerEventDeps;

/** 'Ticket Update' marks a row to add with this id. */
const NEW_TICKET_ID = -1;

type TicketInput = CreateTicketsInput['tickets'][number];

/** Spec decision #13: a price has at most its currency's decimals (a KES price is whole shillings). */
function assertPrices(tickets: readonly TicketInput[], currency: string) {
  const bad = tickets.find((ticket) => !fitsPriceDecimals(ticket.price_per_ticket, currency));
  if (bad) throw badRequest(`${bad.name}: ${priceDecimalsMessage(currency)}`);
}

/**
 * A ticket form row as the columns it fills, the price in the event currency's minor units. A row
 * without a position takes its index in the request, so the page shows the types as they were sent.
 */
const ticketTypeValues = (eventId: number, currency: string, ticket: TicketInput, index: number) => ({
  eventId,
  name: ticket.name,
  priceMinor: toMinor(ticket.price_per_ticket, currency),
  noOfPersons: ticket.no_of_persons,
  maxTickets: ticket.max_tickets,
  description: ticket.description,
  saleStart: ticket.sale_start ? new Date(ticket.sale_start) : null,
  saleEnd: ticket.sale_end ? new Date(ticket.sale_end) : null,
  minPerOrder: ticket.min_per_order,
  maxPerOrder: ticket.max_per_order,
  position: ticket.position ?? index,
  hidden: ticket.hidden,
});

/** Create step 3: the event's first ticket types. */
export async function createTickets(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  input: CreateTicketsInput,
) {
  await deps.db.transaction(async (tx) => {
    const event = await lockOwnedEvent(tx, actor.organizationId, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    assertPrices(input.tickets, event.currency);
    await insertTicketTypes(
      tx,
      input.tickets.map((ticket, index) => ticketTypeValues(eventId, event.currency, ticket, index)),
    );
  });
  deps.publicCache.clear();
}

/**
 * 'Ticket Update': edits, adds (id -1) and takes types off sale (status 3, TICKET_STATUS.removed). A type with sales is
 * never deleted, and its maximum never drops below what is already sold or held.
 */
export async function updateTickets(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  input: UpdateTicketsInput,
) {
  await deps.db.transaction(async (tx) => {
    const event = await lockOwnedEvent(tx, actor.organizationId, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    assertPrices(input.tickets, event.currency);
    const existing = new Map((await lockTicketTypes(tx, eventId)).map((ticket) => [ticket.id, ticket]));
    const seen = new Set<number>();
    for (const [index, ticket] of input.tickets.entries()) {
      if (ticket.id === NEW_TICKET_ID) continue;
      const current = existing.get(ticket.id);
      if (!current || seen.has(ticket.id))
        throw badRequest('A ticket in the list does not belong to this event');
      seen.add(ticket.id);
      const taken = current.sold + current.held;
      if (ticket.max_tickets < taken) {
        throw new AppError(
          'CONFLICT',
          `${ticket.name}: max tickets cannot be lower than the ${taken} already sold or reserved`,
        );
      }
      await updateTicketType(tx, ticket.id, {
        ...ticketTypeValues(eventId, event.currency, ticket, index),
        status: ticket.status,
      });
    }
    const added = [...input.tickets.entries()].filter(
      ([, ticket]) => ticket.id === NEW_TICKET_ID && ticket.status === TICKET_STATUS.onSale,
    );
    if (added.length > 0) {
      await insertTicketTypes(
        tx,
        added.map(([index, ticket]) => ticketTypeValues(eventId, event.currency, ticket, index)),
      );
    }
    if (event.status === EVENT_STATUS.published && (await countOnSaleTicketTypes(tx, eventId)) === 0) {
      throw badRequest('A published event needs at least one ticket type on sale. Unpublish it first.');
    }
  });
  deps.publicCache.clear();
}
