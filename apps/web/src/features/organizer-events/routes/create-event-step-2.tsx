import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Main event image' screen; a later release builds it. */
export default function CreateEventStep2Route() {
  return (
    <NotAvailableYet
      title="Main event image"
      purpose="The second step of creating an event: the main image and the descriptions."
    />
  );
}
