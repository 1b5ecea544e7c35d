import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Organisation details' screen; a later release builds it. */
export default function RegisterDetailsRoute() {
  return (
    <NotAvailableYet
      title="Organisation details"
      purpose="The second registration step will collect your organisation name, display name and contact details."
    />
  );
}
