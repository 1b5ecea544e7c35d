import type { ReactNode } from 'react';

interface MessagePageProps {
  /** Small label above the title, e.g. "404". */
  eyebrow?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A centred page with one heading: not found, not available yet, errors. */
export function MessagePage({ eyebrow, title, children, actions }: MessagePageProps) {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      {/* i18n-ignore: the brand after the page title */}
      <title>{`${title} · Tiketi`}</title>
      <div className="w-full max-w-xl rounded-3xl border border-slate-200 bg-white px-6 py-12 shadow-card sm:px-12">
        {eyebrow && (
          <p className="mb-3 text-sm font-bold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">{title}</h1>
        <div className="mt-4 text-base leading-relaxed text-slate-700">{children}</div>
        {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </section>
  );
}
