import type {
  InviteTeammateInput,
  LoginInput,
  OrganizationSelf,
  PasswordForgotInput,
  PasswordResetInput,
  RegisterOrganizerInput,
  Teammate,
} from '@tiketi/contract/accounts';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import { organizations, users } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-error';
import { clearHits, enforceRateLimit } from '../../lib/rate-limit';
import type { Actor, OrganizerActor } from '../sessions';
import { createSession, revokeSession, revokeUserSessions } from '../sessions';
import { checkCode, codeError, codeTriesKey } from './codes';
import { hashPassword, verifyPassword } from './passwords';
import {
  findOrganization,
  findOrganizationMembers,
  findOrganizerByUsername,
  normalizePhone,
  normalizeUsername,
} from './queries';
import { sendCode } from './send-code';
import { afterPasswordCheck, beforePasswordCheck } from './sign-in-throttle';
import { toSignedInUser } from './signed-in-user';
import { alreadyInvitedError, limitInvitations, sendInvitation } from './team';
import { isTwoFactorEnabled, startChallenge } from './two-factor';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Where a request came from: the client address for rate limits, the origin for links in mail. */
export interface RequestContext {
  /** As rate limits count it: an IPv6 client by its /64. */
  ip: string;
  origin: string;
}

const ACCOUNT_EXISTS = 'An account with this email address or phone number already exists. Please sign in.';
const BAD_CREDENTIALS = 'Incorrect username or password.';
const FORGOT_ANSWER =
  'If an account exists for this username, we have sent a verification code to its email address.';
const FIFTEEN_MINUTES = 15 * 60;

/**
 * What per-account limits count: the account itself when the username finds one, so every
 * spelling of its phone and its email share one counter; otherwise the normalised username, so
 * guesses at unknown accounts are limited alike and the limit reveals nothing.
 */
const accountKey = (user: { id: number } | null, username: string) =>
  user ? `user:${user.id}` : `name:${normalizeUsername(username)}`;

const resetLink = (origin: string, email: string) =>
  `${origin}/organizer/reset?username=${encodeURIComponent(email)}`;

/** Step 2 of host registration: the organisation, its owner, and a verification code by email. */
export async function registerOrganizer(deps: Deps, input: RegisterOrganizerInput, context: RequestContext) {
  await enforceRateLimit(deps.db, {
    key: `register:ip:${context.ip}`,
    limit: deps.config.registrationsPerAddress,
    windowSeconds: 3600,
    message: 'Too many registrations from this address. Please try again in an hour.',
  });
  try {
    await deps.db.transaction(async (tx) => {
      const [organization] = await tx
        .insert(organizations)
        .values({
          name: input.organization_name,
          displayName: input.display_name,
          email: input.organization_email_address,
          msisdn: input.organization_msisdn,
        })
        .returning();
      const [owner] = await tx
        .insert(users)
        .values({
          kind: 'organizer',
          role: 'owner',
          organizationId: organization!.id,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email_address,
          msisdn: normalizePhone(input.msisdn),
        })
        .returning();
      await sendCode(tx, deps.config.platformName, owner!, {
        purpose: 'verify',
        link: resetLink(context.origin, owner!.email),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ACCOUNT_EXISTS);
    throw error;
  }
}

/**
 * Verification screen: checks the code, sets the password, ends every other session and signs in.
 * Serves account verification, recovery and accepting an invitation alike.
 */
export async function resetPassword(deps: Deps, input: PasswordResetInput, context: RequestContext) {
  await enforceRateLimit(deps.db, {
    key: `reset:ip:${context.ip}`,
    limit: 30,
    windowSeconds: FIFTEEN_MINUTES,
    message: 'Too many attempts. Please wait 15 minutes and try again.',
  });
  const passwordHash = await hashPassword(input.password);
  const outcome = await deps.db.transaction(async (tx) => {
    const user = await findOrganizerByUsername(tx, input.username);
    const check = await checkCode(tx, user?.id ?? null, input.code, accountKey(user, input.username));
    if (check !== 'accepted' || !user) return { check, session: null };
    await revokeUserSessions(tx, user.id);
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        lastLoginAt: sql`now()`,
      })
      .where(eq(users.id, user.id))
      .returning();
    const token = await createSession(tx, user.id, deps.config.session);
    return { check, session: { token, user: await toSignedInUser(tx, updated!) } };
  });
  if (outcome.check !== 'accepted' || !outcome.session)
    throw codeError(outcome.check === 'dead' ? 'dead' : 'wrong');
  return outcome.session;
}

/** Host sign-in with email or phone; the same answer and work for an unknown user and a wrong password. */
export async function login(deps: Deps, input: LoginInput, context: RequestContext) {
  const tooMany = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
  await enforceRateLimit(deps.db, {
    key: `login:ip:${context.ip}`,
    limit: 50,
    windowSeconds: FIFTEEN_MINUTES,
    message: tooMany,
  });
  const user = await findOrganizerByUsername(deps.db, input.username);
  const account = accountKey(user, input.username);
  await beforePasswordCheck(deps.db, account, context.ip);
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  await afterPasswordCheck(deps.db, account, context.ip, Boolean(user && isValid));
  if (!user || !isValid) throw new AppError('UNAUTHORIZED', BAD_CREDENTIALS);
  if (await isTwoFactorEnabled(deps.db, user.id)) {
    return { kind: 'two-factor' as const, challenge: await startChallenge(deps.db, user.id) };
  }
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    const token = await createSession(tx, user.id, deps.config.session);
    return { kind: 'signed-in' as const, token, user: await toSignedInUser(tx, updated!) };
  });
}

/** Decision 9: signing out ends the session on the server too. */
export async function logout(deps: Deps, actor: Actor) {
  await revokeSession(deps.db, actor.sessionId);
}

/** Runs work once the answer has gone out, so that its time is not part of the answer's. */
export type AfterAnswer = (work: () => Promise<void>) => void;

/** Recovery: a new code by email when the account exists, and the same answer when it does not. */
export async function forgotPassword(
  deps: Deps,
  input: PasswordForgotInput,
  context: RequestContext,
  afterAnswer: AfterAnswer,
) {
  const tooMany = 'Too many code requests. Please wait 15 minutes and try again.';
  await enforceRateLimit(deps.db, {
    key: `forgot:ip:${context.ip}`,
    limit: 10,
    windowSeconds: 3600,
    message: tooMany,
  });
  const user = await findOrganizerByUsername(deps.db, input.username);
  await enforceRateLimit(deps.db, {
    key: `forgot:account:${accountKey(user, input.username)}`,
    limit: 3,
    windowSeconds: FIFTEEN_MINUTES,
    message: tooMany,
  });
  // Answer before any work that depends on the account, so the time taken tells nothing.
  afterAnswer(async () => {
    await clearHits(deps.db, codeTriesKey(accountKey(user, input.username)));
    if (!user) return;
    await deps.db.transaction(async (tx) => {
      await sendCode(tx, deps.config.platformName, user, {
        purpose: 'recover',
        link: resetLink(context.origin, user.email),
      });
    });
  });
  return FORGOT_ANSWER;
}

export async function getOrganizationSelf(deps: Deps, actor: OrganizerActor): Promise<OrganizationSelf> {
  const organization = await findOrganization(deps.db, actor.organizationId);
  if (!organization) throw notFound('Organisation not found');
  return {
    organization_name: organization.name,
    display_name: organization.displayName,
    organization_email_address: organization.email,
    organization_msisdn: organization.msisdn,
    role: actor.role,
  };
}

export async function listTeam(deps: Deps, actor: OrganizerActor): Promise<Teammate[]> {
  const members = await findOrganizationMembers(deps.db, actor.organizationId);
  return members.map((member) => ({
    id: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
    email_address: member.email,
    msisdn: member.msisdn,
    role: member.role ?? 'member',
    last_login_date: member.lastLoginAt?.toISOString() ?? null,
  }));
}

/** Only the owner invites (docs/decisions/007-team-roles.md); the teammate gets a code by email. */
export async function inviteTeammate(
  deps: Deps,
  actor: OrganizerActor,
  input: InviteTeammateInput,
  context: RequestContext,
) {
  if (actor.role !== 'owner')
    throw new AppError('FORBIDDEN', 'Only the organisation owner can invite teammates.');
  await limitInvitations(deps, actor);
  const organization = await findOrganization(deps.db, actor.organizationId);
  try {
    await deps.db.transaction(async (tx) => {
      const [teammate] = await tx
        .insert(users)
        .values({
          kind: 'organizer',
          role: 'member',
          organizationId: actor.organizationId,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email_address,
          msisdn: normalizePhone(input.msisdn),
        })
        .returning();
      await sendInvitation(tx, deps, actor, teammate!, organization?.displayName, context.origin);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await alreadyInvitedError(deps, actor, input);
    throw error;
  }
  return `Invitation sent to ${input.email_address}`;
}
