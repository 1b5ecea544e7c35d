import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Account recovery' screen; a later release builds it. */
export default function ForgotRoute() {
  return (
    <NotAvailableYet
      title="Account recovery"
      purpose="Account recovery will send a verification code so you can set a new password for your host account."
    />
  );
}
