import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Account Verification' screen; a later release builds it. */
export default function ResetRoute() {
  return (
    <NotAvailableYet
      title="Account Verification"
      purpose="This step will verify your host account with the code sent to your email address and set your password."
    />
  );
}
