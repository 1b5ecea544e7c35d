import { NotAvailableYet } from '@/components/ui/not-available-yet';

/** Honest placeholder for the 'Main event image' screen; a later release builds it. */
export default function EditEventStep2Route() {
  return (
    <NotAvailableYet
      title="Main event image"
      purpose="The second editing step will let you change the event image and descriptions."
    />
  );
}
