import { describe, expect, it } from 'vitest';
import { eventBadge } from './event-badge';

const now = new Date('2026-03-01T12:00:00Z');
const started = '2026-03-01T10:00:00Z';

describe('eventBadge', () => {
  it('says Ended once the end time has passed, published or not', () => {
    expect(eventBadge({ status: 1, start_time: started, end_time: '2026-03-01T11:59:00Z' }, now)).toBe(
      'Ended',
    );
    expect(eventBadge({ status: 2, start_time: started, end_time: '2026-02-01T00:00:00Z' }, now)).toBe(
      'Ended',
    );
  });

  it('says In progress for a published event under way', () => {
    expect(eventBadge({ status: 1, start_time: started, end_time: '2026-03-01T12:01:00Z' }, now)).toBe(
      'In progress',
    );
  });

  it('says Upcoming for a published event that has not started', () => {
    expect(
      eventBadge({ status: 1, start_time: '2026-03-08T17:00:00Z', end_time: '2026-03-08T22:00:00Z' }, now),
    ).toBe('Upcoming');
  });

  it('says Draft for a draft that has not ended', () => {
    expect(eventBadge({ status: 2, start_time: started, end_time: '2026-04-01T00:00:00Z' }, now)).toBe(
      'Draft',
    );
  });

  it('shows no badge for an unknown status, and treats unreadable times as not ended and started', () => {
    expect(eventBadge({ status: 5, start_time: started, end_time: '2026-04-01T00:00:00Z' }, now)).toBeNull();
    expect(eventBadge({ status: 2, start_time: started, end_time: 'soon' }, now)).toBe('Draft');
    expect(eventBadge({ status: 1, start_time: 'soon', end_time: 'later' }, now)).toBe('In progress');
  });

  it('says Cancelled for a cancelled event, before or after its end', () => {
    expect(eventBadge({ status: 3, start_time: started, end_time: '2026-04-01T00:00:00Z' }, now)).toBe(
      'Cancelled',
    );
    expect(eventBadge({ status: 3, start_time: started, end_time: '2026-02-01T00:00:00Z' }, now)).toBe(
      'Cancelled',
    );
  });
});
