import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'My events' screen; a later release builds it. */
export default function MyEventsRoute() {
  return (
    <NotAvailableYet
      title="My events"
      purpose="This page will list your ongoing, upcoming, draft and ended events."
    />
  );
}
