import { useParams } from 'react-router';
import { NotAvailableYet } from '@/components/ui/not-available-yet';
import { NotFoundPage } from '@/components/ui/not-found-page';

/** Honest placeholder for the 'Ticket Update' screen; a later release builds it. */
export default function TicketUpdateRoute() {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id) || Number(id) < 1) return <NotFoundPage />;
  return (
    <NotAvailableYet
      title="Ticket Update"
      purpose="This page will let you edit, add and remove the ticket types of an event."
    />
  );
}
