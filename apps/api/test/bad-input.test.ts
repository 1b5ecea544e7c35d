import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedOrganizer, post } from './support/accounts';
import { createCategory } from './support/fixtures';
import { multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

const NOT_ALLOWED = /contains a character that is not allowed/;

describe('text the database or the mailer cannot hold gets a 400, not a 500', () => {
  let t: TestApp;
  let token: string;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    token = (await createVerifiedOrganizer(t)).token;
    categoryId = (await createCategory(t.db, 'Music')).id;
  });
  afterAll(() => t.close());

  const eventForm = (overrides: Record<string, string> = {}) => ({
    title: 'Rooftop Sessions',
    category_id: String(categoryId),
    currency: 'USD',
    start_time: new Date(Date.now() + 864e6).toISOString(),
    end_time: new Date(Date.now() + 865e6).toISOString(),
    location: 'Sky Bar, Nairobi',
    short_description: 'Live music above the city.',
    full_description: 'Doors at six.',
    ...overrides,
  });

  it.each([
    ['/api/v1/auth/login', { username: 'a\u0000@example.com', password: 'secret secret' }, 'username'],
    ['/api/v1/auth/password/forgot', { username: 'nul\u0000@example.com' }, 'username'],
    [
      '/api/v1/auth/password/reset',
      { code: '12\u00003456', username: 'a@b.co', password: 'x'.repeat(12) },
      'code',
    ],
    [
      '/api/v1/contact',
      {
        first_name: 'Amina',
        last_name: 'Otieno',
        msisdn: '+254 712 345 678',
        email_address: 'amina@example.com',
        message: 'Half a pair: \ud83d here',
      },
      'message',
    ],
    ['/api/v1/event/1/checkin', { code: 'TK-\u0000' }, 'code'],
  ])('%s names the field', async (url, payload, field) => {
    const response = await post(t, url, payload, { auth: token });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toMatch(NOT_ALLOWED);
    expect(response.json().status_description).toContain(field);
  });

  it('checks the query and the path too', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/v1/event/view?search=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().status_description).toMatch(/^search contains/);
    const path = await t.app.inject({ method: 'GET', url: '/api/v1/tickets/TK-%00/qr/1.png' });
    expect(path.statusCode).toBe(400);
  });

  it('checks multipart event fields on create and update', async () => {
    const body = multipart(eventForm({ title: 'Roof\u0000top' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/event/register',
      payload: body.payload,
      headers: { ...body.headers, auth: token },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toMatch(/^title contains/);
  });

  it.each([
    ['no boundary', 'multipart/form-data', (b: Buffer) => b],
    ['a wrong boundary', 'multipart/form-data; boundary=nothing-like-it', (b: Buffer) => b],
    ['a truncated body', null, (b: Buffer) => b.subarray(0, b.length - 40)],
    ['garbage', null, () => Buffer.from('--x\r\nnot a part at all')],
  ])('answers a multipart body with %s with a 400', async (_name, contentType, cut) => {
    const body = multipart(eventForm());
    for (const [method, url] of [
      ['POST', '/api/v1/event/register'],
      ['PUT', '/api/v1/event/update/1'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: cut(body.payload),
        headers: { 'content-type': contentType ?? body.headers['content-type'], auth: token },
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json().status_description).toBe('The form could not be read. Please try again.');
    }
  });
});
