import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importHashKey, keyOfCode } from './hash';

describe('the door key of a code', () => {
  it('is the hex HMAC-SHA256 of the code under the hash key, as node computes it', async () => {
    const hashKey = '8f2a'.repeat(16);
    const code = 'aB3_x-9'.repeat(6).slice(0, 43);
    const expected = createHmac('sha256', Buffer.from(hashKey, 'hex')).update(code).digest('hex');
    const key = await importHashKey(hashKey);
    expect(await keyOfCode(key, code)).toBe(expected);
    // A scanner's stray spaces do not change the key; another code does.
    expect(await keyOfCode(key, ` ${code}\n`)).toBe(expected);
    expect(await keyOfCode(key, `${code.slice(0, -1)}Z`)).not.toBe(expected);
  });

  it('matches the RFC 4231 test case 2 vector', async () => {
    const key = await importHashKey(Buffer.from('Jefe').toString('hex'));
    expect(await keyOfCode(key, 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('refuses a key that is not hex', () => {
    expect(() => importHashKey('not-hex')).toThrow('The list key is not hex.');
  });
});
