import { type ComponentType, Suspense, type SVGProps } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ChartIcon, SettingsIcon, TicketIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';

interface MenuItem {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Paths (below /organizer/) that belong to this item, so it stays marked on its sub-pages. */
  sections: readonly string[];
}

/** Spec 2.11 side menu. */
const MENU: readonly MenuItem[] = [
  { to: paths.organizer.dashboard, label: 'Overview', icon: ChartIcon, sections: ['dashboard'] },
  {
    to: paths.organizer.events,
    label: 'Events',
    icon: TicketIcon,
    sections: ['events', 'event', 'event-view', 'tickets', 'checkin', 'attendees', 'orders', 'order'],
  },
  {
    to: paths.organizer.settings,
    label: 'Settings',
    icon: SettingsIcon,
    sections: ['settings', 'team', 'invite'],
  },
];

function sectionOf(pathname: string): string {
  return pathname.replace(/^\/organizer\/?/, '').split('/')[0] ?? '';
}

function ScreenFallback() {
  return (
    <div className="flex min-h-64 items-center justify-center" role="status">
      <Spinner className="size-7 text-brand-700" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}

/**
 * The organizer area: a side menu on wide screens, a row of three links under the top bar on a phone.
 * It is a lazy chunk of its own, so visitors of the public pages never download it.
 */
export default function OrganizerLayout() {
  const { pathname } = useLocation();
  const userName = useSession((s) => s.user_name);
  const section = sectionOf(pathname);

  return (
    <div className="container-page py-6 sm:py-10 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
      <aside className="mb-6 lg:mb-0">
        <div className="lg:sticky lg:top-24">
          {userName && (
            <p className="mb-4 hidden truncate px-3 text-sm text-slate-600 lg:block">
              Signed in as <span className="font-semibold text-slate-900">{userName}</span>
            </p>
          )}
          <nav aria-label="Organizer">
            <ul className="grid grid-cols-3 gap-2 lg:flex lg:flex-col lg:gap-1">
              {MENU.map(({ to, label, icon: Icon, sections }) => {
                const isCurrent = sections.includes(section);
                const current = pathname === to ? 'page' : 'true';
                return (
                  <li key={to}>
                    <Link
                      to={to}
                      aria-current={isCurrent ? current : undefined}
                      className={cn(
                        'flex min-h-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold transition-colors lg:justify-start lg:gap-3 lg:rounded-xl lg:px-4',
                        isCurrent
                          ? 'bg-brand-700 text-white shadow-sm'
                          : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 hover:text-slate-950 lg:bg-transparent lg:ring-0',
                      )}
                    >
                      <Icon className="hidden size-5 shrink-0 sm:block" />
                      {label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </aside>
      <div className="min-w-0">
        <Suspense fallback={<ScreenFallback />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
