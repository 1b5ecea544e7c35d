import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Team Access' screen; a later release builds it. */
export default function TeamRoute() {
  return (
    <NotAvailableYet title="Team Access" purpose="This page will list your teammates and pending invites." />
  );
}
