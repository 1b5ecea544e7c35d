import { envelopeOf } from '@tiketi/contract/envelope';
import { fromMinor } from '@tiketi/contract/money';
import { paypalCaptureInput, simulatedPaypalApproval, simulatedPaypalOrder } from '@tiketi/contract/payments';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { AppError, notFound } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import type { SimulatedPaypalProvider } from '../../providers/payments/paypal-simulated-provider';

const ORDER_NOT_FOUND = 'Payment not found';
const tags = ['payments'];

/** What the approval page's calls answer: the order's status in PayPal's words. */
const orderStatus = z.object({ data: z.object({ status: z.string() }) });

/** Settles a capture the simulated page held back, as PayPal does some time after the capture. */
export const simulatedPaypalSettlement = z.object({
  order_id: paypalCaptureInput.shape.order_id,
  outcome: z.enum(['COMPLETED', 'DECLINED'], { error: 'outcome must be COMPLETED or DECLINED' }),
});

export interface SimulatedPaypalDeps {
  provider: SimulatedPaypalProvider;
  /** Acts on a settled capture as PayPal's webhook would (confirms or fails the booking); idempotent. */
  onSettled: (orderId: string, outcome: 'COMPLETED' | 'DECLINED') => Promise<void>;
}

/**
 * The offline PayPal's approval page (registered only when the simulator is the PayPal provider).
 * Like PayPal's own page these need no buyer session: knowing the order id, which only its buyer
 * holds, is what lets one approve it. Taking the money still needs the owner (the capture route).
 */
export function registerSimulatedPaypalRoutes(app: AppInstance, deps: SimulatedPaypalDeps) {
  const { provider } = deps;

  async function statusOf(orderId: string): Promise<string> {
    const order = await provider.findOrder(orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order.status;
  }

  app.get(
    '/api/v1/simulated-payments/paypal/order',
    {
      schema: {
        tags,
        summary: 'What the offline PayPal approval page shows: the amount, the booking and the status',
        querystring: z.object({ order_id: paypalCaptureInput.shape.order_id }),
        response: { 200: envelopeOf(simulatedPaypalOrder) },
      },
    },
    async (request, reply) => {
      const order = await provider.findOrder(request.query.order_id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const currency = order.currency.toUpperCase();
      reply.header('cache-control', 'no-store');
      return envelope(
        200,
        {
          data: {
            order_id: order.id,
            status: order.status,
            amount: fromMinor(order.amountMinor, currency),
            currency,
            reference: order.reference,
          },
        },
        'Order found',
      );
    },
  );

  app.post(
    '/api/v1/simulated-payments/paypal/approve',
    {
      schema: {
        tags,
        summary: "The offline PayPal page's answer: approve (paid or held back), decline, or cancel",
        description:
          'approve_pending makes the capture come back PENDING; decline makes it DECLINED; cancel changes nothing (the buyer goes back).',
        body: simulatedPaypalApproval,
        response: { 200: envelopeOf(orderStatus) },
      },
    },
    async (request, reply) => {
      const { order_id: orderId, action } = request.body;
      if (action === 'approve') await provider.approve(orderId, 'COMPLETED');
      if (action === 'approve_pending') await provider.approve(orderId, 'PENDING');
      if (action === 'decline') await provider.decline(orderId);
      const status = await statusOf(orderId);
      reply.header('cache-control', 'no-store');
      return envelope(200, { data: { status } }, action === 'cancel' ? 'Back to the shop' : 'Order approved');
    },
  );

  app.post(
    '/api/v1/simulated-payments/paypal/settle',
    {
      schema: {
        tags,
        summary: 'Complete or deny a capture the offline PayPal held back (for tests and development)',
        body: simulatedPaypalSettlement,
        response: { 200: envelopeOf(orderStatus) },
      },
    },
    async (request, reply) => {
      const { order_id: orderId, outcome } = request.body;
      if ((await statusOf(orderId)) !== 'PENDING')
        throw new AppError('CONFLICT', 'This payment has no capture waiting to be settled');
      await provider.settlePending(orderId, outcome);
      await deps.onSettled(orderId, outcome);
      reply.header('cache-control', 'no-store');
      return envelope(200, { data: { status: await statusOf(orderId) } }, 'Capture settled');
    },
  );
}
