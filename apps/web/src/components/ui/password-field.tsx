import { type InputHTMLAttributes, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { useCatalog } from '@/lib/i18n/i18n';
import { EyeIcon, EyeOffIcon } from './icons';
import { FieldShell, fieldClasses } from './text-field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: string;
  containerClassName?: string;
}

/** A labelled password input with a show/hide toggle, so a long password can be checked before sending. */
export function PasswordField({
  label,
  hint,
  containerClassName,
  className,
  required,
  ...props
}: PasswordFieldProps) {
  const t = useCatalog('shared');
  const id = useId();
  const [isVisible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} hint={hint} isRequired={required} className={containerClassName}>
      <div className="relative">
        <input
          id={id}
          type={isVisible ? 'text' : 'password'}
          required={required}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={cn(fieldClasses, 'pr-12', className)}
          {...props}
        />
        <button
          type="button"
          aria-controls={id}
          aria-pressed={isVisible}
          onClick={() => setVisible((visible) => !visible)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-slate-600 hover:text-slate-950"
        >
          {isVisible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          <span className="sr-only">{t('password.show', { label: label.toLowerCase() })}</span>
        </button>
      </div>
    </FieldShell>
  );
}
