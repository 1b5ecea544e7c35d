import { type ReactNode, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useOrganizationSelf } from '../api/get-organization-self';
import { useTeamSettings, useUpdateTeamSettings } from '../api/team-settings';

/**
 * Issue 14: refunds and cancellations of orders and events are the owner's unless the owner lets
 * teammates do them. The owner switches it here; a teammate sees how it is set.
 */
export function RefundRightsSetting() {
  const settings = useTeamSettings();
  // A teammate, or a role that could not be read, sees the setting without changing it.
  const self = useOrganizationSelf();
  const update = useUpdateTeamSettings();
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const checkboxId = useId();
  const hintId = useId();

  let body: ReactNode;
  if (settings.isPending || self.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">Loading team settings</span>
        <Skeleton className="h-6 w-72 max-w-full" />
      </div>
    );
  } else if (settings.isError) {
    body = (
      <Alert type="error">
        <p>{settings.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          isBusy={settings.isFetching}
          busyLabel="Retrying..."
          onClick={() => settings.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  } else {
    const isOwner = self.data?.role === 'owner';
    const change = (allowed: boolean) => {
      if (update.isPending) return;
      setAlert(null);
      update.mutate(
        { members_can_refund: allowed },
        {
          onSuccess: (saved) =>
            setAlert({
              type: 'success',
              text: saved.members_can_refund
                ? 'Teammates can now refund and cancel orders.'
                : 'Only you can refund and cancel orders now.',
            }),
          onError: (error) => setAlert({ type: 'error', text: error.message }),
        },
      );
    };
    body = (
      <>
        <FormAlert alert={alert} className="mb-3" />
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={settings.data.members_can_refund}
            disabled={!isOwner || update.isPending}
            aria-describedby={hintId}
            onChange={(event) => change(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <div>
            <label htmlFor={checkboxId} className="text-sm font-semibold text-slate-800">
              Teammates can refund and cancel orders
            </label>
            <p id={hintId} className="mt-0.5 text-xs text-slate-600">
              {isOwner
                ? 'This covers refunds, cancelling orders and cancelling events. Every such action is recorded with who did it.'
                : 'Only the organisation owner can change this.'}
            </p>
          </div>
          {update.isPending && (
            <span className="ml-auto flex items-center gap-2 text-sm text-slate-600">
              <Spinner className="size-4" />
              Saving...
            </span>
          )}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="refund-rights-title" className="mt-8 border-t border-slate-200 pt-6">
      <h3 id="refund-rights-title" className="mb-3 text-base font-bold text-slate-950">
        Refunds and cancellations
      </h3>
      {body}
    </section>
  );
}
