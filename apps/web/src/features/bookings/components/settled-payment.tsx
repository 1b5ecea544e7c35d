import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paymentReturnPath } from '../lib/success-query';

/** In place of the test card form, when the payment can no longer be paid: paid already, or cancelled. */
export function SettledPayment({
  clientSecret,
  status,
  onCancelled,
}: {
  clientSecret: string;
  status: 'succeeded' | 'processing' | 'canceled';
  /** The payment was cancelled (its hold ran out): a new booking is needed. */
  onCancelled: () => void;
}) {
  if (status === 'canceled') {
    return (
      <Alert type="warning">
        <p className="font-semibold">This payment was cancelled because your seat hold ran out.</p>
        <p className="mt-1">You have not been charged.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onCancelled}>
          Start again
        </Button>
      </Alert>
    );
  }
  return (
    <Alert type="success">
      <p className="font-semibold">This booking has already been paid.</p>
      <p className="mt-1">
        <TextLink to={paymentReturnPath(clientSecret, status)} replace>
          See your booking
        </TextLink>
      </p>
    </Alert>
  );
}
