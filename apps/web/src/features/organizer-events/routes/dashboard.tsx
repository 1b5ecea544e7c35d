import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Dashboard' screen; a later release builds it. */
export default function DashboardRoute() {
  return (
    <NotAvailableYet
      title="Dashboard"
      purpose="Your dashboard will show net sales, your events and tickets sold at a glance."
    />
  );
}
