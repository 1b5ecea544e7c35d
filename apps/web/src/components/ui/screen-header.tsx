import type { ReactNode } from 'react';

interface ScreenHeaderProps {
  title: string;
  /** The browser tab's title when it differs from the heading (a greeting, say). */
  documentTitle?: string;
  intro?: ReactNode;
  /** Buttons or links at the right (below the title on a phone). */
  actions?: ReactNode;
}

/** The heading row of an app screen (organizer pages): the page's h1, tab title and main actions. */
export function ScreenHeader({ title, documentTitle, intro, actions }: ScreenHeaderProps) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      {/* i18n-ignore: the brand after the page title */}
      <title>{`${documentTitle ?? title} · Tiketi`}</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-3xl">
          {title}
        </h1>
        {intro && <div className="mt-1.5 text-slate-600">{intro}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
    </header>
  );
}
