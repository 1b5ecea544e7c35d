import { useLocation } from 'react-router';
import { ScreenHeader } from '@/components/ui/screen-header';
import { paths } from '@/lib/paths';
import { BasicInformationForm } from '../components/basic-information-form';
import { CREATE_STEPS, FlowSteps } from '../components/flow-steps';
import { readFlowState } from '../lib/flow-state';
import { emptyHeldEvent } from '../lib/held-event';
import { useHeldEventSnapshot } from '../lib/held-event-store';

/** Route my_event_step_1 (spec 2.11): 'Basic Information', prefilled from what the session holds. */
export default function CreateEventStep1Route() {
  const held = useHeldEventSnapshot('create');
  const { isFirstEvent } = readFlowState(useLocation().state);

  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Basic Information"
        documentTitle="Create event"
        intro={
          isFirstEvent
            ? 'You have no events yet. Create your first one: start with what, when and where.'
            : 'Start with what, when and where. You add the image and tickets next.'
        }
      />
      <FlowSteps steps={CREATE_STEPS} current={1} />
      <BasicInformationForm
        flow="create"
        initial={held ?? emptyHeldEvent('create')}
        nextTo={paths.organizer.createEvent(2)}
        discardTo={paths.organizer.dashboard}
      />
    </div>
  );
}
