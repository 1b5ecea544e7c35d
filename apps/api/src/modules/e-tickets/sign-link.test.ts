import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidLink, LINK_TTL_MS, linkExpiry, linkPath, signLink, type TicketLink } from './sign-link';

const key = randomBytes(32);
const qr: TicketLink = { kind: 'qr', reference: 'TK-ABCDEFGHJK', number: 2 };
const pdf: TicketLink = { kind: 'pdf', reference: 'TK-ABCDEFGHJK' };

function partsOf(url: string) {
  const parsed = new URL(url, 'http://x');
  return {
    path: parsed.pathname,
    exp: Number(parsed.searchParams.get('exp')),
    sig: parsed.searchParams.get('sig') ?? '',
  };
}

describe('signed e-ticket links', () => {
  const now = Date.UTC(2026, 10, 22, 10, 7, 0);

  it('expire an hour or a little more from now, on a quarter hour', () => {
    const exp = linkExpiry(now);
    expect(exp * 1000 - now).toBeGreaterThanOrEqual(LINK_TTL_MS);
    expect(exp * 1000 - now).toBeLessThanOrEqual(LINK_TTL_MS + 15 * 60_000);
    expect((exp * 1000) % (15 * 60_000)).toBe(0);
    expect(linkExpiry(now + 60_000)).toBe(exp);
  });

  it('open exactly what they were made for, until they expire', () => {
    const exp = linkExpiry(now);
    const link = partsOf(signLink(key, qr, exp));
    expect(link.path).toBe(linkPath(qr));
    expect(link.path).toBe('/api/v1/tickets/TK-ABCDEFGHJK/qr/2.png');
    expect(isValidLink(key, qr, link, now)).toBe(true);
    expect(isValidLink(key, qr, link, exp * 1000 + 1)).toBe(false);
    expect(isValidLink(key, { ...qr, number: 1 }, link, now)).toBe(false);
    expect(isValidLink(key, { ...qr, reference: 'TK-ABCDEFGHJL' }, link, now)).toBe(false);
    expect(isValidLink(key, pdf, link, now)).toBe(false);
    expect(isValidLink(randomBytes(32), qr, link, now)).toBe(false);
  });

  it('refuse a changed expiry, a forged or empty signature, and a far-future expiry', () => {
    const exp = linkExpiry(now);
    const link = partsOf(signLink(key, pdf, exp));
    expect(isValidLink(key, pdf, { ...link, exp: exp + 900 }, now)).toBe(false);
    const forged = `${link.sig.slice(0, -1)}${link.sig.endsWith('A') ? 'B' : 'A'}`;
    expect(isValidLink(key, pdf, { ...link, sig: forged }, now)).toBe(false);
    expect(isValidLink(key, pdf, { ...link, sig: '' }, now)).toBe(false);
    const far = exp + 365 * 24 * 3600;
    const forever = partsOf(signLink(key, pdf, far));
    expect(isValidLink(key, pdf, forever, now)).toBe(false);
    expect(isValidLink(key, pdf, { ...link, exp: Number.NaN }, now)).toBe(false);
  });
});
