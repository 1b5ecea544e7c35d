import type { PaymentNotification, PaymentProvider } from './payment-provider';
import type { PaypalCapture } from './paypal-orders';

/** A PayPal provider, real or simulated: an order the buyer approved is captured by the server. */
export interface PaypalPaymentProvider extends PaymentProvider {
  id: 'paypal' | 'paypal-simulated';
  /** Takes the money of an approved order; a repeated call answers the same capture. */
  capture(orderId: string): Promise<PaypalCapture>;
}

/** PayPal itself: its notifications can only be verified by asking PayPal, so asynchronously. */
export interface PaypalRestProvider extends PaypalPaymentProvider {
  id: 'paypal';
  /** Verifies a webhook with PayPal; AppError BAD_REQUEST when PayPal does not vouch for it. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentNotification>;
}

export function isPaypalProvider(provider: PaymentProvider): provider is PaypalPaymentProvider {
  return (provider.id === 'paypal' || provider.id === 'paypal-simulated') && 'capture' in provider;
}

export function isPaypalRestProvider(provider: PaymentProvider): provider is PaypalRestProvider {
  return provider.id === 'paypal' && 'verifyWebhook' in provider;
}
