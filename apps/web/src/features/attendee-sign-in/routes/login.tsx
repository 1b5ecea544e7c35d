import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Sign In' screen; a later release builds it. */
export default function LoginRoute() {
  return (
    <NotAvailableYet
      title="Sign In"
      purpose="Attendee sign-in with a third-party identity provider is on its way; until then you can book tickets as a guest."
    />
  );
}
