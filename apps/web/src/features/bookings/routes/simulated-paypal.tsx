import { useSearchParams } from 'react-router';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { SimulatedPaypalApproval } from '../components/simulated-paypal-approval';

/**
 * The offline PayPal's approval page, `/simulated-paypal?token=<order id>`: the booking's
 * approval_url when PayPal is simulated, where a test buyer approves, declines or cancels.
 */
export default function SimulatedPaypalRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('token')?.trim() ?? '';
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-100 py-10 sm:py-16">
      <title>Test PayPal · Tiketi</title>
      <div className="container-page">
        <div className="mx-auto max-w-lg">
          {/^[A-Za-z0-9_-]{1,64}$/.test(orderId) ? (
            <SimulatedPaypalApproval key={orderId} orderId={orderId} />
          ) : (
            <NotFoundPage
              title="No PayPal payment to show"
              text="This address does not name a PayPal payment. Start again from the event you were booking."
            />
          )}
        </div>
      </div>
    </div>
  );
}
