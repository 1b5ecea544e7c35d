import type { ApiKeySummary } from '@tiketi/contract/api-keys';
import { useId, useState } from 'react';
import { ActionDialog, DialogActions } from '@/components/ui/action-dialog';
import { Button } from '@/components/ui/button';
import { ListTable } from '@/components/ui/table';
import { formatShortDateTime, toDateTimeAttribute } from '@/lib/dates';
import { useRevokeApiKey } from '../api/api-keys';

const SCOPE_LABEL = { read: 'Read only', write: 'Read and write' } as const;

function When({ iso, never = 'Never' }: { iso: string | null; never?: string }) {
  if (!iso) return <span className="text-slate-500">{never}</span>;
  return <time dateTime={toDateTimeAttribute(iso)}>{formatShortDateTime(iso)}</time>;
}

/** "Revoke", asked again in a dialog: the key's next call is refused at once. */
function RevokeApiKey({ apiKey }: { apiKey: ApiKeySummary }) {
  const revoke = useRevokeApiKey();
  const [isAsking, setIsAsking] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const questionId = useId();

  if (apiKey.revoked_at) {
    return (
      <span className="text-sm text-slate-600">
        Revoked <When iso={apiKey.revoked_at} />
      </span>
    );
  }
  const confirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: (said) => {
        setIsAsking(false);
        setNote(said);
      },
      onError: (error) => {
        setIsAsking(false);
        setNote(error.message);
      },
    });

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Revoke ${apiKey.name}`}
        onClick={() => setIsAsking(true)}
      >
        Revoke
      </Button>
      <span role="status" className="self-center text-xs text-slate-600">
        {note}
      </span>
      <ActionDialog
        open={isAsking}
        onClose={() => !revoke.isPending && setIsAsking(false)}
        title={`Revoke “${apiKey.name}”?`}
        describedBy={questionId}
        size="md"
      >
        <p id={questionId}>
          Anything using this key stops working at once. This cannot be undone: you would create a new key.
        </p>
        <DialogActions>
          <Button variant="outline" disabled={revoke.isPending} onClick={() => setIsAsking(false)}>
            Keep key
          </Button>
          <Button variant="danger" isBusy={revoke.isPending} busyLabel="Revoking..." onClick={confirm}>
            Revoke key
          </Button>
        </DialogActions>
      </ActionDialog>
    </>
  );
}

/** The keys: name, access, first characters, last use and creation; cards on a phone. */
export function ApiKeyList({ keys }: { keys: readonly ApiKeySummary[] }) {
  return (
    <>
      <ul aria-label="API keys" className="divide-y divide-slate-200 sm:hidden">
        {keys.map((key) => (
          <li key={key.id} className="py-4">
            <p className="font-semibold text-slate-950">{key.name}</p>
            <dl className="mt-2 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Access</dt>
              <dd className="text-slate-800">{SCOPE_LABEL[key.scope]}</dd>
              <dt className="text-slate-500">Key</dt>
              <dd className="font-mono text-slate-800">{key.prefix}…</dd>
              <dt className="text-slate-500">Last used</dt>
              <dd className="text-slate-800">
                <When iso={key.last_used_at} />
              </dd>
              <dt className="text-slate-500">Created</dt>
              <dd className="text-slate-800">
                <When iso={key.created_at} /> by {key.created_by}
              </dd>
            </dl>
            <div className="mt-3 flex gap-2">
              <RevokeApiKey apiKey={key} />
            </div>
          </li>
        ))}
      </ul>
      <ListTable
        caption="API keys"
        columns={[
          { label: 'Name' },
          { label: 'Access' },
          { label: 'Key' },
          { label: 'Last used' },
          { label: 'Created' },
          { label: <span className="sr-only">Actions</span> },
        ]}
        className="sm:block"
      >
        {keys.map((key) => (
          <tr key={key.id}>
            <td className="py-3.5 pr-4 font-semibold text-slate-950">{key.name}</td>
            <td className="py-3.5 pr-4 whitespace-nowrap text-slate-700">{SCOPE_LABEL[key.scope]}</td>
            <td className="py-3.5 pr-4 font-mono whitespace-nowrap text-slate-700">{key.prefix}…</td>
            <td className="py-3.5 pr-4 whitespace-nowrap text-slate-700">
              <When iso={key.last_used_at} />
            </td>
            <td className="py-3.5 pr-4 text-slate-700">
              <When iso={key.created_at} />
              <span className="block text-xs text-slate-500">by {key.created_by}</span>
            </td>
            <td className="flex gap-2 py-2.5">
              <RevokeApiKey apiKey={key} />
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
