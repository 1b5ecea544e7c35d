import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/cn';

interface ActionDialogProps {
  open: boolean;
  /** Escape, or the screen's own buttons; ignore it while a call is under way. */
  onClose: () => void;
  title: string;
  /** The dialog's content with its own buttons (a form, or a question and its answers). */
  children: ReactNode;
  /** The element whose text describes the dialog, read with its title. */
  describedBy?: string;
  /** 'md' for a short message, 'lg' (the default) for a form. */
  size?: 'md' | 'lg';
}

/**
 * A modal dialog that asks something and offers its own actions (ui/dialog.tsx is this with one OK,
 * for a message). The native <dialog>: showModal() traps focus and makes the page inert, Escape
 * closes it, and focus returns to whatever opened it.
 */
export function ActionDialog({
  open,
  onClose,
  title,
  children,
  describedBy,
  size = 'lg',
}: ActionDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-ink shadow-2xl',
        size === 'md' ? 'max-w-md' : 'max-w-lg',
      )}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold text-slate-950">
          {title}
        </h2>
        <div className="mt-2 text-slate-700">{children}</div>
      </div>
    </dialog>
  );
}

/** The row of a dialog's buttons: stacked on a phone, the main action last (rightmost) above. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
