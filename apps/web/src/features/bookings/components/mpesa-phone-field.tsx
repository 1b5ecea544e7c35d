import { useId } from 'react';
import { FieldShell, fieldClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useCatalog } from '@/lib/i18n/i18n';

export const MPESA_PHONE_MESSAGE =
  'Enter a Kenyan mobile number for M-Pesa (07..., 01..., +254... or 254...)';

interface MpesaPhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Proceed found the number unusable: the message shows under the field. */
  isInvalid: boolean;
  /** A prompt went to this number already: it is shown, not edited. */
  isLocked: boolean;
}

/** Before Proceed, the buyer confirms or edits the number the M-Pesa prompt goes to. */
export function MpesaPhoneField({ value, onChange, isInvalid, isLocked }: MpesaPhoneFieldProps) {
  const t = useCatalog('buyer');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="mt-5">
      <FieldShell id={id} label={t('mpesa.phone')} isRequired>
        <input
          id={id}
          name="mpesa_phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          readOnly={isLocked}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? `${errorId} ${hintId}` : hintId}
          className={cn(fieldClasses, 'read-only:bg-slate-50 tabular-nums aria-invalid:border-red-600')}
        />
        <p id={hintId} className="text-xs text-slate-600">
          {isLocked ? t('mpesa.locked') : t('mpesa.hint')}
        </p>
      </FieldShell>
      <div id={errorId} role="alert" aria-atomic="true">
        {isInvalid && <p className="mt-1.5 text-sm font-medium text-red-700">{MPESA_PHONE_MESSAGE}</p>}
      </div>
    </div>
  );
}
