import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'E-tickets' screen; a later release builds it. */
export default function MyTicketsRoute() {
  return (
    <NotAvailableYet
      title="E-tickets"
      purpose="This is where you will find every ticket you booked, with its QR code and a download link."
    />
  );
}
