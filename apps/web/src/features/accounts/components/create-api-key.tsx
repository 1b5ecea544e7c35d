import { API_KEY_NAME_MAX, type ApiKeyScope, createApiKeyInput } from '@tiketi/contract/api-keys';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useCreateApiKey } from '../api/api-keys';

const SCOPES: { value: ApiKeyScope; label: string; hint: string }[] = [
  { value: 'read', label: 'Read only', hint: 'Reads events, ticket types, orders and attendees.' },
  {
    value: 'write',
    label: 'Read and write',
    hint: 'Also creates and changes events, ticket types, codes and orders, refunds included.',
  },
];

/** The new key, shown this once: the server keeps only a fingerprint of it. */
function NewKey({ name, apiKey, onDone }: { name: string; apiKey: string; onDone: () => void }) {
  const fieldId = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied('Copied.');
    } catch {
      setCopied('Could not copy. Select the key and copy it yourself.');
    }
  };
  return (
    <Alert type="warning">
      <p className="font-semibold">Copy the key for “{name}” now. It will not be shown again.</p>
      <p className="mt-1 text-sm">
        We keep only a fingerprint of it. If you lose it, revoke it and create a new one.
      </p>
      <label htmlFor={fieldId} className="mt-3 block text-sm font-semibold">
        Your new API key
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={apiKey}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 font-mono text-sm text-slate-900"
        />
        <Button variant="secondary" onClick={copy}>
          Copy key
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm">
        {copied}
      </p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onDone}>
        I have copied it
      </Button>
    </Alert>
  );
}

/** "Create API key": a name and a scope; the answer shows the key once. */
export function CreateApiKey() {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const radioName = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = createApiKeyInput.safeParse({ name, scope });
    if (!checked.success) {
      setAlert({ type: 'error', text: checked.error.issues[0]?.message ?? 'Check the form' });
      return;
    }
    setAlert(null);
    create.mutate(checked.data, {
      onSuccess: (data) => {
        setCreated({ name: checked.data.name, key: data.key });
        setName('');
        setScope('read');
      },
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  if (created) return <NewKey name={created.name} apiKey={created.key} onDone={() => setCreated(null)} />;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h4 className="text-sm font-bold text-slate-950">Create API key</h4>
      <FormAlert alert={alert} />
      <TextField
        label="Key name"
        hint="Say what will use it, such as “Website” or “Box office app”."
        value={name}
        maxLength={API_KEY_NAME_MAX}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Access</legend>
        <div className="mt-2 space-y-2">
          {SCOPES.map((choice) => (
            <div key={choice.value} className="flex items-start gap-2">
              <input
                id={`${radioName}-${choice.value}`}
                type="radio"
                name={radioName}
                value={choice.value}
                checked={scope === choice.value}
                onChange={() => setScope(choice.value)}
                aria-describedby={`${radioName}-${choice.value}-hint`}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={`${radioName}-${choice.value}`} className="text-sm text-slate-800">
                  {choice.label}
                </label>
                <p id={`${radioName}-${choice.value}-hint`} className="text-xs text-slate-600">
                  {choice.hint}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <Button type="submit" isBusy={create.isPending} busyLabel="Creating...">
        Create API key
      </Button>
    </form>
  );
}
