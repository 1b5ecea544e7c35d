import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOutboxWorker } from '../src/jobs/outbox-worker';
import { createMailProvider } from '../src/providers/mail/create-mail-provider';
import { createRecordingLog, type SmtpPeer, startSmtpPeer } from './mail-test-kit';
import { post, registration } from './support/accounts';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';

/** The verification code travels by real email: the test reads it from what the SMTP server got. */
describe('organiser verification through a real SMTP server', () => {
  let t: TestApp;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp('pglite', { SMTP_URL: smtp.url, MAIL_FROM: 'Tiketi <no-reply@tiketi.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('mails the code, and the code from the received message verifies the account', async () => {
    const form = registration();
    expect((await post(t, '/api/v1/client/register', form)).statusCode).toBe(201);

    const provider = createMailProvider(t.config.mail, createRecordingLog());
    const worker = startOutboxWorker({
      db: t.db,
      provider,
      from: t.config.mail.from,
      log: createRecordingLog(),
      pollMs: 60_000,
    });
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    await provider.close?.();

    const received = smtp.messages.find((message) => message.subject?.includes('verification code'));
    expect(received).toBeDefined();
    assert(received, 'received');
    expect(received.from?.value[0]).toMatchObject({ name: 'Tiketi', address: 'no-reply@tiketi.test' });
    expect(received.to && 'text' in received.to ? received.to.text : '').toBe(form.email_address);
    expect(received.html).toContain('Enter the code');
    const code = /Your code: (\d{6})/.exec(received.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(t, '/api/v1/auth/password/reset', {
      code: defined(code, 'code'),
      username: form.email_address,
      password: 'received by real mail',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message.fn).toBe(form.first_name);
  });
});
