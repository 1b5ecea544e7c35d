import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useWebhooks } from '../api/get-webhooks';
import { AddEndpointForm } from '../components/add-endpoint-form';
import { EndpointCard } from '../components/endpoint-card';
import { SecretNotice } from '../components/secret-notice';

/** The endpoints, or while they load, or why they cannot be shown (a teammate: the server's 403). */
function EndpointList({ onSecret }: { onSecret: (secret: string) => void }) {
  const webhooks = useWebhooks();
  if (webhooks.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading webhook endpoints</span>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (webhooks.isError) {
    return (
      <Alert type="error">
        <p>{webhooks.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          isBusy={webhooks.isFetching}
          busyLabel="Retrying..."
          onClick={() => webhooks.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (webhooks.data.length === 0) {
    return <p className="text-sm text-slate-600">No endpoints yet. Add one above.</p>;
  }
  return (
    <ul className="space-y-3" aria-label="Webhook endpoints">
      {webhooks.data.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} onSecret={onSecret} />
      ))}
    </ul>
  );
}

/** Issue 19: the owner's outgoing webhooks (Standard Webhooks), in the team settings area. */
export default function WebhooksRoute() {
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Webhooks"
        intro="Tell your own systems when orders are paid, refunded or cancelled, when tickets are checked in, and when events are published or cancelled."
      />
      {secret && <SecretNotice secret={secret} onDone={() => setSecret(null)} />}
      <section
        aria-labelledby="webhooks-add-title"
        className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
      >
        <h2 id="webhooks-add-title" className="mb-4 text-lg font-bold text-slate-950">
          Add an endpoint
        </h2>
        <AddEndpointForm onCreated={setSecret} />
      </section>
      <section
        aria-labelledby="webhooks-list-title"
        className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
      >
        <h2 id="webhooks-list-title" className="mb-4 text-lg font-bold text-slate-950">
          Endpoints
        </h2>
        <EndpointList onSecret={setSecret} />
      </section>
    </div>
  );
}
