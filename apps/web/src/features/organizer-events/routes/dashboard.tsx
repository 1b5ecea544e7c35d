import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon, ChartIcon, PlusIcon, SettingsIcon, UsersIcon } from '@/components/ui/icons';
import { ScreenHeader } from '@/components/ui/screen-header';
import { useSession } from '@/lib/use-session';

interface ShortcutProps {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
}

function Shortcut({ to, icon, title, text }: ShortcutProps) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200 transition hover:ring-brand-300"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 font-semibold text-slate-950">
          {title}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
        <span className="mt-1 block text-sm text-slate-600">{text}</span>
      </span>
    </Link>
  );
}

/**
 * Route dashboard (spec 2.11): the greeting, Create Event and shortcuts. The summary figures
 * (decision 4) and the event lists come with the organizer events work; until then this says so
 * instead of showing numbers.
 */
export default function DashboardRoute() {
  const userName = useSession((s) => s.user_name);

  return (
    <div className="space-y-8">
      <ScreenHeader
        title={userName ? `Welcome back, ${userName}` : 'Welcome back'}
        documentTitle="Dashboard"
        intro="Here is where you run your events, tickets and team."
        actions={
          <ButtonLink to="/organizer/event/1" size="lg">
            <PlusIcon className="size-5" />
            Create Event
          </ButtonLink>
        }
      />

      <section
        aria-labelledby="overview-title"
        className="rounded-3xl border border-dashed border-slate-300 bg-white/60 px-6 py-10 text-center sm:px-10"
      >
        <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <ChartIcon className="size-6" />
        </span>
        <h2 id="overview-title" className="mt-4 text-lg font-bold text-slate-950">
          Sales figures and your events are coming soon
        </h2>
        <p className="mx-auto mt-2 max-w-lg text-sm leading-relaxed text-slate-600">
          Net sales, events and tickets sold, with your recently published events and drafts, will appear
          here. This part of Tiketi is not available yet; we are building it now.
        </p>
      </section>

      <section aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="text-lg font-bold text-slate-950">
          Get set up
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Shortcut
            to="/organizer/settings"
            icon={<SettingsIcon className="size-5" />}
            title="Organisation details"
            text="Check the name, email and phone number ticket buyers see."
          />
          <Shortcut
            to="/organizer/settings?tab=team"
            icon={<UsersIcon className="size-5" />}
            title="Team Access"
            text="Invite teammates to help you manage your events."
          />
        </div>
      </section>
    </div>
  );
}
