import { randomBytes } from 'node:crypto';

/**
 * The resources of the fake PayPal (see fake-paypal.ts): orders, their captures and refunds, shaped
 * as PayPal's Orders v2 and Payments v2 answers, with PayPal's 422 issue names for refused steps.
 */

export interface FakeAmount {
  currency_code: string;
  value: string;
}
export interface FakeMoney {
  id: string;
  status: string;
  amount: FakeAmount;
  status_details?: { reason: string };
  supplementary_data?: { related_ids: { order_id: string } };
  links: { href: string; rel: string; method: string }[];
  create_time?: string;
  update_time?: string;
}
export interface FakeOrder {
  id: string;
  intent: string;
  status: string;
  purchase_units: {
    reference_id: string;
    custom_id?: string;
    amount: FakeAmount;
    payments?: { captures: FakeMoney[]; refunds: FakeMoney[] };
  }[];
  payment_source?: unknown;
  links: { href: string; rel: string; method: string }[];
  create_time: string;
}
/** A capture's status, or INSTRUMENT_DECLINED: the buyer's funding is refused and no capture is made (422). */
export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'INSTRUMENT_DECLINED';
export interface Reply {
  status: number;
  body: unknown;
}

/** PayPal's ids: 17 upper-case letters and digits. */
export function paypalId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(17), (byte) => alphabet[byte % alphabet.length]).join('');
}

export function paypalError(status: number, name: string, issue?: string): Reply {
  return {
    status,
    body: {
      name,
      message:
        name === 'RESOURCE_NOT_FOUND'
          ? 'The specified resource does not exist.'
          : 'The requested action could not be performed.',
      debug_id: paypalId().toLowerCase(),
      ...(issue ? { details: [{ issue, description: issue.toLowerCase().replaceAll('_', ' ') }] } : {}),
    },
  };
}

const cents = (value: string) => Math.round(Number(value) * 100);
const decimal = (minor: number) => (minor / 100).toFixed(2);

export function createOrder(base: string, body: Record<string, unknown>): Reply {
  const units = body.purchase_units as FakeOrder['purchase_units'] | undefined;
  const unit = units?.[0];
  if (
    body.intent !== 'CAPTURE' ||
    !unit?.amount?.currency_code ||
    !/^\d+(\.\d{2})?$/.test(unit.amount.value ?? '')
  ) {
    return paypalError(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
  }
  const id = paypalId();
  // With a PayPal payment source the order waits on the payer at once, under a `payer-action` link.
  const source = body.payment_source as { paypal?: unknown } | undefined;
  const order: FakeOrder = {
    id,
    intent: 'CAPTURE',
    status: source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    purchase_units: [{ reference_id: 'default', custom_id: unit.custom_id, amount: unit.amount }],
    ...(source ? { payment_source: source } : {}),
    links: [
      { href: `${base}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
      {
        href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`,
        rel: source?.paypal ? 'payer-action' : 'approve',
        method: 'GET',
      },
      { href: `${base}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
    ],
    create_time: new Date().toISOString(),
  };
  return { status: 201, body: order };
}

export function captureOrder(base: string, order: FakeOrder, outcome: CaptureOutcome): Reply {
  if (order.status === 'COMPLETED') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
  if (order.status !== 'APPROVED') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
  // The order stays approved: the buyer may pick another funding source and try again.
  if (outcome === 'INSTRUMENT_DECLINED')
    return paypalError(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
  const unit = order.purchase_units[0];
  if (!unit) return paypalError(500, 'INTERNAL_SERVER_ERROR');
  const id = paypalId();
  const capture: FakeMoney = {
    id,
    status: outcome,
    amount: unit.amount,
    ...(outcome === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
    supplementary_data: { related_ids: { order_id: order.id } },
    links: [
      { href: `${base}/v2/payments/captures/${id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
    ],
  };
  unit.payments = { captures: [capture], refunds: [] };
  order.status = 'COMPLETED';
  return { status: 201, body: order };
}

/** A refund's status: PENDING (an eCheck, say) until PayPal completes it, fails it or cancels it. */
export type FakeRefundStatus = 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';

const REFUND_GIVES_BACK = ['FAILED', 'CANCELLED'];

/** What is taken from a capture: its refunds completed and still pending (a failed one gives it back). */
const takenFrom = (payments: { refunds: FakeMoney[] }) =>
  payments.refunds
    .filter((refund) => !REFUND_GIVES_BACK.includes(refund.status))
    .reduce((sum, refund) => sum + cents(refund.amount.value), 0);

/** The capture's status after its refunds: only completed ones make it (partly) refunded. */
export function updateCaptureStatus(order: FakeOrder, capture: FakeMoney): void {
  const completed = (order.purchase_units[0]?.payments?.refunds ?? [])
    .filter((refund) => refund.status === 'COMPLETED')
    .reduce((sum, refund) => sum + cents(refund.amount.value), 0);
  if (completed === 0) capture.status = 'COMPLETED';
  else capture.status = completed >= cents(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/**
 * A refund of a capture: the rest of it without an amount, else the amount asked, within what is
 * left (a pending refund holds its amount). It is `status` at once, as PayPal answers it.
 */
export function refundCapture(
  base: string,
  order: FakeOrder,
  capture: FakeMoney,
  body: Record<string, unknown>,
  status: 'COMPLETED' | 'PENDING' = 'COMPLETED',
): Reply {
  if (capture.status === 'REFUNDED')
    return paypalError(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
  if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
    return paypalError(422, 'UNPROCESSABLE_ENTITY', 'REFUND_NOT_ALLOWED');
  }
  const payments = order.purchase_units[0]?.payments;
  if (!payments) return paypalError(500, 'INTERNAL_SERVER_ERROR');
  const left = cents(capture.amount.value) - takenFrom(payments);
  const asked = body.amount as FakeAmount | undefined;
  if (asked && asked.currency_code !== capture.amount.currency_code) {
    return paypalError(422, 'UNPROCESSABLE_ENTITY', 'REFUND_CURRENCY_MISMATCH');
  }
  const amount = asked ? cents(asked.value) : left;
  if (amount <= 0 || amount > left) return paypalError(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
  const id = paypalId();
  const time = new Date().toISOString();
  const refund: FakeMoney = {
    id,
    status,
    ...(status === 'PENDING' ? { status_details: { reason: 'ECHECK' } } : {}),
    amount: { currency_code: capture.amount.currency_code, value: decimal(amount) },
    links: [
      { href: `${base}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
    ],
    create_time: time,
    update_time: time,
  };
  payments.refunds.push(refund);
  updateCaptureStatus(order, capture);
  const details = refund.status_details ? { status_details: refund.status_details } : {};
  return { status: 201, body: { id, status: refund.status, ...details, links: refund.links } };
}

/** PayPal decides a pending refund: completed, or failed or cancelled (its amount may be refunded again). */
export function settleRefund(
  order: FakeOrder,
  refund: FakeMoney,
  status: Exclude<FakeRefundStatus, 'PENDING'>,
) {
  if (refund.status !== 'PENDING') throw new Error(`fake-paypal: refund ${refund.id} is ${refund.status}`);
  refund.status = status;
  if (status === 'COMPLETED') delete refund.status_details;
  refund.update_time = new Date().toISOString();
  const capture = order.purchase_units[0]?.payments?.captures[0];
  if (capture) updateCaptureStatus(order, capture);
}

/** A capture or a refund by its id, with the order it belongs to. */
export function findMoney(
  orders: Map<string, FakeOrder>,
  kind: 'captures' | 'refunds',
  id: string,
): { order: FakeOrder; money: FakeMoney } | null {
  for (const order of orders.values()) {
    const money = order.purchase_units[0]?.payments?.[kind].find((each) => each.id === id);
    if (money) return { order, money };
  }
  return null;
}

/** The answer PayPal gives without `Prefer: return=representation`: the id, status and links. */
export function minimal(order: FakeOrder) {
  return { id: order.id, status: order.status, links: order.links };
}
