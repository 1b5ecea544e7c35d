import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useApiKeys } from '../api/api-keys';
import { useOrganizationSelf } from '../api/get-organization-self';
import { ApiKeyList } from './api-key-list';
import { CreateApiKey } from './create-api-key';

const OWNER_ONLY_KEYS = 'Only the organisation owner can create and revoke API keys.';

/** The owner's keys: loading, error, empty or the list. */
function OwnerKeys() {
  const keys = useApiKeys();
  if (keys.isPending) {
    return (
      <div className="space-y-3" role="status">
        <span className="sr-only">Loading API keys</span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (keys.isError) {
    return (
      <Alert type="error">
        <p>{keys.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          isBusy={keys.isFetching}
          busyLabel="Retrying..."
          onClick={() => keys.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (keys.data.length === 0) {
    return <p className="text-sm text-slate-600">No API keys yet.</p>;
  }
  return <ApiKeyList keys={keys.data} />;
}

/**
 * Issue 19 (ADR-025): API keys let the organisation's own tools call Tiketi with
 * `Authorization: Bearer <key>`. The owner creates, sees and revokes them; a teammate reads why not.
 * Loaded on its own (team-access.tsx), so the team and its settings do not wait for it.
 */
export default function ApiKeysSection() {
  const self = useOrganizationSelf();
  let body: ReactNode;
  if (self.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">Loading API keys</span>
        <Skeleton className="h-6 w-72 max-w-full" />
      </div>
    );
  } else if (self.isError) {
    body = (
      <Alert type="error">
        <p>{self.error.message}</p>
      </Alert>
    );
  } else if (self.data.role === 'owner') {
    body = (
      <div className="space-y-6">
        <OwnerKeys />
        <CreateApiKey />
      </div>
    );
  } else {
    body = <p className="text-sm text-slate-600">{OWNER_ONLY_KEYS}</p>;
  }

  return (
    <section aria-labelledby="api-keys-title" className="mt-8 border-t border-slate-200 pt-6">
      <h3 id="api-keys-title" className="text-base font-bold text-slate-950">
        API keys
      </h3>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Let your website or other tools read and manage your events, tickets and orders. Send a key as{' '}
        <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>.
      </p>
      {body}
    </section>
  );
}
