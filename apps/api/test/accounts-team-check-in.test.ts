import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { codesOf, createOrganizer, createTeammate, scan } from './check-in-kit';
import { buyAndPay } from './e-tickets-kit';
import { createCategory, createEvent, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('removing a teammate who checked tickets in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('ends their access and keeps the record of who checked in', async () => {
    const owner = await createOrganizer(t);
    const teammate = await createTeammate(t, owner.organizationId, ['Baraka', 'Mwangi']);
    const category = await createCategory(t.db);
    const event = (
      await createEvent(t.db, { organizationId: owner.organizationId, categoryId: category.id, title: 'Gig' })
    ).id;
    const regular = (await createTicketType(t.db, { eventId: event, name: 'Regular', priceMinor: 2000 })).id;
    const purchase = await buyAndPay(t, event, [{ id: regular, qty: 1 }]);
    const [code] = await codesOf(t, purchase.token, purchase.reference);
    expect((await scan(t, teammate, event, code)).status).toBe(200);

    const [mate] = await t.db.select().from(users).where(eq(users.firstName, 'Baraka'));
    assert(mate, 'mate');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/teammates/${mate.id}`,
      headers: { auth: owner.token },
    });
    expect(removed.statusCode).toBe(200);
    expect((await scan(t, teammate, event, code)).status).toBe(401);
    const [kept] = await t.db.select().from(users).where(eq(users.id, mate.id));
    expect(kept).toMatchObject({ kind: 'guest', organizationId: null, role: null, passwordHash: null });
    const team = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/view',
      headers: { auth: owner.token },
    });
    expect(team.json().message.total).toBe(1);
  });
});
