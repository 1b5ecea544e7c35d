import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app-types';
import { outbox } from '../src/db/schema/index';
import { type OutboxWorker, startOutboxWorker } from '../src/jobs/outbox-worker';
import { handleError } from '../src/lib/error-handler';
import { registerDevMailboxRoutes } from '../src/modules/mail/dev-mailbox-routes';
import { enqueueMail } from '../src/modules/mail/enqueue-mail';
import { createMailProvider } from '../src/providers/mail/create-mail-provider';
import { createRecordingLog, destroyDatabase } from './mail-test-kit';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database';

const code = 'Your code is 493021.';

describe.each(databaseKinds)('the development mailbox on %s', (kind) => {
  let database: TestDatabase;
  let app: AppInstance;
  let worker: OutboxWorker;
  const log = createRecordingLog();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The routes alone, as the app registers them while the development provider is active.
    app = Fastify().withTypeProvider<ZodTypeProvider>() as AppInstance;
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    registerDevMailboxRoutes(app, { db: database.db });
    await app.ready();
    const provider = createMailProvider({}, log);
    expect(provider.kind).toBe('dev');
    worker = startOutboxWorker({
      db: database.db,
      provider,
      from: 'Tiketi <no-reply@tiketi.test>',
      log,
      pollMs: 3_600_000,
    });
  });
  afterEach(async () => {
    await database.db.delete(outbox);
    log.info.mockClear();
  });
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await destroyDatabase(database);
  });

  it('lists a sent message with its subject and text, and logs one line without the body', async () => {
    await enqueueMail(database.db, {
      to: 'amina@example.com',
      subject: 'Verify your account',
      text: code,
      html: '<p>Your code is <strong>493021</strong>.</p>',
      attachments: [{ filename: 'event.ics', contentType: 'text/calendar', content: 'QkVHSU46VkNBTEVOREFS' }],
    });
    await enqueueMail(database.db, {
      to: 'baraka@example.com',
      subject: 'Someone else',
      text: '-',
      html: '-',
    });
    expect(await worker.runOnce()).toBe(2);

    const response = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 200, message: { total: 2 } });
    const mail = body.message.data.find((item: { to: string }) => item.to === 'amina@example.com');
    expect(mail).toMatchObject({
      subject: 'Verify your account',
      text: code,
      html: '<p>Your code is <strong>493021</strong>.</p>',
      status: 'sent',
      attachments: ['event.ics'],
    });
    expect(Date.parse(mail.sent_at)).not.toBeNaN();
    expect(Date.parse(mail.created_at)).not.toBeNaN();

    const lines = log.info.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.includes('amina@example.com'))).toContain('Verify your account');
    expect(lines.join('\n')).not.toContain('493021');
  });

  it('finds the mail to one address, newest first', async () => {
    for (const subject of ['First', 'Second']) {
      await enqueueMail(database.db, { to: 'Amina@Example.com', subject, text: subject, html: subject });
    }
    await enqueueMail(database.db, { to: 'baraka@example.com', subject: 'Other', text: '-', html: '-' });
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox.json?to=amina@example.com' });
    const { data, total } = response.json().message;
    expect(total).toBe(2);
    expect(data.map((item: { subject: string }) => item.subject)).toEqual(['Second', 'First']);
    expect(data[0].status).toBe('pending');
    expect(data[0].sent_at).toBeNull();
  });

  it('renders a page that escapes every value and says mail is not really sent', async () => {
    await enqueueMail(database.db, {
      to: 'amina@example.com',
      subject: '<script>alert("x")</script> Welcome',
      text: `${code}\n<img src=x onerror=alert(1)>`,
      html: '<p>Welcome</p>',
    });
    await worker.runOnce();

    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const page = response.body;
    expect(page).toContain('Development mailbox — mail is not really sent. Set SMTP_URL to send real email.');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Welcome');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<img');
    expect(page).toMatch(/<pre>Your code is 493021\.\n&lt;img/);
    expect(page).toContain('amina@example.com');
  });

  it('shows the mailbox only to a client on this machine, with a clear 403 for anyone else', async () => {
    await enqueueMail(database.db, { to: 'amina@example.com', subject: 'Code', text: code, html: code });
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress });
      expect(local.statusCode).toBe(200);
    }
    const strangers = [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '2001:db8::9' },
      // A proxy on this machine forwarding someone else's request.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    ];
    for (const stranger of strangers) {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json?to=amina@example.com']) {
        const response = await app.inject({ method: 'GET', url, ...stranger });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
        expect(response.json().status_description).toMatch(/only on the machine running the server/);
        expect(response.body).not.toContain('493021');
      }
    }
  });

  it('shows nothing but mail rows', async () => {
    await database.db.insert(outbox).values({
      topic: 'webhook',
      payload: { to: 'amina@example.com', subject: 'internal secret', text: 'internal secret', html: '' },
    });
    const json = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(json.json().message).toEqual({ data: [], total: 0 });
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).not.toContain('internal secret');
    expect(page.body).toContain('No mail yet');
  });
});
