import { TICKET_UPDATE_REDIRECT_MS } from '@tiketi/contract/constants';
import { MESSAGES } from '@tiketi/contract/messages';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useOrganizerEvent } from '@/lib/organizer-event';
import { paths } from '@/lib/paths';
import { sessionStore } from '@/lib/session';
import { useUpdateTickets } from '../api/update-tickets';
import { EDIT_STEPS, FlowSteps } from '../components/flow-steps';
import { PublishControl } from '../components/publish-control';
import { TicketRowsEditor } from '../components/ticket-rows-editor';
import { readFlowState } from '../lib/flow-state';
import { heldEventFrom, readHeldEventOf } from '../lib/held-event';
import { dropHeldEvent, replaceHeldEvent } from '../lib/held-event-store';
import { checkTicketUpdate } from '../lib/ticket-payload';
import { EDIT_DEFAULTS, newTicketRow, rowsFromTicketTypes, type TicketRow } from '../lib/ticket-rows';

/** Route my_event_view_step_3 (spec 2.11): 'Ticket Update' for the event in the path. */
export default function TicketUpdateRoute() {
  const { id } = useParams();
  const eventId = id && /^\d{1,9}$/.test(id) && Number(id) >= 1 ? Number(id) : null;
  const event = useOrganizerEvent(eventId);

  // The edit flow's held copy follows the saved event (a new image has a new address).
  useEffect(() => {
    if (!event.data) return;
    const held = readHeldEventOf(sessionStore.get().event, 'edit');
    if (held?.id === event.data.id) replaceHeldEvent(heldEventFrom(event.data));
  }, [event.data]);

  if (eventId === null) return <NotFoundPage />;
  if (event.isError && event.error instanceof ApiError && event.error.status === 404) {
    return <NotFoundPage title="Event not found" text={event.error.message} />;
  }

  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Ticket Update"
        documentTitle="Edit tickets"
        actions={
          <>
            <ButtonLink to={paths.organizer.checkIn(eventId)} variant="outline">
              Check-in
            </ButtonLink>
            <ButtonLink to={paths.organizer.attendees(eventId)} variant="outline">
              Attendees
            </ButtonLink>
            <ButtonLink to={paths.organizer.questions(eventId)} variant="outline">
              Questions
            </ButtonLink>
          </>
        }
        intro={
          event.data ? (
            <>
              The ticket types of{' '}
              <span className="font-semibold break-words text-slate-900">{event.data.title}</span>
            </>
          ) : undefined
        }
      />
      <FlowSteps steps={EDIT_STEPS} current={3} />
      {event.isPending ? (
        <div
          className="space-y-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
          role="status"
        >
          <span className="sr-only">Loading the tickets</span>
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-11 w-40 rounded-full" />
        </div>
      ) : event.isError ? (
        <Alert type="error">
          <p>{event.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            isBusy={event.isFetching}
            busyLabel="Retrying..."
            onClick={() => event.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <TicketUpdateForm event={event.data} />
          <PublishControl eventId={event.data.id} hasTicketsLink={false} />
        </>
      )}
    </div>
  );
}

function TicketUpdateForm({ event }: { event: OrganizerEvent }) {
  const navigate = useNavigate();
  const location = useLocation();
  const updateTickets = useUpdateTickets();
  // Spec 2.11: the tickets on sale; an event without any starts with one new form.
  const [rows, setRows] = useState<TicketRow[]>(() => {
    const saved = rowsFromTicketTypes(event.tickets);
    return saved.length > 0 ? saved : [newTicketRow('first', EDIT_DEFAULTS)];
  });
  // Edit step 2's green 'Event updated' greets this screen.
  const [alert, setAlert] = useState<AlertMessage | null>(() => readFlowState(location.state).notice);
  const [isLeaving, setLeaving] = useState(false);
  const leaveTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const submit = (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    if (updateTickets.isPending || isLeaving) return;
    const check = checkTicketUpdate(rows, event.id, event.currency);
    if (!check.isValid) {
      setAlert({ type: 'error', text: check.message });
      return;
    }
    setAlert(null);
    updateTickets.mutate(check.data, {
      onSuccess: (text) => {
        setAlert({ type: 'success', text: text || 'Tickets updated' });
        // Spec 9: back to the dashboard 2 seconds after a ticket update.
        setLeaving(true);
        leaveTimer.current = window.setTimeout(() => {
          navigate(paths.organizer.dashboard);
          dropHeldEvent();
        }, TICKET_UPDATE_REDIRECT_MS);
      },
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  const discard = () => {
    navigate(paths.organizer.events);
    dropHeldEvent();
  };

  const isLocked = updateTickets.isPending || isLeaving;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Ticket Update"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
    >
      <FormAlert alert={alert} className="mb-5" />
      {updateTickets.isPending && (
        <Alert type="warning" className="mb-5">
          {MESSAGES.processing}
        </Alert>
      )}
      {isLeaving && <p className="mb-5 text-sm text-slate-600">Taking you to the dashboard...</p>}
      <TicketRowsEditor
        rows={rows}
        onRowsChange={setRows}
        defaults={EDIT_DEFAULTS}
        currency={event.currency}
        disabled={isLocked}
      />
      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" size="lg" onClick={discard} disabled={isLocked}>
          Discard
        </Button>
        <Button
          type="submit"
          size="lg"
          isBusy={updateTickets.isPending}
          busyLabel="Updating..."
          disabled={isLeaving}
        >
          Update Ticket
        </Button>
      </div>
    </form>
  );
}
