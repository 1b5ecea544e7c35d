import { Navigate } from 'react-router';
import { ScreenHeader } from '@/components/ui/screen-header';
import { paths } from '@/lib/paths';
import { EventImageForm } from '../components/event-image-form';
import { CREATE_STEPS, FlowSteps } from '../components/flow-steps';
import { checkBasicInformation } from '../lib/event-form';
import { useHeldEventSnapshot } from '../lib/held-event-store';

/** Route my_event_step_2 (spec 2.11): 'Main event image'; Create Event makes the draft. */
export default function CreateEventStep2Route() {
  const held = useHeldEventSnapshot('create');
  if (!held || !checkBasicInformation(held).isValid)
    return <Navigate to={paths.organizer.createEvent(1)} replace />;

  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Main event image"
        documentTitle="Create event"
        intro="A striking image and a good description sell tickets."
      />
      <FlowSteps steps={CREATE_STEPS} current={2} />
      <EventImageForm
        held={held}
        backTo={paths.organizer.createEvent(1)}
        discardTo={paths.organizer.dashboard}
      />
    </div>
  );
}
