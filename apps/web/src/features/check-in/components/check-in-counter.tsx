import type { CheckInCounts } from '@tiketi/contract/check-in';

/** The live counter: admissions checked in of all sold, and the people they admit. */
export function CheckInCounter({ counts }: { counts: CheckInCounts }) {
  const percent = counts.total === 0 ? 0 : Math.round((counts.checked_in / counts.total) * 100);
  return (
    <section
      aria-labelledby="check-in-counter"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="check-in-counter" className="text-xs font-bold tracking-wide text-slate-600 uppercase">
        Checked in
      </h2>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="text-4xl font-black tracking-tight text-slate-950 tabular-nums">
          {counts.checked_in}
        </span>
        <span className="text-lg font-semibold text-slate-600 tabular-nums"> of {counts.total} tickets</span>
      </p>
      <div
        role="progressbar"
        aria-label="Tickets checked in"
        aria-valuemin={0}
        aria-valuemax={counts.total}
        aria-valuenow={counts.checked_in}
        aria-valuetext={`${counts.checked_in} of ${counts.total} tickets checked in`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-green-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-700 tabular-nums">
        {counts.people_checked_in} of {counts.people_total} people admitted
      </p>
    </section>
  );
}
