import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_TABS,
  MY_EVENTS_TABS,
  openingDashboardTab,
  pageCount,
  readPage,
  readTab,
  shiftDay,
  tabFilters,
} from './tab-windows';

const today = '2026-03-01';

describe('shiftDay', () => {
  it('moves across month, year and leap-day boundaries', () => {
    expect(shiftDay(today, -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay(today, 365)).toBe('2027-03-01');
  });
});

describe('tabFilters (spec 9)', () => {
  it('Recently published: status 1, created in the last 7 days', () => {
    expect(tabFilters('recently_published', today)).toEqual({
      status: 1,
      start_created: '2026-02-22',
      end_created: '2026-03-01',
    });
  });

  it('Ongoing: status 1, starting yesterday to tomorrow', () => {
    expect(tabFilters('ongoing', today)).toEqual({ status: 1, start: '2026-02-28', end: '2026-03-02' });
  });

  it('Upcoming: status 1, starting tomorrow to 365 days ahead', () => {
    expect(tabFilters('upcoming', today)).toEqual({ status: 1, start: '2026-03-02', end: '2027-03-01' });
  });

  it('Ended: status 1, starting 1000 days ago to yesterday', () => {
    expect(tabFilters('ended', today)).toEqual({ status: 1, start: '2023-06-05', end: '2026-02-28' });
  });

  it('Drafts is status 2 and All has no filter', () => {
    expect(tabFilters('drafts', today)).toEqual({ status: 2 });
    expect(tabFilters('all', today)).toEqual({});
  });
});

describe('openingDashboardTab', () => {
  it('opens on Drafts only when nothing was recently published and drafts wait', () => {
    expect(openingDashboardTab({ recent: 0, drafts: 1 })).toBe('drafts');
    expect(openingDashboardTab({ recent: 2, drafts: 1 })).toBe('recently_published');
    expect(openingDashboardTab({ recent: 0, drafts: 0 })).toBe('recently_published');
    expect(openingDashboardTab({})).toBe('recently_published');
  });
});

describe('readTab and readPage', () => {
  it('accepts only the tabs of the screen, defaulting to the first', () => {
    expect(readTab('drafts', DASHBOARD_TABS)).toBe('drafts');
    expect(readTab('ended', DASHBOARD_TABS)).toBe('recently_published');
    expect(readTab(null, MY_EVENTS_TABS)).toBe('all');
    expect(readTab('ended', MY_EVENTS_TABS)).toBe('ended');
  });

  it('reads whole page numbers from 1', () => {
    expect(readPage('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'two', '9999999']) expect(readPage(value)).toBe(1);
  });

  it('counts pages of ten', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
