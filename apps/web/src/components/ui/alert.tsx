import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Spec 4: alert types error (danger), success, warning, otherwise primary. */
export type AlertType = 'error' | 'success' | 'warning' | 'primary';

const styles: Record<AlertType, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  primary: 'border-brand-200 bg-brand-50 text-brand-900',
};

const icons: Record<AlertType, string> = {
  error: 'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  success: 'M9 12l2 2 4-4m6 2a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  warning: 'M12 9v4m0 4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  primary: 'M13 16h-1v-4h-1m1-4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
};

interface AlertProps {
  type?: AlertType;
  children: ReactNode;
  className?: string;
}

export function Alert({ type = 'primary', children, className }: AlertProps) {
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      data-alert-type={type}
      className={cn('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', styles[type], className)}
    >
      <svg
        className="mt-0.5 size-5 shrink-0"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={icons[type]} />
      </svg>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
