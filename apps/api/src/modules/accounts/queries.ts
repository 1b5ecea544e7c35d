import { normalizePhone } from '@tiketi/contract/phone';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { organizations, users } from '../../db/schema/index';

export { normalizePhone };

/** A username as accounts are looked up by it: an email in lower case, or a phone without punctuation. */
export function normalizeUsername(username: string): string {
  const value = username.trim();
  return value.includes('@') ? value.toLowerCase() : normalizePhone(value);
}

/** An organizer account by email (any case) or phone: the "Username (Email/Phone)" of sign-in. */
export async function findOrganizerByUsername(db: DbOrTx, username: string) {
  const value = normalizeUsername(username);
  const match = value.includes('@') ? sql`lower(${users.email}) = lower(${value})` : eq(users.msisdn, value);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.kind, 'organizer'), match))
    .limit(1);
  return user ?? null;
}

export async function findOrganization(db: DbOrTx, organizationId: number) {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return organization ?? null;
}

/** Everyone in one organisation: the owner and teammates first by name. */
export function findOrganizationMembers(db: DbOrTx, organizationId: number) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.kind, 'organizer'), eq(users.organizationId, organizationId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Stores an organiser account (an owner or an invited teammate), with no password yet. */
export async function insertOrganizer(
  db: DbOrTx,
  values: Omit<typeof users.$inferInsert, 'kind' | 'passwordHash'>,
) {
  const [user] = await db
    .insert(users)
    .values({ ...values, kind: 'organizer' })
    .returning();
  if (!user) throw new Error('insert into users returned no row');
  return user;
}

/** Sets a verified account's password; the email counts as verified from the first time on. */
export async function setPasswordAndVerify(db: DbOrTx, userId: number, passwordHash: string) {
  return updateUser(db, userId, {
    passwordHash,
    emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
    lastLoginAt: sql`now()`,
  });
}

/** Records a sign-in. */
export function recordSignIn(db: DbOrTx, userId: number) {
  return updateUser(db, userId, { lastLoginAt: sql`now()` });
}

async function updateUser(db: DbOrTx, userId: number, values: PgUpdateSetSource<typeof users>) {
  const [user] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!user) throw new Error(`user ${userId} vanished while signing in`);
  return user;
}
