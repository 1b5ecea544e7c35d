import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque token of 256 random bits, URL-safe. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit one-time code from the operating system's CSPRNG. */
export function createNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function isSameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
