import type { ReactNode } from 'react';
import { CalendarIcon, TicketIcon, UsersIcon } from '@/components/ui/icons';

const POINTS = [
  { icon: CalendarIcon, text: 'Find concerts, conferences and meetups near you.' },
  { icon: TicketIcon, text: 'Keep every e-ticket in one place, ready at the door.' },
  { icon: UsersIcon, text: 'Tickets you bought as a guest follow you once you sign in.' },
];

interface AttendeeAuthLayoutProps {
  title: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame of the attendee sign-up and sign-in screens: the tagline beside a card of choices. */
export function AttendeeAuthLayout({ title, children, footer }: AttendeeAuthLayoutProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50">
      <title>{`${title} · Tiketi`}</title>
      <div className="container-page py-8 sm:py-14">
        <div className="mx-auto grid max-w-4xl overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-200 lg:grid-cols-2">
          <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-fuchsia-700 p-10 text-white lg:flex lg:flex-col lg:justify-between">
            <p className="text-3xl leading-tight font-extrabold text-balance">
              Meet new people at events &amp; conferences
            </p>
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
          <div className="px-5 py-8 sm:px-10 sm:py-12">
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">{title}</h1>
            <p className="mt-2 leading-relaxed text-slate-600 lg:hidden">
              Meet new people at events &amp; conferences
            </p>
            <div className="mt-8">{children}</div>
            <div className="mt-8 space-y-2 border-t border-slate-200 pt-6 text-sm text-slate-600">
              {footer}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
