import { Navigate } from 'react-router';
import { ScreenHeader } from '@/components/ui/screen-header';
import { paths } from '@/lib/paths';
import { EventImageForm } from '../components/event-image-form';
import { EDIT_STEPS, FlowSteps } from '../components/flow-steps';
import { checkBasicInformation } from '../lib/event-form';
import { useHeldEventSnapshot } from '../lib/held-event-store';

/** Route my_event_view_step_2 (spec 2.11): the current image with Change, the descriptions, Update Event. */
export default function EditEventStep2Route() {
  const held = useHeldEventSnapshot('edit');
  if (!held || held.id === null) return <Navigate to={paths.organizer.events} replace />;
  if (!checkBasicInformation(held).isValid) return <Navigate to={paths.organizer.editEvent(1)} replace />;

  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Main event image"
        documentTitle="Edit event"
        intro={
          <>
            Editing <span className="font-semibold break-words text-slate-900">{held.title}</span>
          </>
        }
      />
      <FlowSteps steps={EDIT_STEPS} current={2} />
      <EventImageForm held={held} backTo={paths.organizer.editEvent(1)} discardTo={paths.organizer.events} />
    </div>
  );
}
