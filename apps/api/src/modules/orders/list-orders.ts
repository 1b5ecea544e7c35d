import { PAYMENT_METHOD_LABELS } from '@tiketi/contract/e-tickets';
import { minorUnitsOf } from '@tiketi/contract/money';
import { ORDER_STATUS_LABELS, type OrderList, type OrderQuery } from '@tiketi/contract/orders';
import type { AppDeps } from '../../app-types';
import { notFound } from '../../lib/app-error';
import { eventZone } from '../../lib/event-zone';
import { localTime, toCsv } from '../check-in';
import type { OrganizerActor } from '../sessions';
import { countOrders, findOrders, findOwnedEvent, type OrderFilter } from './queries';
import { toOrders } from './to-order';

type Deps = Pick<AppDeps, 'db' | 'config'>;

async function filterOf(deps: Deps, actor: OrganizerActor, eventId: number, query: OrderQuery) {
  const event = await findOwnedEvent(deps.db, actor.organizationId, eventId);
  if (!event) throw notFound('Event not found');
  const filter: OrderFilter = {
    eventId,
    statuses: query.status,
    methods: query.method,
    search: query.q || undefined,
  };
  return { filter, event };
}

/** `GET v1/event/{id}/orders`: a page of an event's orders in every state, newest first. */
export async function listOrders(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  query: OrderQuery,
): Promise<OrderList> {
  const { filter } = await filterOf(deps, actor, eventId, query);
  const [rows, total] = await Promise.all([
    findOrders(deps.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countOrders(deps.db, filter),
  ]);
  return { data: await toOrders(deps.db, rows), total };
}

/** `GET v1/event/{id}/orders.csv`: every order the same filters find, for a spreadsheet. */
export async function exportOrdersCsv(deps: Deps, actor: OrganizerActor, eventId: number, query: OrderQuery) {
  const { filter, event } = await filterOf(deps, actor, eventId, query);
  const orders = await toOrders(deps.db, await findOrders(deps.db, filter));
  // Issue 16: times in the event's own zone, named in the headers.
  const zone = eventZone(event.timeZone, deps.config.timeZone);
  const csv = toCsv(
    [
      'Reference',
      'Status',
      'Buyer',
      'Email',
      'Phone',
      'Currency',
      'Total',
      'Paid',
      'Refunded',
      'Refund due',
      'Payment method',
      'Payment reference',
      `Created (${zone})`,
      `Paid at (${zone})`,
      'Tickets',
      // Issue 15, after the columns spreadsheets already read by position.
      'Subtotal',
      'Discount',
      'Promo code',
      'Fee',
      'Tax',
    ],
    orders.map((order) => {
      // Refunds may be any amount in minor units, so every money column shows them all.
      const amount = (value: number) => value.toFixed(minorUnitsOf(order.currency));
      return [
        order.booking_id,
        ORDER_STATUS_LABELS[order.status],
        order.buyer_name,
        order.buyer_email,
        order.buyer_msisdn,
        order.currency,
        amount(order.total),
        amount(order.paid),
        amount(order.refunded),
        amount(order.refund_due),
        PAYMENT_METHOD_LABELS[order.payment_method],
        order.payment_reference,
        localTime(order.created_at, zone),
        localTime(order.paid_at, zone),
        order.tickets.map((line) => `${line.quantity} x ${line.name}`).join('; '),
        amount(order.subtotal),
        amount(order.discount),
        order.promo_code,
        amount(order.fee),
        amount(order.tax),
      ];
    }),
  );
  return { csv, filename: `orders-${eventId}.csv` };
}
