import { type OrganizationZone, organizationZoneInput } from '@tiketi/contract/zone-settings';
import { type FormEvent, useState } from 'react';
import { TimeZoneField } from '@/components/time-zone-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrganizationZone, useSaveOrganizationZone } from '@/lib/organization-zone';
import { useOrganizationSelf } from '../api/get-organization-self';

function ZoneForm({ saved, isOwner }: { saved: OrganizationZone; isOwner: boolean }) {
  const save = useSaveOrganizationZone();
  const [zone, setZone] = useState(saved.time_zone ?? '');
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  // With no zone of its own, the organisation follows the platform's: `effective` is then that one.
  const platformNote =
    saved.time_zone === null ? ` Left empty, they follow the platform's (${saved.effective}).` : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !isOwner) return;
    const check = organizationZoneInput.safeParse({ time_zone: zone.trim() === '' ? null : zone });
    if (!check.success) {
      setAlert({ type: 'error', text: check.error.issues[0]?.message ?? 'Choose a time zone from the list' });
      return;
    }
    setAlert(null);
    save.mutate(check.data, {
      onSuccess: (answer) => {
        setZone(answer.time_zone ?? '');
        setAlert({
          type: 'success',
          text: answer.time_zone
            ? `Time zone saved. New events start in ${answer.time_zone}.`
            : `Time zone cleared. New events start in the platform's (${answer.effective}).`,
        });
      },
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Time zone for new events">
      <FormAlert alert={alert} className="mb-4" />
      <TimeZoneField
        value={zone}
        onChange={setZone}
        disabled={!isOwner || save.isPending}
        placeholder={saved.effective}
        hint={
          isOwner
            ? `Type to search, e.g. Nairobi.${platformNote}`
            : 'Only the organisation owner can change this.'
        }
      />
      {isOwner && (
        <div className="mt-4 flex justify-end">
          <Button type="submit" isBusy={save.isPending} busyLabel="Saving…">
            Save time zone
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * Issue 16: the zone the organisation's new events start in (each event then keeps its own). The
 * owner sets it; a teammate, or a role that could not be read, sees it without changing it.
 */
export function OrganizationZoneSetting() {
  const zone = useOrganizationZone();
  const self = useOrganizationSelf();
  return (
    <section aria-labelledby="organization-zone-title" className="mt-8 border-t border-slate-200 pt-6">
      <h3 id="organization-zone-title" className="text-base font-bold text-slate-950">
        Time zone for new events
      </h3>
      <p className="mt-1 mb-5 text-sm text-slate-600">
        New events start in this zone; each event can pick its own. Existing events keep theirs.
      </p>
      {zone.isPending || self.isPending ? (
        <div role="status">
          <span className="sr-only">Loading the time zone</span>
          <Skeleton className="h-16 w-full" />
        </div>
      ) : zone.isError ? (
        <Alert type="error">
          <p>{zone.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            isBusy={zone.isFetching}
            busyLabel="Retrying..."
            onClick={() => zone.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <ZoneForm saved={zone.data} isOwner={self.data?.role === 'owner'} />
      )}
    </section>
  );
}
