import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, outbox } from '../src/db/schema/index';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const contact = {
  first_name: 'Amina',
  last_name: 'Otieno',
  msisdn: '+254 712 345 678',
  email_address: 'amina@example.com',
  message: 'Can you help me set up <b>seated</b> tickets?',
};

describe.each(databaseKinds)('contact form and mailing list on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SUPPORT_EMAIL: 'help@tiketi.test' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('sends a contact message to the support address through the outbox', async () => {
    const response = await post('/api/v1/contact', contact);
    expect(response.statusCode).toBe(201);
    expect(response.json().status_description).toMatch(/message has been sent/);
    const mails = await t.db.select().from(outbox).where(eq(outbox.topic, 'mail'));
    expect(mails).toHaveLength(1);
    const mail = defined(mails[0], 'mail').payload as {
      to: string;
      replyTo: string;
      subject: string;
      text: string;
      html: string;
    };
    expect(mail.to).toBe('help@tiketi.test');
    expect(mail.replyTo).toBe('amina@example.com');
    expect(mail.subject).toContain('Amina Otieno');
    expect(mail.text).toContain('Can you help me set up <b>seated</b> tickets?');
    expect(mail.html).toContain('&lt;b&gt;seated&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>seated');
  });

  it.each([
    [{ ...contact, email_address: 'not-an-email' }, 'valid email'],
    [{ ...contact, message: '   ' }, 'All fields are required'],
    [{ ...contact, first_name: '' }, 'All fields are required'],
  ])('refuses a bad contact form with a clear 400 (%#)', async (payload, text) => {
    const response = await post('/api/v1/contact', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toContain(text);
  });

  it('refuses a body that is not JSON with a 400, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('limits contact messages per address with a clear 429', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) expect((await post('/api/v1/contact', contact, ip)).statusCode).toBe(201);
    const limited = await post('/api/v1/contact', contact, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().status_description).toMatch(/try again/);
    expect((await post('/api/v1/contact', contact, '203.0.113.51')).statusCode).toBe(201);
  });

  it('subscribes an address once and answers the same for a repeat', async () => {
    const first = await post('/api/v1/newsletter/subscribe', { email_address: 'Fan@Example.com' });
    const again = await post('/api/v1/newsletter/subscribe', { email_address: 'fan@example.com' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().status_description).toBe(first.json().status_description);
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it('refuses an invalid mailing-list address', async () => {
    const response = await post('/api/v1/newsletter/subscribe', { email_address: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toContain('valid email');
  });
});
