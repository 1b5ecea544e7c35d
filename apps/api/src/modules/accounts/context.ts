import type { AppDeps } from '../../app-types';
import { normalizeUsername } from './queries';

/** What the accounts use cases need of the app. */
export type AccountDeps = Pick<AppDeps, 'db' | 'config'>;

/** Where a request came from: the client address for rate limits, the origin for links in mail. */
export interface RequestContext {
  /** As rate limits count it: an IPv6 client by its /64. */
  ip: string;
  origin: string;
}

export const FIFTEEN_MINUTES = 15 * 60;

/**
 * What per-account limits count: the account itself when the username finds one, so every
 * spelling of its phone and its email share one counter; otherwise the normalised username, so
 * guesses at unknown accounts are limited alike and the limit reveals nothing.
 */
export const accountKey = (user: { id: number } | null, username: string) =>
  user ? `user:${user.id}` : `name:${normalizeUsername(username)}`;

export const resetLink = (origin: string, email: string) =>
  `${origin}/organizer/reset?username=${encodeURIComponent(email)}`;
