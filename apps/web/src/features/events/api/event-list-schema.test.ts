import { listOf } from '@tiketi/contract/envelope';
import { type EventSummary, eventSummary } from '@tiketi/contract/events';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { Guarded } from '../../../lib/shape';
import { isEventList, type isEventSummary } from './event-list-schema';

const contractList = listOf(eventSummary);

const valid: EventSummary = {
  id: 1,
  title: 'Jazz <script>alert(1)</script>',
  slug: 'jazz-scriptalert1script',
  image: '/media/a-960.webp',
  image_srcset: '/media/a-480.webp 480w, /media/a-960.webp 960w',
  short_description: 'Live jazz',
  organizer: 'Blue Notes',
  organizer_id: 3,
  organizer_slug: 'blue-notes',
  category: 'Music',
  category_id: 2,
  start_time: '2026-05-01T17:00:00.000Z',
  end_time: '2026-05-01T22:00:00.000Z',
  time_zone: 'UTC',
  location: 'Arboretum',
  currency: 'USD',
  status: 1,
  tickets_bought: 0,
  max_tickets: 100,
};

describe('event list response check', () => {
  it('describes the contract types', () => {
    expectTypeOf<Guarded<typeof isEventSummary>>().toEqualTypeOf<EventSummary>();
    expectTypeOf<Guarded<typeof isEventList>>().toEqualTypeOf<z.infer<typeof contractList>>();
  });

  it('accepts and rejects what the contract schema does', () => {
    const samples: unknown[] = [
      { data: [valid], total: 1 },
      { data: [{ ...valid, image: null, image_srcset: null, extra: 'kept' }], total: 9 },
      { data: [], total: 0 },
      { data: [], total: -1 },
      { data: [], total: 1.5 },
      { data: [{ ...valid, id: '1' }], total: 1 },
      { data: [{ ...valid, image: undefined }], total: 1 },
      { data: [{ ...valid, max_tickets: 2.5 }], total: 1 },
      { data: [{ ...valid, slug: undefined }], total: 1 },
      { data: [{ ...valid, start_time: 5 }], total: 1 },
      { data: null, total: 0 },
      {},
      null,
    ];
    for (const sample of samples) {
      expect(isEventList(sample), JSON.stringify(sample)).toBe(contractList.safeParse(sample).success);
    }
  });
});
