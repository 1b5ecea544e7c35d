import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { createToken, sha256 } from '../../lib/secrets';

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

/** Starts a session and returns its token; only the token's hash is stored. */
export async function createSession(db: DbOrTx, userId: number, policy: SessionPolicy): Promise<string> {
  const token = createToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(Date.now() + policy.maxHours * 3_600_000),
  });
  return token;
}

export type SessionUser = typeof users.$inferSelect;

/**
 * The user behind a token, or null when the token is unknown, revoked, past its absolute lifetime
 * or idle for too long. Activity is recorded at most once a minute to spare the database.
 */
export async function findSessionUser(
  db: DbOrTx,
  token: string,
  policy: SessionPolicy,
): Promise<{ user: SessionUser; sessionId: number } | null> {
  if (!token || token.length > 200) return null;
  const idleSince = new Date(Date.now() - policy.idleMinutes * 60_000);
  const [row] = await db
    .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleSince),
      ),
    );
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
  }
  return { user: row.user, sessionId: row.sessionId };
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, e.g. after a password change. */
export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
