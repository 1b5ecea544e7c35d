import { fromMinor } from '@tiketi/contract/money';
import type {
  OrganizerEvent,
  OrganizerEventQuery,
  OrganizerSummary,
} from '@tiketi/contract/organizer-events';
import { notFound } from '../../lib/app-error';
import { findOnSaleTicketTypes, toEventSummary, toTicketType } from '../events';
import type { OrganizerActor } from '../sessions';
import { EVENT_NOT_FOUND, type OrganizerEventDeps } from './common';
import {
  countOrganizerEvents,
  findOrganizerEvent,
  findOrganizerEvents,
  findOrganizerFigures,
  type OrganizerEventRow,
} from './queries';

type Deps = OrganizerEventDeps;

async function toOrganizerEvent(deps: Deps, row: OrganizerEventRow): Promise<OrganizerEvent> {
  // The organizer sees every type on sale, hidden ones included (they carry `hidden: true`).
  const tickets = await findOnSaleTicketTypes(deps.db, row.id, 'all');
  return {
    ...toEventSummary(row, deps.storage, deps.config.timeZone),
    full_description: row.fullDescription,
    created_at: row.createdAt.toISOString(),
    tickets: tickets.map((ticket) => toTicketType(ticket, row.currency)),
    ticket_holders: row.ticketHolders,
  };
}

export async function listOrganizerEvents(deps: Deps, actor: OrganizerActor, query: OrganizerEventQuery) {
  const filter = {
    organizationId: actor.organizationId,
    status: query.status,
    startFrom: query.start,
    startTo: query.end,
    createdFrom: query.start_created,
    createdTo: query.end_created,
    timeZone: deps.config.timeZone,
  };
  const [rows, total] = await Promise.all([
    findOrganizerEvents(deps.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countOrganizerEvents(deps.db, filter),
  ]);
  const data = await Promise.all(rows.map((row) => toOrganizerEvent(deps, row)));
  return { data, total };
}

export async function getOrganizerEvent(deps: Deps, actor: OrganizerActor, eventId: number) {
  const row = await findOrganizerEvent(deps.db, actor.organizationId, eventId);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return toOrganizerEvent(deps, row);
}

export async function getOrganizerSummary(deps: Deps, actor: OrganizerActor): Promise<OrganizerSummary> {
  const figures = await findOrganizerFigures(deps.db, actor.organizationId);
  const sales = figures.sales.map((row) => ({
    currency: row.currency,
    net_sales: fromMinor(row.netSalesMinor, row.currency),
  }));
  // currency and net_sales keep their spec meaning for USD; other currencies are never added to it.
  return {
    currency: 'USD',
    net_sales: sales.find((row) => row.currency === 'USD')?.net_sales ?? 0,
    sales,
    events: figures.events,
    tickets_sold: figures.ticketsSold,
  };
}
