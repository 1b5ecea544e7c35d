import type { ReactNode } from 'react';

interface YourDetailsSectionProps {
  /** The line under the heading: where the tickets go, or that the details are fixed. */
  note: ReactNode;
  /** 'Not you?' is offered only when there is someone's identity to drop. */
  onNotYou?: () => void;
  children: ReactNode;
}

/** The payment screen's 'Your details' card, for a guest and a signed-in attendee alike. */
export function YourDetailsSection({ note, onNotYou, children }: YourDetailsSectionProps) {
  return (
    <section
      aria-labelledby="your-details-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="your-details-title" className="text-lg font-bold text-slate-950">
          Your details
        </h2>
        {onNotYou && (
          <button
            type="button"
            onClick={onNotYou}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Not you?
          </button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
      {children}
    </section>
  );
}
