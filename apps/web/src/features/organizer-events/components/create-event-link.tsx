import { ButtonLink } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { dropHeldEvent } from '../lib/held-event-store';

/** Create Event always starts a new event; the flow's own steps keep what they hold. */
export function CreateEventLink() {
  return (
    <ButtonLink to={paths.organizer.createEvent(1)} size="lg" onClick={dropHeldEvent}>
      <PlusIcon className="size-5" />
      Create Event
    </ButtonLink>
  );
}
