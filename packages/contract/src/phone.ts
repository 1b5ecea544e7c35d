/**
 * A phone number as accounts store and look it up: without spaces, dashes or brackets, and a
 * Kenyan number in its international form, so 0712 345 678, 254712345678 and +254 712 345 678 are
 * one number. Kenyan mobiles are 07xx and 01xx locally; other numbers are kept as typed.
 */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, '');
  const local = /^0([17]\d{8})$/.exec(compact);
  if (local) return `+254${local[1]}`;
  const international = /^(?:\+|00)?254([17]\d{8})$/.exec(compact);
  if (international) return `+254${international[1]}`;
  return compact;
}

/**
 * A Kenyan mobile number as M-Pesa takes it (MSISDN, 2547XXXXXXXX or 2541XXXXXXXX) from any usual
 * spelling (07..., 01..., +254..., 254..., with spaces or dashes); null for anything else.
 */
export function kenyanMsisdn(input: string): string | null {
  const normalized = normalizePhone(input);
  return /^\+254[17]\d{8}$/.test(normalized) ? normalized.slice(1) : null;
}
