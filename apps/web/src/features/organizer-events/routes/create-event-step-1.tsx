import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Basic Information' screen; a later release builds it. */
export default function CreateEventStep1Route() {
  return (
    <NotAvailableYet
      title="Basic Information"
      purpose="The first step of creating an event: title, category, currency, dates and location."
    />
  );
}
