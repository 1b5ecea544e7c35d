import type { ReactNode } from 'react';
import { CalendarIcon, TicketIcon, UsersIcon } from '@/components/ui/icons';

/** Who the screen is for: the pitch beside the form, and the frame's width, follow. */
export type AuthAudience = 'host' | 'attendee';

const PITCHES = {
  host: {
    eyebrow: 'Tiketi for hosts',
    heading: 'Your events, your tickets, your team.',
    points: [
      { icon: CalendarIcon, text: 'Publish your event and its ticket types in minutes.' },
      { icon: TicketIcon, text: 'Sell tickets online to signed-in attendees and guests alike.' },
      { icon: UsersIcon, text: 'Invite your team to help you run every event.' },
    ],
    frame: 'max-w-5xl lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)]',
    body: 'sm:py-10',
    content: 'mt-6',
  },
  attendee: {
    eyebrow: null,
    heading: 'Meet new people at events & conferences',
    points: [
      { icon: CalendarIcon, text: 'Find concerts, conferences and meetups near you.' },
      { icon: TicketIcon, text: 'Keep every e-ticket in one place, ready at the door.' },
      { icon: UsersIcon, text: 'Tickets you bought as a guest follow you once you sign in.' },
    ],
    frame: 'max-w-4xl lg:grid-cols-2',
    body: 'sm:py-12',
    content: 'mt-8',
  },
} as const;

interface AuthLayoutProps {
  audience: AuthAudience;
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

/**
 * The frame of the sign-in and registration screens, for hosts and attendees: a form card, with a
 * short pitch beside it on wide screens (an attendee's pitch line also shows above the form on
 * narrow ones).
 */
export function AuthLayout({
  audience,
  eyebrow,
  title,
  documentTitle,
  intro,
  children,
  footer,
}: AuthLayoutProps) {
  const pitch = PITCHES[audience];
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50">
      <title>{`${documentTitle ?? String(title)} · Tiketi`}</title>
      <div className="container-page py-8 sm:py-14">
        <div
          className={`mx-auto grid overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-200 ${pitch.frame}`}
        >
          <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-fuchsia-700 p-10 text-white lg:flex lg:flex-col lg:justify-between">
            <div>
              {pitch.eyebrow && (
                <p className="text-sm font-bold tracking-widest text-brand-100 uppercase">{pitch.eyebrow}</p>
              )}
              <p
                className={`${pitch.eyebrow ? 'mt-3 ' : ''}text-3xl leading-tight font-extrabold text-balance`}
              >
                {pitch.heading}
              </p>
            </div>
            <ul className="mt-10 space-y-5">
              {pitch.points.map(({ icon: Icon, text }) => (
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
          <div className={`px-5 py-8 sm:px-10 ${pitch.body}`}>
            {eyebrow && (
              <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
            )}
            <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-3xl">
              {title}
            </h1>
            {intro ? (
              <div className="mt-2 leading-relaxed text-slate-600">{intro}</div>
            ) : (
              audience === 'attendee' && (
                <p className="mt-2 leading-relaxed text-slate-600 lg:hidden">{pitch.heading}</p>
              )
            )}
            <div className={pitch.content}>{children}</div>
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
