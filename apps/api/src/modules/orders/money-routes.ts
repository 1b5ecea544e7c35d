import { envelopeOf } from '@tiketi/contract/envelope';
import { minorUnitsOf, toMinor } from '@tiketi/contract/money';
import {
  cancelOrderInput,
  orderDetail,
  orderParams,
  refundInput,
  refundPaidInput,
} from '@tiketi/contract/orders';
import type { AppInstance } from '../../app-types';
import { badRequest } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, type OrganizerActor, organizerRoutes } from '../sessions';
import { cancelOrder } from './cancel-order';
import { getOrderDetail } from './order-detail';
import { actorOf, requireRefundRight } from './order-rights';
import { findOwnedOrder } from './owned-order';
import { refundOrder } from './refund-order';
import { recordRefundPaidOut } from './refund-paid';

const tags = ['orders'];
const answer = { 200: envelopeOf(orderDetail), 202: envelopeOf(orderDetail) };

/** A decimal amount in the order's currency as minor units; more decimals than it has is a 400. */
export function amountToMinor(amount: number, currency: string): number {
  const scaled = amount * 10 ** minorUnitsOf(currency);
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
    throw badRequest(`Amount has more decimals than ${currency} allows`);
  }
  return toMinor(amount, currency);
}

/**
 * Orders: refunds, payouts by hand and order cancellations (issue 14). Each is the owner's, or a
 * teammate's when the owner allowed it; another organisation's order is 404 'Order not found'. Each
 * answers the order as it is now: 200 when done, 202 when the provider confirms the refund later.
 */
export function registerOrderMoneyRoutes(app: AppInstance) {
  const { deps } = app;

  /** The order, 404 unless the caller's organisation owns it, and 403 unless they may move money. */
  const ownedForMoney = async (actor: OrganizerActor, reference: string) => {
    const row = await findOwnedOrder(deps.db, actor, reference);
    await requireRefundRight(deps.db, actor);
    return row;
  };
  const answerNow = async (actor: OrganizerActor, reference: string) =>
    getOrderDetail(deps.db, actor, reference, deps.config.timeZone);

  organizerRoutes(app, (scope) => {
    scope.post(
      '/api/v1/orders/:reference/refund',
      {
        schema: {
          tags,
          summary: 'Refund an order in full (no amount) or in part; M-Pesa refunds become owed by hand',
          headers,
          params: orderParams,
          body: refundInput,
          response: answer,
        },
      },
      async (request, reply) => {
        const actor = request.organizer;
        const { reference } = request.params;
        const { booking } = await ownedForMoney(actor, reference);
        const { amount, reason } = request.body;
        const { outcome } = await refundOrder(deps, {
          bookingId: booking.id,
          ...(amount === undefined ? {} : { amountMinor: amountToMinor(amount, booking.currency) }),
          reason,
          actor: actorOf(actor),
        });
        const order = await answerNow(actor, reference);
        if (outcome === 'pending') {
          reply.code(202);
          return envelope(202, order, 'The refund was sent; the payment provider confirms it shortly');
        }
        const said =
          outcome === 'due' ? 'The refund is owed: send it by M-Pesa and record its receipt' : 'Refunded';
        return envelope(200, order, said);
      },
    );

    scope.post(
      '/api/v1/orders/:reference/refund-paid',
      {
        schema: {
          tags,
          summary: 'Record a refund owed by hand (M-Pesa) as paid out, with the receipt of the payout',
          headers,
          params: orderParams,
          body: refundPaidInput,
          response: { 200: envelopeOf(orderDetail) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        const { reference } = request.params;
        await ownedForMoney(actor, reference);
        await deps.db.transaction(async (tx) => {
          const { booking } = await findOwnedOrder(tx, actor, reference, { lock: true });
          await recordRefundPaidOut(deps, tx, booking, {
            receipt: request.body.reference,
            actor: actorOf(actor),
          });
        });
        return envelope(200, await answerNow(actor, reference), 'Refund recorded as paid out');
      },
    );

    scope.post(
      '/api/v1/orders/:reference/cancel',
      {
        schema: {
          tags,
          summary:
            'Cancel an order: its tickets stop admitting and its seats return; a paid one is refunded unless refund is false',
          headers,
          params: orderParams,
          body: cancelOrderInput,
          response: answer,
        },
      },
      async (request, reply) => {
        const actor = request.organizer;
        const { reference } = request.params;
        const { booking } = await ownedForMoney(actor, reference);
        const { outcome } = await cancelOrder(deps, {
          bookingId: booking.id,
          refund: request.body.refund,
          reason: request.body.reason,
          actor: actorOf(actor),
          log: request.log,
        });
        const order = await answerNow(actor, reference);
        if (outcome === 'pending') {
          reply.code(202);
          return envelope(202, order, 'Order cancelled; the payment provider confirms the refund shortly');
        }
        return envelope(
          200,
          order,
          outcome === 'unchanged' ? 'The order had already ended' : 'Order cancelled',
        );
      },
    );
  });
}
