import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import type { PromoCode } from '@tiketi/contract/promo-codes';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { EVENT_NOT_FOUND, LoadState, NotFound } from '@/components/ui/load-state';
import { useOrganizerEvent } from '@/lib/organizer-event';
import { usePromoCodes, useSavePromoCode } from '../api/promo-codes';
import { DeleteCodeDialog } from '../components/delete-code-dialog';
import { EventScreenHeader } from '../components/event-screen-header';
import { PromoCodeDialog } from '../components/promo-code-dialog';
import { PromoCodeList } from '../components/promo-code-list';
import { parseEventId } from '../lib/event-id';
import { inputOfCode } from '../lib/promo-code-form';

type Open = { kind: 'new' } | { kind: 'edit'; code: PromoCode } | { kind: 'delete'; code: PromoCode } | null;

function CodesSection({ event }: { event: OrganizerEvent }) {
  const codes = usePromoCodes(event.id);
  const toggle = useSavePromoCode(event.id);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<AlertMessage | null>(null);
  const finish = (text: string) => {
    setOpen(null);
    setNotice({ type: 'success', text });
  };
  const switchCode = (code: PromoCode) => {
    setNotice(null);
    toggle.mutate(
      { codeId: code.id, input: { ...inputOfCode(code), active: !code.active } },
      {
        onSuccess: (saved) =>
          setNotice({
            type: 'success',
            text: `${saved.code} is now ${saved.active ? 'active' : 'inactive'}.`,
          }),
        onError: (error) => setNotice({ type: 'error', text: error.message }),
      },
    );
  };
  const newButton = <Button onClick={() => setOpen({ kind: 'new' })}>New code</Button>;

  let body: ReactNode;
  if (codes.isPending || codes.isError) {
    body = <LoadState query={codes} label="the codes" notFound={EVENT_NOT_FOUND} />;
  } else if (codes.data.length === 0) {
    body = (
      <div className="rounded-2xl bg-slate-50 px-5 py-8 text-center text-slate-700">
        <p>
          No codes yet. A code gives buyers a discount, or unlocks hidden tickets for the people you give it
          to.
        </p>
        <div className="mt-4">{newButton}</div>
      </div>
    );
  } else {
    body = (
      <PromoCodeList
        codes={codes.data}
        ticketTypes={event.tickets}
        onEdit={(code) => setOpen({ kind: 'edit', code })}
        onToggle={switchCode}
        onDelete={(code) => setOpen({ kind: 'delete', code })}
        togglingId={toggle.isPending ? (toggle.variables?.codeId ?? null) : null}
      />
    );
  }

  return (
    <section
      aria-labelledby="promo-codes-title"
      className="space-y-5 rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="promo-codes-title" className="text-lg font-bold text-slate-950">
          Codes of this event
        </h2>
        {codes.data && codes.data.length > 0 && newButton}
      </div>
      <FormAlert alert={notice} />
      {body}
      {(open?.kind === 'new' || open?.kind === 'edit') && (
        <PromoCodeDialog
          eventId={event.id}
          currency={event.currency}
          ticketTypes={event.tickets}
          code={open.kind === 'edit' ? open.code : null}
          onClose={() => setOpen(null)}
          onSaved={(saved) =>
            finish(open.kind === 'edit' ? `${saved.code} was saved.` : `${saved.code} was created.`)
          }
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteCodeDialog eventId={event.id} code={open.code} onClose={() => setOpen(null)} onDone={finish} />
      )}
    </section>
  );
}

/** Issue 15: the promo and access codes of one event (organizer route /organizer/promo-codes/:id). */
export default function PromoCodesRoute() {
  const eventId = parseEventId(useParams().id);
  const event = useOrganizerEvent(eventId);
  if (eventId === null) return <NotFound {...EVENT_NOT_FOUND} />;
  if (event.isPending || event.isError) {
    return <LoadState query={event} label="the event" notFound={EVENT_NOT_FOUND} />;
  }
  return (
    <div className="space-y-6">
      <EventScreenHeader title="Promo codes" event={event.data} current="promo-codes" />
      <CodesSection key={eventId} event={event.data} />
      {event.data.tickets.length === 0 && (
        <Alert type="warning">
          This event has no tickets on sale yet: a code applies to tickets once you add them.
        </Alert>
      )}
    </div>
  );
}
