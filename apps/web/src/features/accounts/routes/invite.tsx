import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Invite teammate' screen; a later release builds it. */
export default function InviteRoute() {
  return (
    <NotAvailableYet
      title="Invite teammate"
      purpose="This form will invite a teammate to help manage your events."
    />
  );
}
