import type { Teammate } from '@tiketi/contract/accounts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useManageTeammate } from '../api/manage-team';

/** The owner's buttons: Remove for a teammate; Resend and Cancel for a pending invite. */
export function TeammateActions({ person }: { person: Teammate }) {
  const manage = useManageTeammate();
  const [note, setNote] = useState<string | null>(null);
  if (person.role === 'owner') return null;
  const name = `${person.first_name} ${person.last_name}`;
  const run = (action: 'remove' | 'resend') =>
    manage.mutate(
      { id: person.id, action },
      { onSuccess: setNote, onError: (error) => setNote(error.message) },
    );
  const isInvite = person.last_login_date === null;

  return (
    <>
      {isInvite && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Resend invitation to ${name}`}
          onClick={() => run('resend')}
        >
          Resend
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        aria-label={isInvite ? `Cancel invitation to ${name}` : `Remove ${name}`}
        isBusy={manage.isPending}
        busyLabel="Working..."
        onClick={() => run('remove')}
      >
        {isInvite ? 'Cancel' : 'Remove'}
      </Button>
      <span role="status" className="self-center text-xs text-slate-600">
        {note}
      </span>
    </>
  );
}
