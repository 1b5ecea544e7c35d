import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link opens: one admission's QR image, or the booking's PDF. */
export type TicketLink =
  | { kind: 'qr'; reference: string; number: number }
  | { kind: 'pdf'; reference: string };

/** Links live an hour or a little more... */
export const LINK_TTL_MS = 60 * 60_000;
/** ...ending on a quarter hour, so lists fetched minutes apart give the same URLs (cached images). */
const BUCKET_MS = 15 * 60_000;

/** Expiry (unix seconds) for links made now. */
export function linkExpiry(now = Date.now()): number {
  return (Math.ceil((now + LINK_TTL_MS) / BUCKET_MS) * BUCKET_MS) / 1000;
}

export function linkPath(link: TicketLink): string {
  const reference = encodeURIComponent(link.reference);
  return link.kind === 'qr'
    ? `/api/v1/tickets/${reference}/qr/${link.number}.png`
    : `/api/v1/tickets/${reference}/e-ticket.pdf`;
}

function signature(key: Buffer, link: TicketLink, exp: number): string {
  const subject = link.kind === 'qr' ? `qr|${link.reference}|${link.number}` : `pdf|${link.reference}`;
  return createHmac('sha256', key).update(`v1|${subject}|${exp}`).digest('base64url');
}

/** A same-origin URL that opens the link until `exp`, for anyone who holds it. */
export function signLink(key: Buffer, link: TicketLink, exp: number): string {
  return `${linkPath(link)}?exp=${exp}&sig=${signature(key, link, exp)}`;
}

/** True when `sig` was made by this key for this link and `exp` has not passed. */
export function isValidLink(
  key: Buffer,
  link: TicketLink,
  given: { exp: number; sig: string },
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(given.exp) || given.exp * 1000 <= now) return false;
  // A link cannot be made to live longer than links are ever issued for.
  if (given.exp * 1000 > now + LINK_TTL_MS + BUCKET_MS) return false;
  const expected = Buffer.from(signature(key, link, given.exp));
  const actual = Buffer.from(given.sig);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
