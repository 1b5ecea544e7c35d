import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useOrganizationSelf } from '../api/get-organization-self';

/** Issue 19: the owner's way to the outgoing webhooks screen (teammates cannot manage them). */
export function WebhooksLink() {
  const role = useOrganizationSelf().data?.role;
  if (role !== 'owner') return null;
  return (
    <section aria-labelledby="webhooks-link-title" className="mt-8 border-t border-slate-200 pt-6">
      <h3 id="webhooks-link-title" className="mb-1 text-base font-bold text-slate-950">
        Webhooks
      </h3>
      <p className="mb-3 text-sm text-slate-600">
        Send your own systems a signed message when orders, check-ins and events change.
      </p>
      <ButtonLink to={paths.organizer.webhooks} variant="outline" size="sm">
        Manage webhooks
      </ButtonLink>
    </section>
  );
}
