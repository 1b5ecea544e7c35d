import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index';
import { createSession } from '../src/modules/sessions/sessions';
import { listTickets } from './e-tickets-kit';
import { createVerifiedOrganizer } from './support/accounts';
import { defined } from './support/defined';
import type { TestApp } from './support/test-app';

export interface Organizer {
  token: string;
  organizationId: number;
}

/** A registered, verified organisation owner with a session. */
export async function createOrganizer(t: TestApp): Promise<Organizer> {
  const { form, token } = await createVerifiedOrganizer(t);
  const [user] = await t.db.select().from(users).where(eq(users.email, form.email_address));
  return {
    token,
    organizationId: defined(defined(user, 'user').organizationId, "the owner's organization id"),
  };
}

/** A teammate (role member) of an organisation, signed in. */
export async function createTeammate(t: TestApp, organizationId: number, name: [string, string]) {
  const [user] = await t.db
    .insert(users)
    .values({
      kind: 'organizer',
      role: 'member',
      organizationId,
      firstName: name[0],
      lastName: name[1],
      email: `member-${randomBytes(4).toString('hex')}@example.com`,
      msisdn: `+2547${String(randomBytes(3).readUIntBE(0, 3)).padStart(8, '0')}`,
      emailVerifiedAt: new Date(),
    })
    .returning();
  return createSession(t.db, defined(user, 'user').id, t.config.session);
}

/** The codes of a buyer's admissions, in order, as the e-tickets page shows them. */
export async function codesOf(t: TestApp, token: string, reference: string): Promise<string[]> {
  const { body } = await listTickets(t, token);
  const ticket = (
    body.message.data as { booking: { booking_id: string }; admissions: { code: string }[] }[]
  ).find((entry) => entry.booking.booking_id === reference);
  if (!ticket) throw new Error(`no e-ticket for ${reference}`);
  return ticket.admissions.map((admission) => admission.code);
}

export async function scan(t: TestApp, token: string | undefined, eventId: number, code: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/event/${eventId}/checkin`,
    payload: { code },
    headers: token ? { auth: token } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

export function get(t: TestApp, token: string | undefined, url: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { auth: token } : {} });
}

/** A minimal RFC 4180 reader, to check the export the way a spreadsheet reads it. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = defined(body[i], 'char');
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}
