import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { webhookEndpoints } from '../src/db/schema/index';
import { startWebhookWorker } from '../src/jobs/webhook-worker';
import { checkEndpointUrl } from '../src/modules/webhooks/check-target';
import { createOrganizer, createTeammate } from './check-in-kit';
import { newEvent, type OrdersApp, paidCardOrder } from './orders-money-kit';
import { defined } from './support/defined';
import { createCategory } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';
import { callHooks, deliveriesOf, registerEndpoint, startReceiver } from './webhooks-kit';

const PUBLIC_URL = 'https://93.184.216.34/hooks';

// Issue 19: the owner manages endpoints; targets on private networks are refused (SSRF).
describe.each(databaseKinds)('webhook endpoints on %s', (kind) => {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, { WEBHOOKS_ALLOW_PRIVATE: 'false', REGISTRATIONS_PER_ADDRESS: '1000' });
  });
  afterAll(() => t?.close());
  const app = () => defined(t, 'the app');

  it('creates an endpoint with a whsec_ secret shown once, lists it without it, deletes it', async () => {
    const owner = await createOrganizer(app());
    const created = await registerEndpoint(app(), owner.token, {
      url: PUBLIC_URL,
      events: ['order.paid', 'checkin.created', 'order.paid'],
    });
    expect(created.status).toBe(201);
    const { id, secret } = created.body.message.data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);

    const list = await callHooks(app(), owner.token, 'GET', '/api/v1/client/webhooks');
    expect(list.status).toBe(200);
    expect(list.body.message).toMatchObject({
      total: 1,
      data: [{ id, url: PUBLIC_URL, events: ['order.paid', 'checkin.created'], status: 'active' }],
    });
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));

    expect((await callHooks(app(), owner.token, 'DELETE', `/api/v1/client/webhooks/${id}`)).status).toBe(200);
    expect((await callHooks(app(), owner.token, 'GET', '/api/v1/client/webhooks')).body.message.total).toBe(
      0,
    );
    expect((await callHooks(app(), owner.token, 'DELETE', `/api/v1/client/webhooks/${id}`)).status).toBe(404);
  });

  it('refuses unknown events, no events and bad URLs with 400', async () => {
    const owner = await createOrganizer(app());
    for (const body of [
      { url: PUBLIC_URL, events: ['order.created'] },
      { url: PUBLIC_URL, events: [] },
      { url: PUBLIC_URL },
      { url: 'not a url', events: ['order.paid'] },
      { url: 'ftp://93.184.216.34/x', events: ['order.paid'] },
      { url: 'https://user:pw@93.184.216.34/x', events: ['order.paid'] },
    ]) {
      const answer = await registerEndpoint(app(), owner.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.status_description).toEqual(expect.any(String));
    }
  });

  it.each([
    'http://127.0.0.1/hooks',
    'http://10.1.2.3/hooks',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]:8080/hooks',
    'http://[::ffff:127.0.0.1]/hooks',
    'http://localhost:3000/hooks',
  ])('refuses %s at registration unless private targets are allowed', async (url) => {
    const owner = await createOrganizer(app());
    const answer = await registerEndpoint(app(), owner.token, { url, events: ['order.paid'] });
    expect(answer.status).toBe(400);
    expect(answer.body.status_description).toContain('private');
  });

  it('refuses a private target at delivery time too, sending nothing', async () => {
    const receiver = await startReceiver();
    const owner = await createOrganizer(app());
    const orders: OrdersApp = { t: app(), owner, category: (await createCategory(app().db)).id };
    // As if the name had resolved to a public address at registration and to loopback now.
    const [endpoint] = await app()
      .db.insert(webhookEndpoints)
      .values({
        organizationId: owner.organizationId,
        url: receiver.url.replace('127.0.0.1', 'localhost'),
        events: ['order.paid'],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      })
      .returning();
    const endpointId = defined(endpoint, 'endpoint').id;
    await paidCardOrder(orders, await newEvent(orders));
    const worker = startWebhookWorker({
      db: app().db,
      config: app().config,
      log: app().app.log,
      poll: false,
    });
    await worker.runOnce();
    await worker.stop();
    await receiver.close();
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(app(), endpointId);
    expect(delivery?.error).toContain('private address');
    expect(delivery?.status).toBe('pending');
    await app().db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  });

  it("answers 404 for another organisation's endpoints and 403 to teammates", async () => {
    const owner = await createOrganizer(app());
    const other = await createOrganizer(app());
    const created = await registerEndpoint(app(), owner.token, { url: PUBLIC_URL, events: ['order.paid'] });
    const id = created.body.message.data.id as number;
    const urls = [
      ['DELETE', `/api/v1/client/webhooks/${id}`],
      ['POST', `/api/v1/client/webhooks/${id}/rotate-secret`],
      ['GET', `/api/v1/client/webhooks/${id}/deliveries`],
      ['POST', `/api/v1/client/webhooks/${id}/deliveries/1/resend`],
    ] as const;
    for (const [method, url] of urls) {
      expect((await callHooks(app(), other.token, method, url)).status, url).toBe(404);
    }
    expect((await callHooks(app(), other.token, 'GET', '/api/v1/client/webhooks')).body.message.data).toEqual(
      [],
    );

    const teammate = await createTeammate(app(), owner.organizationId, ['Amani', 'Njoroge']);
    for (const [method, url] of [...urls, ['GET', '/api/v1/client/webhooks'] as const]) {
      expect((await callHooks(app(), teammate, method, url)).status, url).toBe(403);
    }
    const byTeammate = await registerEndpoint(app(), teammate, { url: PUBLIC_URL, events: ['order.paid'] });
    expect(byTeammate.status).toBe(403);
    expect((await callHooks(app(), owner.token, 'GET', '/api/v1/client/webhooks')).body.message.total).toBe(
      1,
    );
  });

  it('documents the routes, the payload and the signature at /api/docs', async () => {
    const docs = await app().app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = docs.json() as { paths: Record<string, Record<string, { description?: string }>> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/client/webhooks',
        '/api/v1/client/webhooks/{id}',
        '/api/v1/client/webhooks/{id}/rotate-secret',
        '/api/v1/client/webhooks/{id}/deliveries',
        '/api/v1/client/webhooks/{id}/deliveries/{deliveryId}/resend',
      ]),
    );
    expect(spec.paths['/api/v1/client/webhooks']?.post?.description).toContain('webhook-signature');
  });
});

describe('endpoint URLs in production', () => {
  it('need https unless private targets are allowed', async () => {
    const config = (env: Record<string, string>) =>
      loadConfig({
        PRODUCTION: 'true',
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
        SMTP_URL: 'smtps://u:p@smtp.example.com:465',
        PUBLIC_URL: 'https://tickets.example.com',
        ...env,
      }).webhooks;
    const strict = config({});
    expect(strict).toEqual({ allowPrivate: false, requireHttps: true });
    await expect(checkEndpointUrl('http://93.184.216.34/x', strict)).rejects.toThrow('https://');
    expect(await checkEndpointUrl('https://93.184.216.34/x#frag', strict)).toBe('https://93.184.216.34/x');
    const loose = config({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
    expect(await checkEndpointUrl('http://127.0.0.1:9/x', loose)).toBe('http://127.0.0.1:9/x');
  });
});
