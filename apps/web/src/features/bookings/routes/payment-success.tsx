import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Payment success' screen; a later release builds it. */
export default function PaymentSuccessRoute() {
  return (
    <NotAvailableYet
      title="Payment success"
      purpose="After a card payment, this page will confirm your order and link to your e-tickets."
    />
  );
}
