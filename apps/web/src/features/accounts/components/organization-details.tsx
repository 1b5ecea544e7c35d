import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { useOrganizationSelf } from '../api/get-organization-self';

const readOnlyClass = 'bg-slate-50 text-slate-900 hover:border-slate-300 focus:bg-white';

/** Spec 2.11 Details tab: the organisation's fields, read-only. */
export function OrganizationDetails() {
  const self = useOrganizationSelf();

  if (self.isPending) {
    return (
      <div className="grid gap-5 sm:grid-cols-2" role="status">
        <span className="sr-only">Loading your organisation</span>
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className="space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (self.isError) {
    return (
      <Alert type="error">
        <p>{self.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          isBusy={self.isFetching}
          busyLabel="Retrying..."
          onClick={() => self.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }

  const organization = self.data;
  return (
    <div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Organization Name"
          value={organization.organization_name}
          readOnly
          className={readOnlyClass}
        />
        <TextField
          label="Display Name"
          value={organization.display_name}
          readOnly
          className={readOnlyClass}
        />
        <TextField
          label="Email"
          type="email"
          value={organization.organization_email_address}
          readOnly
          className={readOnlyClass}
        />
        <TextField
          label="Phone number"
          type="tel"
          value={organization.organization_msisdn}
          readOnly
          className={readOnlyClass}
        />
      </div>
      <p className="mt-6 text-sm text-slate-600">
        Need to change these details? <TextLink to={paths.talkToUs}>Contact support</TextLink>.
      </p>
    </div>
  );
}
