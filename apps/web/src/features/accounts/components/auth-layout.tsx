import type { ReactNode } from 'react';
import { CalendarIcon, TicketIcon, UsersIcon } from '@/components/ui/icons';

interface AuthLayoutProps {
  /** Small label above the heading, e.g. 'Step 1 of 2'. */
  eyebrow?: string;
  /** The page's h1. */
  title: ReactNode;
  /** The browser tab's title, when the heading is not plain text. */
  documentTitle?: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form. */
  footer?: ReactNode;
}

const POINTS = [
  { icon: CalendarIcon, text: 'Publish your event and its ticket types in minutes.' },
  { icon: TicketIcon, text: 'Sell tickets online to signed-in attendees and guests alike.' },
  { icon: UsersIcon, text: 'Invite your team to help you run every event.' },
];

/** The frame of the host account screens: a form card, with a short pitch beside it on wide screens. */
export function AuthLayout({ eyebrow, title, documentTitle, intro, children, footer }: AuthLayoutProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50">
      <title>{`${documentTitle ?? String(title)} · Tiketi`}</title>
      <div className="container-page py-8 sm:py-14">
        <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-200 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)]">
          <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-fuchsia-700 p-10 text-white lg:flex lg:flex-col lg:justify-between">
            <div>
              <p className="text-sm font-bold tracking-widest text-brand-100 uppercase">Tiketi for hosts</p>
              <p className="mt-3 text-3xl leading-tight font-extrabold text-balance">
                Your events, your tickets, your team.
              </p>
            </div>
            <ul className="mt-10 space-y-5">
              {POINTS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/15">
                    <Icon className="size-5" />
                  </span>
                  <span className="pt-1.5 text-sm leading-relaxed text-brand-50">{text}</span>
                </li>
              ))}
            </ul>
            <div
              className="pointer-events-none absolute -right-16 -bottom-16 size-56 rounded-full bg-white/10"
              aria-hidden="true"
            />
          </aside>
          <div className="px-5 py-8 sm:px-10 sm:py-10">
            {eyebrow && (
              <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
            )}
            <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-3xl">
              {title}
            </h1>
            {intro && <div className="mt-2 leading-relaxed text-slate-600">{intro}</div>}
            <div className="mt-6">{children}</div>
            {footer && (
              <div className="mt-8 space-y-2 border-t border-slate-200 pt-6 text-sm text-slate-600">
                {footer}
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
