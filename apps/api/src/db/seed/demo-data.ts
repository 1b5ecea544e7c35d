import { EVENT_STATUS } from '@tiketi/contract/constants';
import type { CategoryName } from './categories';
import { DEMO_EVENTS, type DemoTicket } from './demo-events';
import { DEMO_ORGANIZERS, type DemoOrganizer, type DemoOrganizerName } from './demo-organizers';
import { resolveDemoStart, venueZoneOf } from './demo-schedule';

export interface DemoEventPlan {
  organizer: DemoOrganizerName;
  category: CategoryName;
  title: string;
  shortDescription: string;
  fullDescription: string;
  location: string;
  coordinates: string;
  status: number;
  /** The venue's IANA zone (issue 16); the slot's times are its wall clock. */
  timeZone: string;
  startTime: Date;
  endTime: Date;
  /** Seeds the generated poster; `null` for drafts, which have no image yet. */
  imageSeed: number | null;
  tickets: DemoTicket[];
}

export interface DemoData {
  organizers: readonly DemoOrganizer[];
  events: DemoEventPlan[];
}

/** The demo organizers and their events, dated relative to `now`. */
export function buildDemoData(now: Date): DemoData {
  const events = DEMO_EVENTS.map((event, index): DemoEventPlan => {
    const timeZone = venueZoneOf(event.location);
    const startTime = resolveDemoStart(event.slot, now, timeZone);
    return {
      organizer: event.organizer,
      category: event.category,
      title: event.title,
      shortDescription: event.shortDescription,
      fullDescription: event.paragraphs.join('\n\n'),
      location: event.location,
      coordinates: event.coordinates,
      status: event.isDraft ? EVENT_STATUS.draft : EVENT_STATUS.published,
      timeZone,
      startTime,
      endTime: new Date(startTime.getTime() + event.hours * 3_600_000),
      imageSeed: event.isDraft ? null : (index + 1) * 7919,
      tickets: event.tickets,
    };
  });
  return { organizers: DEMO_ORGANIZERS, events };
}
