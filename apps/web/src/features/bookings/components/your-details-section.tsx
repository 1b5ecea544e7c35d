import type { ReactNode } from 'react';
import { useCatalog } from '@/lib/i18n/i18n';

interface YourDetailsSectionProps {
  /** The line under the heading: where the tickets go, or that the details are fixed. */
  note: ReactNode;
  /** t('details.notYou') is offered only when there is someone's identity to drop. */
  onNotYou?: () => void;
  children: ReactNode;
}

/** The payment screen's t('details.title') card, for a guest and a signed-in attendee alike. */
export function YourDetailsSection({ note, onNotYou, children }: YourDetailsSectionProps) {
  const t = useCatalog('buyer');
  return (
    <section
      aria-labelledby="your-details-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="your-details-title" className="text-lg font-bold text-slate-950">
          {t('details.title')}
        </h2>
        {onNotYou && (
          <button
            type="button"
            onClick={onNotYou}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('details.notYou')}
          </button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
      {children}
    </section>
  );
}
