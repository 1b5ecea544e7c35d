import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

/** For a code the camera cannot read: typed or pasted from the ticket. */
export function ManualCodeForm({ onSubmit, isBusy }: { onSubmit: (code: string) => void; isBusy: boolean }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError('Enter a ticket code');
      return;
    }
    setError('');
    onSubmit(value);
    setCode('');
  }

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        Ticket code
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        The code printed under the QR code on the e-ticket.
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          className={cn(fieldClasses, 'font-mono sm:flex-1')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" isBusy={isBusy} busyLabel="Checking...">
          Check in
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-semibold text-red-700" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
