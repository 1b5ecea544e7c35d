import { randomBytes } from 'node:crypto';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Base62 characters from the CSPRNG (24 are about 143 bits), so the simulators' ids and secrets cannot be guessed. */
export function randomBase62(length = 24): string {
  let text = '';
  while (text.length < length) {
    // Bytes of 248 and more are skipped, so that every character is equally likely (248 = 4 × 62).
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && text.length < length) text += BASE62[byte % 62];
    }
  }
  return text;
}
