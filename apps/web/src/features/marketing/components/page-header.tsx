import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The heading band at the top of a static page; holds the page's only h1. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* i18n-ignore: the brand after the page title */}
      <title>{`${title} · Tiketi`}</title>
      <div className="container-page py-12 sm:py-16">
        {eyebrow && <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">
          {title}
        </h1>
        {children && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{children}</div>}
      </div>
    </header>
  );
}
