import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../lib/session';
import { asStored } from '../../../lib/stored';
import { emptyHeldEvent, heldEventFrom, holdEvent, readHeldEvent, readHeldEventOf } from './held-event';

/** Read back from whatever storage held. */
const read = (raw: unknown) => readHeldEvent(asStored(raw));

const event: OrganizerEvent = {
  id: 42,
  title: '<b>Jazz</b> night',
  slug: 'b-jazz-b-night',
  image: '/media/42-960.webp',
  image_srcset: '/media/42-480.webp 480w, /media/42-960.webp 960w',
  short_description: 'Short',
  full_description: 'Full',
  organizer: 'Nairobi Jazz',
  organizer_id: 3,
  organizer_slug: 'nairobi-jazz',
  category: 'Music',
  category_id: 7,
  start_time: '2026-03-14T16:30:00.000Z',
  end_time: '2026-03-14T20:00:00.000Z',
  time_zone: 'Europe/Lisbon',
  location: 'Alliance Française',
  currency: 'USD',
  status: 2,
  tickets_bought: 0,
  max_tickets: 100,
  created_at: '2026-03-01T08:00:00.000Z',
  tickets: [],
};

describe('held event', () => {
  it("holds an event opened from a card for the edit flow, times as picker values in the event's zone", () => {
    const held = heldEventFrom(event);
    expect(held).toMatchObject({
      flow: 'edit',
      id: 42,
      title: '<b>Jazz</b> night',
      category_id: '7',
      currency: 'USD',
      location: 'Alliance Française',
      short_description: 'Short',
      full_description: 'Full',
      image: '/media/42-960.webp',
    });
    // 16:30Z on 14 March is 16:30 WET in Lisbon; whatever the zone the test runs in.
    expect(held.time_zone).toBe('Europe/Lisbon');
    expect(held.start_time).toBe('2026-03-14T16:30');
    expect(held.end_time).toBe('2026-03-14T20:00');
  });

  it('survives the session store (a reload) unchanged', () => {
    const store = createSessionStore(null, 'k');
    const held = { ...emptyHeldEvent('create'), title: 'Gala', id: 9 };
    store.update(holdEvent(held));
    expect(read(store.get().event)).toEqual(held);
  });

  it('keeps the ticket forms of create step 3 across a reload, as typed', () => {
    const store = createSessionStore(null, 'k');
    const more = {
      description: '',
      sale_start: '',
      sale_end: '',
      min_per_order: '',
      max_per_order: '',
      hidden: false,
    };
    const tickets = [
      { name: 'Regular', price_per_ticket: '15', no_of_persons: '1', max_tickets: '', ...more },
      {
        name: '',
        price_per_ticket: 'abc',
        no_of_persons: '2',
        max_tickets: '20',
        ...more,
        description: 'Front rows',
        sale_start: '2027-04-01T09:00',
        max_per_order: '4',
        hidden: true,
      },
    ];
    store.update(holdEvent({ ...emptyHeldEvent('create'), id: 9, tickets }));
    expect(read(JSON.parse(JSON.stringify(store.get().event)))?.tickets).toEqual(tickets);
  });

  it('leaves out held ticket forms that are not forms of text', () => {
    const good = { name: 'VIP', price_per_ticket: '40', no_of_persons: '2', max_tickets: '20' };
    const held = read({
      kind: 'organizer-event',
      flow: 'create',
      tickets: [null, 'x', { ...good, max_tickets: 20 }, good, { ...good, extra: '<b>' }],
    });
    // Forms held before issue 15 read with its options blank.
    const blank = {
      description: '',
      sale_start: '',
      sale_end: '',
      min_per_order: '',
      max_per_order: '',
      hidden: false,
    };
    expect(held?.tickets).toEqual([
      { ...good, ...blank },
      { ...good, ...blank },
    ]);
    expect(read({ kind: 'organizer-event', flow: 'create', tickets: 'no' })?.tickets).toEqual([]);
  });

  it('reads nothing from an empty, foreign or corrupt value', () => {
    for (const raw of [null, undefined, 'x', [], { title: 'Booked event' }, { kind: 'organizer-event' }]) {
      expect(read(raw)).toBeNull();
    }
  });

  it('drops mistyped fields and a bad id', () => {
    const held = read({ kind: 'organizer-event', flow: 'create', id: -3, title: 5, location: 'X' });
    expect(held).toEqual({ ...emptyHeldEvent('create'), location: 'X' });
  });

  it('keeps the create and edit flows apart', () => {
    const raw = holdEvent(heldEventFrom(event)).event;
    expect(readHeldEventOf(raw, 'edit')?.id).toBe(42);
    expect(readHeldEventOf(raw, 'create')).toBeNull();
  });
});
