import { MESSAGES } from '@tiketi/contract/messages';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { ScreenHeader } from '@/components/ui/screen-header';
import { paths } from '@/lib/paths';
import { useCreateTickets } from '../api/create-tickets';
import { CREATE_STEPS, FlowSteps } from '../components/flow-steps';
import { TicketRowsEditor } from '../components/ticket-rows-editor';
import { type FlowState, readFlowState } from '../lib/flow-state';
import type { HeldEvent } from '../lib/held-event';
import { dropHeldEvent, patchHeldEvent, useHeldEventSnapshot } from '../lib/held-event-store';
import { checkNewTickets } from '../lib/ticket-payload';
import { CREATE_DEFAULTS, createRows, heldTicketValues, type TicketRow } from '../lib/ticket-rows';

/** Route my_event_step_3 (spec 2.11): 'Ticket Setup'; without a held event id it returns to the dashboard. */
export default function CreateEventStep3Route() {
  const held = useHeldEventSnapshot('create');
  if (!held || held.id === null) return <Navigate to={paths.organizer.dashboard} replace />;
  return <TicketSetup held={held} eventId={held.id} />;
}

function TicketSetup({ held, eventId }: { held: HeldEvent; eventId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const createTickets = useCreateTickets();
  const [rows, setRows] = useState<TicketRow[]>(() => createRows(held.tickets));
  // The green 'Event created' message of step 2 (spec decision #2) greets this screen.
  const [alert, setAlert] = useState<AlertMessage | null>(() => readFlowState(location.state).notice);

  // Held with the event, so a reload keeps the forms; Discard and Finish Setup drop them with it.
  const changeRows = (next: TicketRow[]) => {
    setRows(next);
    patchHeldEvent('create', { tickets: heldTicketValues(next) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createTickets.isPending) return;
    const check = checkNewTickets(rows, eventId, held.currency || 'USD');
    if (!check.isValid) {
      setAlert({ type: 'error', text: check.message });
      return;
    }
    setAlert(null);
    createTickets.mutate(check.data, {
      onSuccess: (text) => {
        const state: FlowState = {
          notice: { type: 'success', text: text || 'Tickets created' },
          createdEventId: eventId,
        };
        // Spec 4: the held data is cleared and the dashboard follows, on its Drafts tab.
        navigate(paths.organizer.dashboardDrafts, { state });
        dropHeldEvent();
      },
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  const discard = () => {
    navigate(paths.organizer.dashboard);
    dropHeldEvent();
  };

  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Ticket Setup"
        documentTitle="Create event"
        intro={
          <>
            The ticket types of <span className="font-semibold break-words text-slate-900">{held.title}</span>
          </>
        }
      />
      <FlowSteps steps={CREATE_STEPS} current={3} />
      <form
        onSubmit={submit}
        noValidate
        aria-label="Ticket Setup"
        className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
      >
        <FormAlert alert={alert} className="mb-5" />
        {createTickets.isPending && (
          <Alert type="warning" className="mb-5">
            {MESSAGES.processing}
          </Alert>
        )}
        <TicketRowsEditor
          rows={rows}
          onRowsChange={changeRows}
          defaults={CREATE_DEFAULTS}
          currency={held.currency || 'USD'}
          disabled={createTickets.isPending}
        />
        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="ghost" size="lg" onClick={discard} disabled={createTickets.isPending}>
              Discard
            </Button>
            <ButtonLink to={paths.organizer.createEvent(2)} variant="outline" size="lg">
              <ArrowLeftIcon className="size-5" />
              Back
            </ButtonLink>
          </div>
          <Button type="submit" size="lg" isBusy={createTickets.isPending} busyLabel="Saving...">
            Finish Setup
          </Button>
        </div>
      </form>
    </div>
  );
}
