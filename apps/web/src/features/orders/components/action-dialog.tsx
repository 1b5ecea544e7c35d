import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonVariant } from '@/components/ui/button';

interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, read with the title when the dialog opens. */
  description: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  submitVariant?: ButtonVariant;
  /** The server's or the form's refusal, shown above the buttons. */
  error: string | null;
  onSubmit: () => void;
}

/**
 * A modal form on the native <dialog>: showModal() traps focus and makes the page inert, Escape
 * closes it, and focus returns to the button that opened it. It cannot be closed while it works.
 */
export function ActionDialog({
  open,
  onClose,
  title,
  description,
  children,
  submitLabel,
  busyLabel,
  isBusy,
  submitVariant = 'primary',
  error,
  onSubmit,
}: ActionDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  const close = () => {
    if (!isBusy) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={close}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-ink shadow-2xl"
    >
      <form className="p-6" onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-bold text-slate-950">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 space-y-2 text-sm text-slate-700">
          {description}
        </div>
        {children && <div className="mt-5 space-y-4">{children}</div>}
        {error && (
          <Alert type="error" className="mt-5">
            {error}
          </Alert>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={close} disabled={isBusy}>
            Close
          </Button>
          <Button type="submit" variant={submitVariant} isBusy={isBusy} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
