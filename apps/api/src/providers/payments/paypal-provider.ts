import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { CreatePaymentInput, RefundResult, RefundState } from './payment-provider';
import {
  createPaypalClient,
  type PaypalClientOptions,
  type PaypalReply,
  type PaypalSettings,
  paypalIssue,
} from './paypal-client';
import { assertPaypalCurrency, PAYPAL_CURRENCIES, paypalRequestId, toPaypalValue } from './paypal-money';
import {
  approvalUrlOf,
  captureOf,
  captureStatusOf,
  latestCapture,
  type PaypalOrder,
  readOrder,
  refundedMinorOf,
  toPayment,
} from './paypal-orders';
import type { PaypalRestProvider } from './paypal-types';
import { verifyPaypalWebhook } from './paypal-webhooks';
import type { PaymentLog } from './stripe-payment-provider';

export type { PaypalSettings } from './paypal-client';

const PAYMENT_NOT_FOUND = 'Payment not found';
const NOT_APPROVED = 'The buyer has not approved this PayPal payment yet';
/** Order statuses that wait for the buyer on PayPal's side. */
const NOT_APPROVED_YET = ['CREATED', 'SAVED', 'PAYER_ACTION_REQUIRED'];

/** The order PayPal is asked to make: one purchase unit, paid at once (intent CAPTURE). */
export function orderRequestOf(input: CreatePaymentInput) {
  const currency = assertPaypalCurrency(input.currency);
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        custom_id: input.reference,
        amount: { currency_code: currency, value: toPaypalValue(input.amountMinor, currency) },
      },
    ],
    // Without a return URL the buyer approves in PayPal's own buttons (the JS SDK's popup).
    ...(input.returnUrl
      ? {
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.returnUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        }
      : {}),
  };
}

/** The PayPal-Request-Id of an order's capture: one capture per order, however often it is asked. */
export const captureRequestId = (orderId: string) => paypalRequestId(`capture-${orderId}`);

const orderPath = (orderId: string) => `/v2/checkout/orders/${encodeURIComponent(orderId)}`;

/**
 * PayPal payments through Orders v2: the order id is the payment id; the buyer approves the order
 * with PayPal and the server captures it. Every call that makes something carries a PayPal-Request-Id.
 */
/**
 * A refund PayPal accepted: COMPLETED, or PENDING (it confirms later, by a notice); one it answers
 * FAILED or CANCELLED is refused.
 */
function refundResultOf(body: unknown, captureId: string): RefundResult {
  const refund = body as { id?: unknown; status?: unknown } | null;
  const id = typeof refund?.id === 'string' ? refund.id : captureId;
  if (refund?.status === 'COMPLETED') return { id, status: 'succeeded' };
  if (refund?.status === 'FAILED' || refund?.status === 'CANCELLED') {
    throw new AppError('CONFLICT', `PayPal could not refund the payment (${refund.status})`);
  }
  return { id, status: 'pending' };
}

/** A refund's status (GET /v2/payments/refunds/{id}) in the app's words; an unknown word still waits. */
function refundStateOf(status: unknown): RefundState {
  if (status === 'COMPLETED') return 'succeeded';
  if (status === 'FAILED' || status === 'CANCELLED') return 'failed';
  return 'pending';
}

/** The newest refund of an order refunded in full already (a repeated refund's answer). */
function lastRefundOf(order: PaypalOrder, captureId: string): RefundResult {
  const refunds = order.purchase_units.flatMap((unit) => unit.payments?.refunds ?? []);
  return { id: refunds.at(-1)?.id ?? captureId, status: 'succeeded' };
}

export function createPaypalProvider(
  settings: PaypalSettings,
  log: PaymentLog,
  options: PaypalClientOptions = {},
): PaypalRestProvider {
  const client = createPaypalClient(settings, log, options);

  function orderIn(reply: PaypalReply, operation: string): PaypalOrder {
    const order = readOrder(reply.body);
    if (!order) throw client.unexpected(operation, reply);
    return order;
  }

  async function getOrder(orderId: string): Promise<PaypalOrder | null> {
    const reply = await client.send('GET', orderPath(orderId));
    if (reply.status === 404) return null;
    if (reply.status !== 200) throw client.unexpected('retrieve an order', reply);
    return orderIn(reply, 'retrieve an order');
  }

  return {
    id: 'paypal',
    methods: ['paypal'],
    currencies: PAYPAL_CURRENCIES,

    async createPayment(input) {
      const body = JSON.stringify(orderRequestOf(input));
      const requestId = paypalRequestId(input.idempotencyKey);
      const reply = await client.send('POST', '/v2/checkout/orders', { body, requestId, isFullAnswer: true });
      // 201 for a new order, 200 when PayPal replays the order this request id already made.
      if (reply.status !== 201 && reply.status !== 200) throw client.unexpected('create an order', reply);
      const order = orderIn(reply, 'create an order');
      return {
        ...toPayment(order),
        browser: {
          method: 'paypal',
          approvalUrl: approvalUrlOf(order),
          orderId: order.id,
          clientId: settings.clientId,
        },
      };
    },

    async retrievePayment(orderId) {
      const order = await getOrder(orderId);
      return order ? toPayment(order) : null;
    },

    async cancelPayment() {
      // PayPal has no call to cancel an order the buyer may still approve: an order that is never
      // captured simply expires. A late approval is captured and then re-checked like any late payment.
    },

    async capture(orderId) {
      // Asked first, so a capture is only ever sent for an approved order: PayPal answers a repeated
      // request id with its first answer, and an early ORDER_NOT_APPROVED would then stand for good.
      const order = await getOrder(orderId);
      if (!order) throw notFound(PAYMENT_NOT_FOUND);
      if (latestCapture(order)) return captureOf(order);
      if (NOT_APPROVED_YET.includes(order.status)) throw new AppError('CONFLICT', NOT_APPROVED);
      const reply = await client.send('POST', `${orderPath(orderId)}/capture`, {
        body: '{}',
        requestId: captureRequestId(orderId),
        isFullAnswer: true,
      });
      if (reply.status === 201 || reply.status === 200) return captureOf(orderIn(reply, 'capture an order'));
      if (reply.status === 404) throw notFound(PAYMENT_NOT_FOUND);
      const { issue } = paypalIssue(reply);
      if (reply.status === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
        // Captured by an earlier call (another request id): answer what that capture came to.
        const order = await getOrder(orderId);
        if (order) return captureOf(order);
      }
      if (reply.status === 422 && issue === 'INSTRUMENT_DECLINED') {
        return { orderId, status: 'DECLINED', captureId: null, amountMinor: null, currency: null };
      }
      if (reply.status === 422 && issue === 'ORDER_NOT_APPROVED') {
        throw new AppError('CONFLICT', NOT_APPROVED);
      }
      throw client.unexpected('capture an order', reply);
    },

    async refundPayment(orderId, refund) {
      const order = await getOrder(orderId);
      if (!order) throw notFound(PAYMENT_NOT_FOUND);
      const capture = latestCapture(order);
      if (!capture || captureStatusOf(capture.status) !== 'COMPLETED') {
        throw new AppError('CONFLICT', 'Only a succeeded payment can be refunded');
      }
      // Asked again after all of it went back: the goal is met.
      if (capture.status === 'REFUNDED') return lastRefundOf(order, capture.id);
      // No amount refunds what is left of the capture; a part is named in the capture's currency.
      const part = refund.amountMinor;
      const currency = capture.amount?.currency_code;
      if (part !== undefined && !currency) throw new Error(`PayPal capture ${capture.id} has no amount`);
      const amount =
        part !== undefined && currency
          ? { value: toPaypalValue(part, currency), currency_code: currency }
          : null;
      const path = `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`;
      const reply = await client.send('POST', path, {
        body: amount ? JSON.stringify({ amount }) : '{}',
        requestId: paypalRequestId(refund.idempotencyKey),
      });
      if (reply.status === 201 || reply.status === 200) return refundResultOf(reply.body, capture.id);
      const { issue } = paypalIssue(reply);
      if (reply.status === 422 && issue === 'CAPTURE_FULLY_REFUNDED') return lastRefundOf(order, capture.id);
      if (reply.status === 404) throw notFound(PAYMENT_NOT_FOUND);
      if (reply.status === 422 || reply.status === 400) {
        // PayPal refused this refund (more than is left, a capture too old): its issue says why.
        client.unexpected('refund a capture', reply);
        throw new AppError('CONFLICT', `PayPal refused the refund${issue ? `: ${issue}` : ''}`);
      }
      throw client.unexpected('refund a capture', reply);
    },

    async refundedAmount(orderId) {
      const order = await getOrder(orderId);
      return order ? refundedMinorOf(order) : 0;
    },

    async refundStatus(refundId) {
      const reply = await client.send('GET', `/v2/payments/refunds/${encodeURIComponent(refundId)}`);
      if (reply.status === 404) return null;
      if (reply.status !== 200) throw client.unexpected('retrieve a refund', reply);
      return refundStateOf((reply.body as { status?: unknown } | null)?.status);
    },

    parseNotification() {
      // PayPal's signatures are checked by PayPal itself, which takes a request: see verifyWebhook.
      throw badRequest('PayPal notifications are verified asynchronously with verifyWebhook');
    },

    verifyWebhook(rawBody, headers) {
      return verifyPaypalWebhook({ client, webhookId: settings.webhookId, log }, rawBody, headers);
    },
  };
}
