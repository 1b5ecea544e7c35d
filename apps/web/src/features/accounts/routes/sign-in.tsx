import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Sign In to your account' screen; a later release builds it. */
export default function SignInRoute() {
  return (
    <NotAvailableYet
      title="Sign In to your account"
      purpose="Manage events, tickets, orders and much more, once host sign-in is available."
    />
  );
}
