import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createOrganization } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('categories and organizers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists categories by name', async () => {
    const sports = await createCategory(t.db, 'Sports');
    const art = await createCategory(t.db, 'Arts');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/client/category/view' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 200,
      message: [
        { id: art.id, name: 'Arts' },
        { id: sports.id, name: 'Sports' },
      ],
    });
  });

  it('lists organizers with only their public display name', async () => {
    const zulu = await createOrganization(t.db, 'Zulu Events');
    const acme = await createOrganization(t.db, 'Acme Shows');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/client/view' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toEqual([
      { id: acme.id, display_name: 'Acme Shows' },
      { id: zulu.id, display_name: 'Zulu Events' },
    ]);
  });
});
