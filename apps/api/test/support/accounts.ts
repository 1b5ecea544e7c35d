import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { outbox } from '../../src/db/schema/index';
import { settleBackgroundWork } from '../../src/modules/accounts/background';
import { defined } from './defined';
import { createTestApp, type TestApp } from './test-app';
import type { DatabaseKind } from './test-database';

let counter = 0;

export function registration(overrides: Record<string, string> = {}) {
  counter += 1;
  const unique = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  return {
    first_name: 'Achieng',
    last_name: 'Odhiambo',
    msisdn: `+2547${unique.slice(-8).padStart(8, '0')}`,
    email_address: `owner${unique}@example.com`,
    organization_name: 'Lakeside Events Ltd',
    display_name: `Lakeside Events ${unique}`,
    organization_email_address: 'tickets@lakeside.example',
    organization_msisdn: '+254 700 111 222',
    ...overrides,
  };
}

/** The code in the newest mail to an address, as the person would read it. */
export async function latestCode(db: DbOrTx, email: string): Promise<string> {
  const rows = await db.select().from(outbox).where(eq(outbox.topic, 'mail')).orderBy(desc(outbox.id));
  for (const row of rows) {
    const mail = row.payload as { to: string; text: string };
    if (mail.to.toLowerCase() === email.toLowerCase()) {
      const match = /Your code: (\d{6})/.exec(mail.text);
      if (match) return defined(match[1], 'match[1]');
    }
  }
  throw new Error(`no code mailed to ${email}`);
}

/** A POST as a client would send it; returns once the work the server does after answering is done too. */
export async function post(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: headers['x-test-ip'] ?? '192.0.2.10',
  });
  await settleBackgroundWork();
  return response;
}

/** Registers an organisation and verifies its owner; returns the owner's session token. */
export async function createVerifiedOrganizer(t: TestApp, overrides: Record<string, string> = {}) {
  const form = registration(overrides);
  const registered = await post(t, '/api/v1/client/register', form);
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const code = await latestCode(t.db, form.email_address);
  const password = 'a long enough secret';
  const verified = await post(t, '/api/v1/auth/password/reset', {
    code,
    username: form.email_address,
    password,
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
  return { form, password, token: String(verified.headers.auth) };
}

/**
 * The real application as `npm start` builds it, with its log lines (level trace, so everything
 * the app could log) kept in `lines` for tests that look for what must never be logged.
 */
export async function createLoggedTestApp(kind: DatabaseKind) {
  const lines: string[] = [];
  const t = await createTestApp(
    kind,
    {},
    { logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } },
  );
  return { t, lines };
}
