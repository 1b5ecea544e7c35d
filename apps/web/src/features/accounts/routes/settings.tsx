import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Settings' screen; a later release builds it. */
export default function SettingsRoute() {
  return (
    <NotAvailableYet
      title="Settings"
      purpose="Your organisation details and team access will be shown here."
    />
  );
}
