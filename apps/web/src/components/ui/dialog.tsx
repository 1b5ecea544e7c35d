import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  closeLabel?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() traps focus and makes the page inert,
 * Escape closes it, and focus returns to whatever opened it.
 */
export function Dialog({ open, onClose, title, children, closeLabel = 'OK' }: DialogProps) {
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

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-ink shadow-2xl"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold text-slate-950">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 text-slate-700">
          {children}
        </div>
        <div className="mt-6 flex justify-end">
          <Button autoFocus onClick={onClose}>
            {closeLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
