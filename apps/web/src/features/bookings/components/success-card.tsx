import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { TicketIcon } from '@/components/ui/icons';
import { useCatalog } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';

/** The pieces every state of the payment success screen is made of. */

export function SuccessCard({ children }: { children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white/95 px-4 py-6 shadow-card ring-1 ring-slate-200 sm:p-10">
      {children}
    </section>
  );
}

export type Tone = 'success' | 'warning' | 'neutral';

export function StatusHeading({ tone, children }: { tone: Tone; children: ReactNode }) {
  const badge = {
    success: 'bg-green-100 text-green-700',
    warning: 'bg-amber-100 text-amber-800',
    neutral: 'bg-brand-50 text-brand-700',
  }[tone];
  const path = {
    success: 'M5 12.5l4.5 4.5L19 7.5',
    warning: 'M12 8v5m0 3.5h.01',
    neutral: 'M12 8h.01M12 11v5',
  }[tone];
  return (
    <div className="flex flex-col items-center text-center">
      <span className={`flex size-14 items-center justify-center rounded-full ${badge}`}>
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d={path} />
        </svg>
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">{children}</h1>
    </div>
  );
}

export function OrderFor({ name }: { name: string }) {
  if (!name) return null;
  return (
    <p className="text-slate-700">
      <Trans
        id="success.orderFor"
        values={{ name }}
        components={{ 0: <span className="font-semibold break-words text-slate-950" /> }}
      />
    </p>
  );
}

export function ViewTickets() {
  const t = useCatalog('buyer');
  return (
    <ButtonLink to={paths.myTickets} size="lg" className="w-full sm:w-auto">
      <TicketIcon className="size-5" />
      {t('success.viewTickets')}
    </ButtonLink>
  );
}
