import { DEFAULT_SUPPORT_EMAIL } from '@tiketi/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { latestCode, post, registration } from './support/accounts';
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

  /** An organization with one organizer of the given role, verified or not. */
  async function organizationWith(displayName: string, role: 'owner' | 'member', verified: boolean) {
    const organization = await createOrganization(t.db, displayName);
    await t.db.insert(users).values({
      kind: 'organizer',
      email: `${role}.${organization.id}@example.com`,
      organizationId: organization.id,
      role,
      emailVerifiedAt: verified ? new Date() : null,
    });
    return organization;
  }

  async function listedOrganizers(): Promise<{ id: number; display_name: string }[]> {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/client/view' });
    expect(response.statusCode).toBe(200);
    return response.json().message;
  }

  it('lists organizers with a verified owner, with only their public display name and page slug', async () => {
    const zulu = await organizationWith('Zulu Events', 'owner', true);
    const acme = await organizationWith('Acme Shows', 'owner', true);
    expect(await listedOrganizers()).toEqual([
      { id: acme.id, display_name: 'Acme Shows', slug: 'acme-shows' },
      { id: zulu.id, display_name: 'Zulu Events', slug: 'zulu-events' },
    ]);
  });

  it('leaves out organizations whose owner has not verified their email', async () => {
    const unverified = await organizationWith('Unverified Owner', 'owner', false);
    // A verified teammate does not stand in for the owner.
    const memberOnly = await organizationWith('Verified Member Only', 'member', true);
    const nobody = await createOrganization(t.db, 'No Members');
    const ids = (await listedOrganizers()).map((organizer) => organizer.id);
    expect(ids).not.toContain(unverified.id);
    expect(ids).not.toContain(memberOnly.id);
    expect(ids).not.toContain(nobody.id);
  });

  it('shows a registered organization only once its owner enters the mailed code', async () => {
    const form = registration();
    expect((await post(t, '/api/v1/client/register', form)).statusCode).toBe(201);
    const names = async () => (await listedOrganizers()).map((organizer) => organizer.display_name);
    expect(await names()).not.toContain(form.display_name);

    const code = await latestCode(t.db, form.email_address);
    const verified = await post(t, '/api/v1/auth/password/reset', {
      code,
      username: form.email_address,
      password: 'a long enough secret',
    });
    expect(verified.statusCode).toBe(200);
    expect(await names()).toContain(form.display_name);
  });
});

describe('public settings', () => {
  it('gives the pages the address contact mail goes to, the shared default unless configured', async () => {
    const configured = await createTestApp('pglite', { SUPPORT_EMAIL: 'help@tiketi.test' });
    const unset = await createTestApp('pglite');
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/api/v1/config/public' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 200, message: { support_email: 'help@tiketi.test' } });
      const fallback = await unset.app.inject({ method: 'GET', url: '/api/v1/config/public' });
      expect(fallback.json().message).toEqual({ support_email: DEFAULT_SUPPORT_EMAIL });
    } finally {
      await configured.close();
      await unset.close();
    }
  });
});
