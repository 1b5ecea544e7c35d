import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Updated Event' screen; a later release builds it. */
export default function EditEventStep1Route() {
  return (
    <NotAvailableYet
      title="Updated Event"
      purpose="Editing an event starts here, with its title, category, dates and location."
    />
  );
}
