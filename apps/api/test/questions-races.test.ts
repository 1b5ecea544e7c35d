import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, eventQuestions, ticketTypes } from '../src/db/schema/index';
import { PublicCache } from '../src/lib/public-cache';
import { QUESTIONS_CHANGED } from '../src/modules/bookings/booking-checkout';
import { useQuestions } from './questions-kit';
import { databaseKinds } from './support/test-database';

// Issue 16: the booking call reads the questions through the micro-cache; a question deleted in the
// meantime cannot leave a booking half-written.
describe.each(databaseKinds)('questions read through the micro-cache on %s', (kind) => {
  const s = useQuestions(kind);

  it('refuses a booking answering a question deleted since it was read, holding no seat', async () => {
    const event = await s.publishedEvent();
    const regular = event.idOf('Regular');
    const kept = await s.addQuestion(event.id, { label: 'Company', type: 'short_text' });
    const gone = await s.addQuestion(event.id, { label: 'Referrer', type: 'short_text' });
    const deps = s.current().t.app.deps as { publicCache: PublicCache };
    const before = deps.publicCache;
    deps.publicCache = new PublicCache(60_000);
    try {
      // The first booking fills the cache with both questions.
      const first = await s.bookWith(event.id, [{ id: regular, qty: 1 }], {
        answers: [{ question_id: kept, value: 'Acme' }],
      });
      expect(first.status).toBe(201);
      // Deleted behind the cache's back (another instance, say).
      await s.current().t.db.delete(eventQuestions).where(eq(eventQuestions.id, gone));
      const [held] = await s.current().t.db.select().from(ticketTypes).where(eq(ticketTypes.id, regular));
      const count = async () =>
        (await s.current().t.db.select().from(bookings).where(eq(bookings.eventId, event.id))).length;
      const bookingsBefore = await count();

      const refused = await s.bookWith(event.id, [{ id: regular, qty: 2 }], {
        answers: [{ question_id: gone, value: 'A friend' }],
      });
      expect(refused.status).toBe(409);
      expect(refused.body.status_description).toBe(QUESTIONS_CHANGED);
      const [after] = await s.current().t.db.select().from(ticketTypes).where(eq(ticketTypes.id, regular));
      expect(after?.held).toBe(held?.held);
      expect(await count()).toBe(bookingsBefore);

      // The stale questions were dropped: the next try is told plainly.
      const again = await s.bookWith(event.id, [{ id: regular, qty: 2 }], {
        answers: [{ question_id: gone, value: 'A friend' }],
      });
      expect(again.status).toBe(400);
      expect(again.body.status_description).toContain(`Question ${gone} is not asked of this order`);
    } finally {
      deps.publicCache = before;
    }
  });

  it('clears the cached questions when the organizer changes them', async () => {
    const event = await s.publishedEvent();
    const deps = s.current().t.app.deps as { publicCache: PublicCache };
    const before = deps.publicCache;
    deps.publicCache = new PublicCache(60_000);
    try {
      expect((await s.details(event.id)).checkout.questions).toEqual([]);
      await s.addQuestion(event.id, { label: 'Company', type: 'short_text', required: true });
      expect((await s.details(event.id)).checkout.questions).toHaveLength(1);
      const refused = await s.bookWith(event.id, [{ id: event.idOf('Regular'), qty: 1 }]);
      expect(refused.status).toBe(400);
      expect(refused.body.status_description).toBe('Company: an answer is required');
      await s.questions.settings(event.id, { ticket_names: 'optional', ticket_emails: 'off' });
      expect((await s.details(event.id)).checkout.ticket_names).toBe('optional');
    } finally {
      deps.publicCache = before;
    }
  });
});
