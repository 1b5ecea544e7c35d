import type { RegisterOrganizerInput } from '@tiketi/contract/accounts';
import type { BookingDraft } from '@tiketi/contract/bookings';
import type { EventDetail } from '@tiketi/contract/events';
import type { AppliedCode } from '@tiketi/contract/promo-codes';
import { API_BASE } from '../config/site';
import type { HeldBooking } from './checkout-schemas';
import type { HeldEventRecord } from './held-event-slot';
import { asStored, type Stored } from './stored';

/** One client secret per payment method (spec 3 "Payment intent holder"). */
export interface PaymentIntentSecrets {
  mpesa: string;
  paypal: string;
  card: string;
}

export type AccountType = 'user' | 'organizer';

/** The registration form of spec 2.10 as typed so far (features/accounts/lib/registration-draft.ts). */
export type RegistrationDraft = Record<keyof RegisterOrganizerInput, string>;

/**
 * Session state of spec 3, persisted in localStorage. The structured slots (`booking`, `dump`,
 * `event`, `data`) are `Stored` values: read through lib/checkout-state.ts, the held event's and
 * the registration draft's readers, which check them. Their storage names stay as they were, so a
 * session stored by an earlier version still reads.
 */
export interface SessionState {
  /** The API base the client talks to. */
  api: string;
  /** The booking draft the event page leaves for the payment screen. */
  booking: Stored<BookingDraft> | null;
  payment_intent: PaymentIntentSecrets;
  /** The booking held after Proceed (lib/checkout-state.ts). */
  dump: Stored<HeldBooking> | null;
  /** The session token, from the `auth` response header. */
  tokenKey: string;
  /**
   * A guest's booking token (ADR-010): it reaches only the booking this browser just made, for
   * its payment and success screens. It never signs anyone in, and a new booking draft drops it.
   */
  guestToken: string;
  /** A copy of the event being booked, or the event an organizer is creating or editing. */
  event: Stored<EventDetail> | Stored<HeldEventRecord> | null;
  /** Issue 15: the code applied on the event page, for the payment screen to price the order as shown. */
  applied_code: Stored<AppliedCode> | null;
  user_name: string;
  msisdn: string;
  message: string;
  /** The organizer registration form between its two steps. */
  data: Stored<RegistrationDraft> | null;
  accountType: AccountType;
  authenticated: boolean;
  /** The buyer's name, stored after payment creation. */
  buyer_name: string;
}

export const EMPTY_PAYMENT_INTENT: PaymentIntentSecrets = { mpesa: '', paypal: '', card: '' };

export function defaultSession(): SessionState {
  return {
    api: API_BASE,
    booking: null,
    payment_intent: { ...EMPTY_PAYMENT_INTENT },
    dump: null,
    tokenKey: '',
    guestToken: '',
    event: null,
    applied_code: null,
    user_name: '',
    msisdn: '',
    message: '',
    data: null,
    accountType: 'user',
    authenticated: false,
    buyer_name: '',
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * Turns whatever was stored (an older shape, a hand-edited value, garbage) into a valid session.
 * Unknown or mistyped fields fall back to their defaults; the API base always comes from config.
 */
export function normalizeSession(raw: unknown): SessionState {
  const base = defaultSession();
  if (!isRecord(raw)) return base;
  const intent = isRecord(raw.payment_intent) ? raw.payment_intent : {};
  const tokenKey = stringOr(raw.tokenKey, '');
  return {
    api: base.api,
    // Only records are kept; their shape is checked where they are read (see `Stored`).
    booking: isRecord(raw.booking) ? asStored(raw.booking) : null,
    payment_intent: {
      mpesa: stringOr(intent.mpesa, ''),
      paypal: stringOr(intent.paypal, ''),
      card: stringOr(intent.card, ''),
    },
    dump: isRecord(raw.dump) ? asStored(raw.dump) : null,
    tokenKey,
    guestToken: stringOr(raw.guestToken, ''),
    event: isRecord(raw.event) ? asStored(raw.event) : null,
    applied_code: isRecord(raw.applied_code) ? asStored(raw.applied_code) : null,
    user_name: stringOr(raw.user_name, ''),
    msisdn: stringOr(raw.msisdn, ''),
    message: stringOr(raw.message, ''),
    data: isRecord(raw.data) ? asStored(raw.data) : null,
    accountType: raw.accountType === 'organizer' ? 'organizer' : 'user',
    authenticated: raw.authenticated === true && tokenKey !== '',
    buyer_name: stringOr(raw.buyer_name, ''),
  };
}

type Patch = Partial<SessionState> | ((state: SessionState) => Partial<SessionState>);

export interface SessionStore {
  get(): SessionState;
  update(patch: Patch): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads storage (another tab changed it). */
  reload(): void;
}

/** A tiny external store; `useSession` reads it with useSyncExternalStore. */
export function createSessionStore(storage: Pick<Storage, 'getItem' | 'setItem'> | null, key: string) {
  const read = (): SessionState => {
    try {
      const text = storage?.getItem(key);
      return normalizeSession(text ? JSON.parse(text) : null);
    } catch {
      return defaultSession();
    }
  };
  const listeners = new Set<() => void>();
  let state = read();

  const commit = (next: SessionState) => {
    state = next;
    try {
      storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked (private mode): the session still works for this page view.
    }
    for (const listener of listeners) listener();
  };

  const store: SessionStore = {
    get: () => state,
    update(patch) {
      const changes = typeof patch === 'function' ? patch(state) : patch;
      commit({ ...state, ...changes });
    },
    clear() {
      commit(defaultSession());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      state = read();
      for (const listener of listeners) listener();
    },
  };
  return store;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const SESSION_STORAGE_KEY = 'tiketi.session';

export const sessionStore = createSessionStore(browserStorage(), SESSION_STORAGE_KEY);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.reload();
  });
}

/** True when a session token is held (spec 2.1 guard). */
export function hasToken(state: SessionState): boolean {
  return state.tokenKey !== '';
}

/** The token for calls about the booking in hand: the signed-in account's, else the guest's. */
export function bookingTokenOf(state: Pick<SessionState, 'tokenKey' | 'guestToken'>): string {
  return state.tokenKey || state.guestToken;
}

/** True when an organizer is signed in (spec decision #3 guard). */
export function isOrganizerSession(state: SessionState): boolean {
  return hasToken(state) && state.accountType === 'organizer';
}
