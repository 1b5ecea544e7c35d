import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Ticket Setup' screen; a later release builds it. */
export default function CreateEventStep3Route() {
  return (
    <NotAvailableYet
      title="Ticket Setup"
      purpose="The last step of creating an event: the ticket types, prices and quantities."
    />
  );
}
