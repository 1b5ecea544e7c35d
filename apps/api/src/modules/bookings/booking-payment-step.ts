import { randomBytes } from 'node:crypto';
import type { BookingCreated } from '@tiketi/contract/bookings';
import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { fromMinor } from '@tiketi/contract/money';
import { kenyanMsisdn } from '@tiketi/contract/phone';
import type { PricedOrder } from '@tiketi/contract/pricing';
import { badRequest } from '../../lib/app-error';
import { BAD_PHONE } from '../../providers/payments/mpesa-rules';
import type { BrowserStep, PaymentProvider } from '../../providers/payments/payment-provider';
import { breakdownOf } from './price-breakdown';
import type { BookingTarget } from './queries';

// What a new booking tells the browser about its payment: the secret, and the next step per method.

/** The buyer's phone as M-Pesa takes it (2547…/2541…); 400 when it is not a Kenyan mobile number. */
export function mpesaPhoneOf(msisdn: string): string {
  const phone = kenyanMsisdn(msisdn);
  if (!phone) throw badRequest(BAD_PHONE);
  return phone;
}

/**
 * The secret the browser holds for the booking: a card payment's own client secret; the PayPal
 * order id (issue 13); for M-Pesa, whose prompts change with each retry, a random one of the booking.
 */
export function clientSecretOf(step: BrowserStep): string {
  if (step.method === 'card') return step.clientSecret;
  if (step.method === 'paypal') return step.orderId;
  return `mpesa_${randomBytes(24).toString('base64url')}`;
}

/** The booking as the browser needs it; a free one (no payment) is paid already. */
export function responseOf(
  booking: {
    reference: string;
    event: BookingTarget['event'];
    priced: PricedOrder;
    code: { code: string } | null;
    holdExpiresAt: Date;
  },
  payment: { provider: PaymentProvider; browser: BrowserStep; clientSecret: string } | null,
): BookingCreated {
  const step = payment?.browser;
  return {
    data: {
      booking_id: booking.reference,
      client_secret: payment?.clientSecret ?? null,
      payment_method: step ? step.method : 'free',
      msisdn: step?.method === 'mpesa' ? step.phone : null,
      approval_url: step?.method === 'paypal' ? step.approvalUrl : null,
      status: payment ? BOOKING_STATUS.pending : BOOKING_STATUS.paid,
      currency: booking.event.currency,
      total_price: fromMinor(booking.priced.total_minor, booking.event.currency),
      expires_at: booking.holdExpiresAt.toISOString(),
      provider: payment?.provider.id ?? 'none',
      publishable_key: publishableKeyOf(step),
      ...breakdownOf(
        {
          currency: booking.event.currency,
          promoCode: booking.code?.code ?? null,
          subtotalMinor: booking.priced.subtotal_minor,
          discountMinor: booking.priced.discount_minor,
          feeMinor: booking.priced.fee_minor,
          taxMinor: booking.priced.tax_minor,
        },
        booking.event.taxRateBp > 0
          ? { name: booking.event.taxName, rateBp: booking.event.taxRateBp, mode: booking.event.taxMode }
          : null,
      ),
    },
  };
}

/** What the browser's payment script needs: Stripe's publishable key, or PayPal's client id. */
function publishableKeyOf(step: BrowserStep | undefined): string | null {
  if (step?.method === 'card') return step.publishableKey;
  if (step?.method === 'paypal') return step.clientId;
  return null;
}
