import type { WebhookDelivery } from '@tiketi/contract/webhooks';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeliveries, useResendDelivery } from '../api/get-deliveries';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

const STATUS_TEXT: Record<WebhookDelivery['status'], string> = {
  pending: 'Waiting to retry',
  succeeded: 'Delivered',
  failed: 'Failed',
};

function outcomeOf(delivery: WebhookDelivery) {
  if (delivery.status === 'pending' && delivery.attempts === 0) return 'Waiting to send';
  return STATUS_TEXT[delivery.status];
}

/** An endpoint's latest deliveries: when, what, the receiver's answer, how long and how often; Resend. */
export function DeliveryLog({ endpointId, url }: { endpointId: number; url: string }) {
  const deliveries = useDeliveries(endpointId);
  const resend = useResendDelivery(endpointId);
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  if (deliveries.isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading deliveries</span>
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  }
  if (deliveries.isError) {
    return (
      <Alert type="error">
        <p>{deliveries.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          isBusy={deliveries.isFetching}
          busyLabel="Retrying..."
          onClick={() => deliveries.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (deliveries.data.length === 0) {
    return <p className="text-sm text-slate-600">Nothing has been sent to this endpoint yet.</p>;
  }

  const again = (id: number) => {
    if (resend.isPending) return;
    setAlert(null);
    resend.mutate(id, {
      onSuccess: () => setAlert({ type: 'success', text: 'The delivery will be sent again shortly.' }),
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  return (
    <div className="space-y-3">
      <FormAlert alert={alert} />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Deliveries to {url}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Time
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Event
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Outcome
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Status code
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Duration
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Attempts
              </th>
              <th scope="col" className="py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {deliveries.data.map((delivery) => (
              <tr key={delivery.id}>
                <td className="py-2 pr-4 whitespace-nowrap">
                  {when(delivery.last_attempt_at ?? delivery.created_at)}
                </td>
                <td className="py-2 pr-4 font-mono text-xs">{delivery.event_type}</td>
                <td className="py-2 pr-4">
                  {outcomeOf(delivery)}
                  {delivery.error && <span className="block text-xs text-slate-600">{delivery.error}</span>}
                </td>
                <td className="py-2 pr-4 text-right">{delivery.response_status ?? '–'}</td>
                <td className="py-2 pr-4 text-right">
                  {delivery.duration_ms === null ? '–' : `${delivery.duration_ms} ms`}
                </td>
                <td className="py-2 pr-4 text-right">{delivery.attempts}</td>
                <td className="py-2 text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    isBusy={resend.isPending && resend.variables === delivery.id}
                    busyLabel="Resending..."
                    disabled={resend.isPending}
                    onClick={() => again(delivery.id)}
                    aria-label={`Resend ${delivery.event_type} of ${when(delivery.created_at)}`}
                  >
                    Resend
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
