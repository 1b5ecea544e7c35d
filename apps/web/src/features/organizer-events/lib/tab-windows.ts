import { EVENT_STATUS, type EventStatus } from '@tiketi/contract/constants';
import { formatDay } from '@tiketi/contract/date-filters';

/** The filters of `GET v1/client/event/view` besides paging: start and end bound the start day. */
export interface OrganizerEventFilters {
  status?: EventStatus;
  start?: string;
  end?: string;
  start_created?: string;
  end_created?: string;
}

export type OrganizerTab = 'recently_published' | 'all' | 'ongoing' | 'upcoming' | 'drafts' | 'ended';

export interface OrganizerTabItem {
  id: OrganizerTab;
  label: string;
}

/** Spec 2.11: the dashboard's two tabs. */
export const DASHBOARD_TABS: readonly OrganizerTabItem[] = [
  { id: 'recently_published', label: 'Recently published' },
  { id: 'drafts', label: 'Drafts' },
];

/** Spec 2.11: the tabs of My events. */
export const MY_EVENTS_TABS: readonly OrganizerTabItem[] = [
  { id: 'all', label: 'All' },
  { id: 'ongoing', label: 'Ongoing' },
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'drafts', label: 'Drafts' },
  { id: 'ended', label: 'Ended' },
];

const DAY_MS = 86_400_000;

/** A calendar day (YYYY-MM-DD) moved by whole days; UTC arithmetic, so no DST shift. */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDay(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) + days * DAY_MS));
}

/**
 * Spec 9 tab windows for a given today: all published unless stated. Recently published was
 * created in the last 7 days; Ongoing starts yesterday to tomorrow; Upcoming starts tomorrow to a
 * year ahead; Ended started 1000 days ago to yesterday; Drafts is status 2; All has no filter.
 */
export function tabFilters(tab: OrganizerTab, today: string): OrganizerEventFilters {
  const published = EVENT_STATUS.published;
  switch (tab) {
    case 'all':
      return {};
    case 'recently_published':
      return { status: published, start_created: shiftDay(today, -7), end_created: today };
    case 'ongoing':
      return { status: published, start: shiftDay(today, -1), end: shiftDay(today, 1) };
    case 'upcoming':
      return { status: published, start: shiftDay(today, 1), end: shiftDay(today, 365) };
    case 'ended':
      return { status: published, start: shiftDay(today, -1000), end: shiftDay(today, -1) };
    case 'drafts':
      return { status: EVENT_STATUS.draft };
  }
}

/** The tab named in the URL when it is one of `tabs`, else the first. */
export function readTab(value: string | null, tabs: readonly OrganizerTabItem[]): OrganizerTab {
  return tabs.find((tab) => tab.id === value)?.id ?? tabs[0]?.id ?? 'all';
}

/**
 * The dashboard tab with no tab in the URL: Recently published, unless it is empty while drafts
 * wait, so an organizer whose only events are drafts sees them rather than 'No Events'.
 */
export function openingDashboardTab(counts: { recent?: number; drafts?: number }): OrganizerTab {
  return counts.recent === 0 && (counts.drafts ?? 0) > 0 ? 'drafts' : 'recently_published';
}

/** A page number from the URL: a whole number from 1, else 1. */
export function readPage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** How many pages `total` events fill at `pageSize` per page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
