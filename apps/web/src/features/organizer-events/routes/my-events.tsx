import { ORGANIZER_PAGE_SIZE } from '@tiketi/contract/constants';
import { localToday } from '@tiketi/contract/date-filters';
import { Navigate, useSearchParams } from 'react-router';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { useOrganizerEvents } from '../api/get-organizer-events';
import { CreateEventLink } from '../components/create-event-link';
import { EventList } from '../components/event-list';
import {
  MY_EVENTS_TABS,
  type OrganizerTab,
  pageCount,
  readPage,
  readTab,
  tabFilters,
} from '../lib/tab-windows';

/**
 * Route my_events (spec 2.11): All, Ongoing, Upcoming, Drafts and Ended in pages of 10 (spec 9).
 * Tab and page live in the URL, so Back and a reload keep them.
 */
export default function MyEventsRoute() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'), MY_EVENTS_TABS);
  const page = readPage(params.get('page'));
  const list = useOrganizerEvents(tabFilters(tab, localToday()), page);

  // A page past the end (events moved away, an old link) shows the last page instead.
  if (list.isSuccess && !list.isPlaceholderData && list.data.data.length === 0 && page > 1) {
    const last = pageCount(list.data.total, ORGANIZER_PAGE_SIZE);
    const search = new URLSearchParams({
      ...(tab === 'all' ? {} : { tab }),
      ...(last > 1 ? { page: String(last) } : {}),
    });
    return <Navigate to={{ search: search.toString() }} replace />;
  }

  // A tab replaces the entry (like Settings); a page is a step Back can undo.
  const show = (nextTab: OrganizerTab, nextPage: number) => {
    const next: Record<string, string> = {};
    if (nextTab !== 'all') next.tab = nextTab;
    if (nextPage > 1) next.page = String(nextPage);
    setParams(next, { replace: nextTab !== tab, preventScrollReset: true });
  };

  const changePage = (nextPage: number) => {
    show(tab, nextPage);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="space-y-6">
      <ScreenHeader
        title="My events"
        intro="Open an event to edit it, its tickets, or to publish it."
        actions={<CreateEventLink />}
      />
      <div className="space-y-5">
        <Tabs
          label="My events"
          idPrefix="my-events"
          tabs={MY_EVENTS_TABS}
          selected={tab}
          onSelect={(next) => show(next, 1)}
          className="max-sm:gap-3"
        />
        <div {...tabPanelProps('my-events', tab)} className="focus:outline-none">
          <EventList
            query={list}
            label={MY_EVENTS_TABS.find((item) => item.id === tab)?.label ?? 'Events'}
            page={page}
            onPageChange={changePage}
          />
        </div>
      </div>
    </div>
  );
}
