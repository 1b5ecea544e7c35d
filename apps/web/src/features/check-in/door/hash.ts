/**
 * The door list keys each admission by a hex HMAC-SHA256 of its code under the event's
 * `hash_key` (ADR-022), so a device can match a scan without ever holding the codes.
 */

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const clean = hex.trim();
  if (!/^(?:[0-9a-f]{2})+$/i.test(clean)) throw new Error('The list key is not hex.');
  const bytes = new Uint8Array(clean.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(clean.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

function bytesToHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Imports `hash_key` once per list, so each scan costs one HMAC (well under a millisecond). */
export function importHashKey(hashKey: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', hexToBytes(hashKey), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

/** The key of a scanned or typed code: what the server computed for the list. */
export async function keyOfCode(key: CryptoKey, code: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(code.trim()));
  return bytesToHex(signature);
}
