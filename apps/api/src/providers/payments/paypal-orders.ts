import { z } from 'zod';
import type { Payment, PaymentStatus } from './payment-provider';
import { fromPaypalValue } from './paypal-money';

// PayPal's Orders v2 answers, read as far as this app uses them (unknown fields are dropped).

const amount = z.object({ currency_code: z.string(), value: z.string() });
const money = z.object({ id: z.string(), status: z.string(), amount: amount.optional() });

export const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        amount: amount.optional(),
        custom_id: z.string().optional(),
        payments: z
          .object({ captures: z.array(money).optional(), refunds: z.array(money).optional() })
          .optional(),
      }),
    )
    .default([]),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).default([]),
});

export type PaypalOrder = z.output<typeof orderSchema>;
type PaypalMoney = z.output<typeof money>;

/** What a capture came to, in PayPal's three words for it. */
export type PaypalCaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED';

export interface PaypalCapture {
  orderId: string;
  status: PaypalCaptureStatus;
  /** PayPal's id of the capture (the booking's payment reference); null when none was made. */
  captureId: string | null;
  /** What was captured, to be checked against the booking before it counts as paid. */
  amountMinor: number | null;
  /** Lower-case ISO code, as `Payment.currency`. */
  currency: string | null;
}

export function readOrder(body: unknown): PaypalOrder | null {
  const parsed = orderSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

function capturesOf(order: PaypalOrder): PaypalMoney[] {
  return order.purchase_units.flatMap((unit) => unit.payments?.captures ?? []);
}

/** The capture that decides the order: the newest one (an order with intent CAPTURE has one). */
export function latestCapture(order: PaypalOrder): PaypalMoney | null {
  return capturesOf(order).at(-1) ?? null;
}

/** A capture's status in the three words the capture call answers with. */
export function captureStatusOf(status: string): PaypalCaptureStatus {
  // Money that came in and was (partly) returned later was still captured.
  if (status === 'COMPLETED' || status === 'PARTIALLY_REFUNDED' || status === 'REFUNDED') return 'COMPLETED';
  if (status === 'PENDING') return 'PENDING';
  return 'DECLINED';
}

/**
 * An order in the app's payment words: waiting for the buyer (CREATED, APPROVED, PAYER_ACTION_REQUIRED)
 * is requires_action; then the capture decides; a voided order or a declined capture is canceled.
 */
export function paymentStatusOf(order: PaypalOrder): PaymentStatus {
  const capture = latestCapture(order);
  if (capture) {
    const status = captureStatusOf(capture.status);
    if (status === 'COMPLETED') return 'succeeded';
    return status === 'PENDING' ? 'processing' : 'canceled';
  }
  if (['CREATED', 'SAVED', 'APPROVED', 'PAYER_ACTION_REQUIRED'].includes(order.status))
    return 'requires_action';
  if (order.status === 'VOIDED') return 'canceled';
  // COMPLETED without a capture, or a status newer than this code: not final yet.
  return 'processing';
}

export function toPayment(order: PaypalOrder): Payment {
  // Once captured, what counts is what the capture took, not what the order asked for.
  const capture = latestCapture(order);
  const amount = capture?.amount ?? order.purchase_units[0]?.amount;
  if (!amount) throw new Error(`PayPal order ${order.id} came without an amount`);
  return {
    id: order.id,
    status: paymentStatusOf(order),
    amountMinor: fromPaypalValue(amount.value, amount.currency_code),
    currency: amount.currency_code.toLowerCase(),
    clientSecret: null,
    reference: capture?.id ?? null,
  };
}

/** The link the buyer approves the order on: `payer-action` with a payment source, else `approve`. */
export function approvalUrlOf(order: PaypalOrder): string {
  const link = order.links.find((each) => each.rel === 'payer-action' || each.rel === 'approve');
  if (!link) throw new Error(`PayPal order ${order.id} came without an approval link`);
  return link.href;
}

export function captureOf(order: PaypalOrder): PaypalCapture {
  const capture = latestCapture(order);
  if (!capture)
    return { orderId: order.id, status: 'DECLINED', captureId: null, amountMinor: null, currency: null };
  return {
    orderId: order.id,
    status: captureStatusOf(capture.status),
    captureId: capture.id,
    amountMinor: capture.amount ? fromPaypalValue(capture.amount.value, capture.amount.currency_code) : null,
    currency: capture.amount ? capture.amount.currency_code.toLowerCase() : null,
  };
}

/** Money PayPal has given back on the order's captures so far, in minor units. */
export function refundedMinorOf(order: PaypalOrder): number {
  let refunded = 0;
  for (const refund of order.purchase_units.flatMap((unit) => unit.payments?.refunds ?? [])) {
    if (refund.status === 'COMPLETED' && refund.amount) {
      refunded += fromPaypalValue(refund.amount.value, refund.amount.currency_code);
    }
  }
  return refunded;
}
