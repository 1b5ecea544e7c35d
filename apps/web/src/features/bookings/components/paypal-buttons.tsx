import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useCapturePaypal } from '../api/paypal';
import { capturedPath, PAYPAL_NOTICES, paypalReturnState, releaseDeclinedOrder } from '../lib/paypal-return';
import { PaymentMessage } from './payment-message';

/**
 * PayPal's own buttons (`@paypal/react-paypal-js`). This module is its own lazy chunk, imported
 * only when the booking call names real PayPal: PayPal's SDK script loads on no other page. The
 * order exists already (the booking made it), so createOrder hands PayPal its id; after the buyer
 * approves in PayPal's window, our server captures it.
 */

const PAYPAL_FAILED = 'PayPal could not take this payment. You have not been charged.';

interface PaypalButtonsProps {
  orderId: string;
  clientId: string;
  currency: string;
}

export default function PaypalButtonsForm({ orderId, clientId, currency }: PaypalButtonsProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency, intent: 'capture' }}>
      <Buttons orderId={orderId} />
    </PayPalScriptProvider>
  );
}

function Buttons({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const capture = useCapturePaypal();
  // Unlike a card error, this stays until the buyer tries again: it is what to do next.
  const [message, setMessage] = useState<string | null>(null);

  if (isRejected) {
    return (
      <Alert type="error">
        <p className="font-semibold">We could not load PayPal.</p>
        <p className="mt-1">Check your connection, then reload this page. You have not been charged.</p>
      </Alert>
    );
  }

  return (
    <div aria-busy={isPending || capture.isPending || undefined}>
      {isPending && (
        <div role="status">
          <span className="sr-only">Loading PayPal</span>
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      )}
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
        disabled={capture.isPending}
        createOrder={() => Promise.resolve(orderId)}
        onApprove={async () => {
          setMessage(null);
          try {
            const captured = await capture.mutateAsync(orderId);
            const path = capturedPath(captured.status, orderId);
            if (path) {
              navigate(path, { replace: true });
              return;
            }
            // The order is spent: its seats go back, and the payment screen says why and offers Proceed.
            releaseDeclinedOrder(orderId);
            navigate(paths.paymentMethod, { replace: true, state: paypalReturnState('declined') });
          } catch (error) {
            setMessage(error instanceof Error ? error.message : PAYPAL_FAILED);
          }
        }}
        onCancel={() => setMessage(PAYPAL_NOTICES.cancelled)}
        onError={() => setMessage(PAYPAL_FAILED)}
      />
      <PaymentMessage id={`paypal-message-${orderId}`} text={message} />
    </div>
  );
}
