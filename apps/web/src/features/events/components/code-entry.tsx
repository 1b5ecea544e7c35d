import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useCatalog } from '@/lib/i18n/i18n';

interface CodeEntryProps {
  /** The code asked for (typed, or from the link), shown in the field. */
  asked: string | null;
  /** The buyer's message for the applied code, or null when none applies. */
  appliedMessage: string | null;
  isApplying: boolean;
  /** Why the server refused the code. */
  refusal: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

const LINK_BUTTON =
  'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700';

/**
 * Issue 15: t('code.enter') under the tickets opens the promo or access code field; an applied code is
 * said with Remove, a refused one says why under the field.
 */
export function CodeEntry({ asked, appliedMessage, isApplying, refusal, onApply, onRemove }: CodeEntryProps) {
  const t = useCatalog('events');
  const [isOpen, setOpen] = useState(asked !== null);
  const [value, setValue] = useState(asked ?? '');

  if (appliedMessage) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-green-50 px-4 py-3 ring-1 ring-green-200">
        <p role="status" className="text-sm font-semibold text-green-900">
          {appliedMessage}
        </p>
        <button
          type="button"
          className={cn(LINK_BUTTON, 'text-sm')}
          onClick={() => {
            setValue('');
            setOpen(false);
            onRemove();
          }}
        >
          {t('code.remove')}
        </button>
      </div>
    );
  }

  if (!isOpen && asked === null) {
    return (
      <p className="mt-4">
        <button type="button" className={cn(LINK_BUTTON, 'min-h-11 text-sm')} onClick={() => setOpen(true)}>
          {t('code.enter')}
        </button>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(value);
  };
  return (
    <form onSubmit={submit} className="mt-4 max-w-md" noValidate>
      <label htmlFor="promo-code" className="text-sm font-semibold text-slate-800">
        {t('code.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id="promo-code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? 'promo-code-error' : undefined}
          className={cn(fieldClasses, 'min-w-0 flex-1 uppercase', refusal && 'border-red-600')}
        />
        <Button type="submit" variant="outline" isBusy={isApplying} busyLabel={t('code.applying')}>
          {t('code.apply')}
        </Button>
      </div>
      {refusal && (
        <p id="promo-code-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {refusal}
        </p>
      )}
    </form>
  );
}
