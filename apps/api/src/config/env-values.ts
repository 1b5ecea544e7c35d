import { z } from 'zod';

// Value types and checks the configuration sections share.

export const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const optionalUrl = z.url().optional();

/** http is tolerated only for a peer on this machine (a local issuer in tests or development). */
export function isLoopbackUrl(value: string): boolean {
  const { hostname } = new URL(value);
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The error that stops the start, in the same form as a value the schema refused. */
export function invalidConfiguration(line: string): Error {
  return new Error(`Invalid configuration:\n  ${line}`);
}
