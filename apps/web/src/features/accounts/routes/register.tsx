import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Register' screen; a later release builds it. */
export default function RegisterRoute() {
  return (
    <NotAvailableYet
      title="Register"
      purpose="Host registration will let you create an organiser account to publish events and sell tickets."
    />
  );
}
