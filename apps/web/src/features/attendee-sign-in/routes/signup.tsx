import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Sign Up' screen; a later release builds it. */
export default function SignupRoute() {
  return (
    <NotAvailableYet
      title="Sign Up"
      purpose="Meet new people at events & conferences: attendee sign-up with a third-party identity provider is on its way."
    />
  );
}
