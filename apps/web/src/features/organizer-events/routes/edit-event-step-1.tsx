import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { ScreenHeader } from '@/components/ui/screen-header';
import { paths } from '@/lib/paths';
import { BasicInformationForm } from '../components/basic-information-form';
import { CancelEventSection } from '../components/cancel-event-section';
import { DuplicateEventSection } from '../components/duplicate-event-section';
import { EDIT_STEPS, FlowSteps } from '../components/flow-steps';
import { PublishControl } from '../components/publish-control';
import { useHeldEventSnapshot } from '../lib/held-event-store';

/** Issue 19: the widget's snippets load only when this screen shows them. */
const EmbedSection = lazy(() => import('../components/embed-section'));

/**
 * Route my_event_view_step_1 (spec 2.11): 'Updated Event', prefilled from the event held by its
 * card; below it the event's status, duplicating it, the widget's snippets for the organizer's own
 * site (issue 19) and cancelling it (issue 14). Messages to ticket holders are one link away.
 */
export default function EditEventStep1Route() {
  // Each arrival is a new screen: 'Duplicate event' comes back here holding the copy (issue 19).
  return <EditEventStep1 key={useLocation().key} />;
}

function EditEventStep1() {
  const held = useHeldEventSnapshot('edit');
  if (!held || held.id === null) return <Navigate to={paths.organizer.events} replace />;

  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Updated Event"
        documentTitle="Edit event"
        intro={
          <>
            Editing <span className="font-semibold break-words text-slate-900">{held.title}</span>
          </>
        }
        actions={
          <ButtonLink to={paths.organizer.messages(held.id)} variant="outline">
            <MailIcon className="size-4" />
            Messages
          </ButtonLink>
        }
      />
      <FlowSteps steps={EDIT_STEPS} current={1} />
      <BasicInformationForm
        flow="edit"
        initial={held}
        nextTo={paths.organizer.editEvent(2)}
        discardTo={paths.organizer.events}
      />
      <PublishControl eventId={held.id} />
      <DuplicateEventSection eventId={held.id} />
      <Suspense fallback={null}>
        <EmbedSection eventId={held.id} />
      </Suspense>
      <CancelEventSection eventId={held.id} />
    </div>
  );
}
