import { CHECK_IN_TEXTS } from '@tiketi/contract/check-in';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { Scan } from './check-in-result';

/** The last few answers, so the door can look back at who just went in. */
export function RecentScans({ scans }: { scans: readonly Scan[] }) {
  const headingId = useId();
  if (scans.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-xs font-bold tracking-wide text-slate-600 uppercase">
        Recent scans
      </h2>
      <ol className="mt-3 divide-y divide-slate-100">
        {[...scans]
          .sort((a, b) => b.number - a.number)
          .map((scan) => {
            const outcome = scan.result?.outcome;
            return (
              <li key={scan.number} className="flex items-center gap-3 py-2 text-sm">
                <span
                  className={cn(
                    'size-2.5 shrink-0 rounded-full',
                    outcome === 'valid'
                      ? 'bg-green-600'
                      : outcome === 'already_checked_in'
                        ? 'bg-amber-400'
                        : 'bg-red-600',
                  )}
                  aria-hidden="true"
                />
                <span className="font-semibold text-slate-900">
                  {outcome ? CHECK_IN_TEXTS[outcome].title : 'Not checked'}
                </span>
                <span className="min-w-0 truncate text-slate-600">
                  {scan.result?.buyer_name ?? `…${scan.code.slice(-6)}`}
                </span>
              </li>
            );
          })}
      </ol>
    </section>
  );
}
