import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses =
  'w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 hover:border-slate-400 disabled:bg-slate-100';

export interface FieldShellProps {
  id: string;
  label: string;
  hint?: string;
  isRequired?: boolean;
  className?: string;
  children: React.ReactNode;
}

/** A label above its control, with an optional hint below (described-by `${id}-hint`). */
export function FieldShell({ id, label, hint, isRequired, className, children }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        {isRequired && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  containerClassName?: string;
}

export function TextField({
  label,
  hint,
  containerClassName,
  className,
  required,
  ...props
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} isRequired={required} className={containerClassName}>
      <input
        id={id}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(fieldClasses, className)}
        {...props}
      />
    </FieldShell>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  containerClassName?: string;
}

export function TextAreaField({
  label,
  hint,
  containerClassName,
  className,
  required,
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} isRequired={required} className={containerClassName}>
      <textarea
        id={id}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(fieldClasses, 'min-h-32', className)}
        {...props}
      />
    </FieldShell>
  );
}
