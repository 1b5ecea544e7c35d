import { ORGANIZER_PAGE_SIZE } from '@tiketi/contract/constants';
import { localToday } from '@tiketi/contract/date-filters';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { ArrowRightIcon, SettingsIcon, UsersIcon } from '@/components/ui/icons';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';
import { useOrganizerEvents } from '../api/get-organizer-events';
import { CreateEventLink } from '../components/create-event-link';
import { EventList } from '../components/event-list';
import { PublishControl } from '../components/publish-control';
import { SummaryCards } from '../components/summary-cards';
import { type FlowState, readFlowState } from '../lib/flow-state';
import {
  DASHBOARD_TABS,
  type OrganizerTab,
  openingDashboardTab,
  readTab,
  tabFilters,
} from '../lib/tab-windows';

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
 * Route dashboard (spec 2.11): greeting, summary figures (spec decision #4), the Recently published and
 * Drafts tabs (tab in the URL), Create Event. An organisation without any event goes to create
 * step 1. After Finish Setup it offers to publish the new draft (spec decision #10).
 */
/** An invited teammate's first visit (ADR-015) is a welcome, not a welcome back. */
const isNewcomer = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { isNewcomer?: unknown }).isNewcomer === true;
const greetingOf = (userName: string, newcomer: boolean) => {
  const greeting = newcomer ? 'Welcome' : 'Welcome back';
  return userName ? `${greeting}, ${userName}` : greeting;
};

export default function DashboardRoute() {
  const userName = useSession((s) => s.user_name);
  const location = useLocation();
  const { notice, createdEventId } = readFlowState(location.state);
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const allEvents = useOrganizerEvents({});
  // The two tabs' first pages; the shown tab's list is one of these same queries.
  const recent = useOrganizerEvents(tabFilters('recently_published', today));
  const drafts = useOrganizerEvents(tabFilters('drafts', today));
  const tabParam = params.get('tab');
  const tab =
    tabParam !== null
      ? readTab(tabParam, DASHBOARD_TABS)
      : openingDashboardTab({
          recent: recent.isPlaceholderData ? undefined : recent.data?.total,
          drafts: drafts.isPlaceholderData ? undefined : drafts.data?.total,
        });
  const list = tab === 'drafts' ? drafts : recent;

  // Only a fresh answer counts: a cached 'no events' from before the first event was created must not.
  if (allEvents.isSuccess && !allEvents.isFetching && allEvents.data.total < 1) {
    const state: FlowState = { isFirstEvent: true };
    return <Navigate to={paths.organizer.createEvent(1)} replace state={state} />;
  }

  // A chosen tab stays in the URL, so the opening choice never overrides it.
  const select = (next: OrganizerTab) =>
    setParams(
      { tab: next },
      {
        replace: true,
        preventScrollReset: true,
        state: location.state,
      },
    );

  return (
    <div className="space-y-8">
      <ScreenHeader
        title={greetingOf(userName, isNewcomer(location.state))}
        documentTitle="Dashboard"
        intro="Here is where you run your events, tickets and team."
        actions={<CreateEventLink />}
      />

      {notice && <FormAlert alert={notice} />}
      {createdEventId !== null && (
        <>
          <p className="text-sm text-slate-700">
            Need buyers’ answers or a name on every ticket?{' '}
            <TextLink to={paths.organizer.questions(createdEventId)}>Add questions</TextLink> before you
            publish.
          </p>
          <PublishControl eventId={createdEventId} isTitleShown />
        </>
      )}

      <section aria-labelledby="summary-title">
        <h2 id="summary-title" className="sr-only">
          Summary
        </h2>
        <SummaryCards />
      </section>

      <section aria-labelledby="dashboard-events-title" className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="dashboard-events-title" className="text-lg font-bold text-slate-950">
            Your events
          </h2>
          <TextLink to={paths.organizer.events} className="text-sm">
            See all events
          </TextLink>
        </div>
        <Tabs
          label="Your events"
          idPrefix="dashboard"
          tabs={DASHBOARD_TABS}
          selected={tab}
          onSelect={select}
        />
        <div {...tabPanelProps('dashboard', tab)} className="focus:outline-none">
          <EventList query={list} label={tab === 'drafts' ? 'Drafts' : 'Recently published'} />
          {list.data && list.data.total > ORGANIZER_PAGE_SIZE && (
            <p className="mt-4 text-sm text-slate-600">
              Showing the first {ORGANIZER_PAGE_SIZE} of {list.data.total}.{' '}
              <TextLink to={paths.organizer.eventsTab(tab === 'drafts' ? 'drafts' : undefined)}>
                See them all
              </TextLink>
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="text-lg font-bold text-slate-950">
          Get set up
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Shortcut
            to={paths.organizer.settings}
            icon={<SettingsIcon className="size-5" />}
            title="Organisation details"
            text="Check the name, email and phone number ticket buyers see."
          />
          <Shortcut
            to={paths.organizer.team}
            icon={<UsersIcon className="size-5" />}
            title="Team Access"
            text="Invite teammates to help you manage your events."
          />
        </div>
      </section>
    </div>
  );
}
