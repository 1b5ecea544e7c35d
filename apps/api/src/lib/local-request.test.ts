import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './local-request';

describe('isLoopbackAddress', () => {
  it('knows this machine in IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
  });

  it('takes every other address, or none, for someone else', () => {
    for (const address of [
      '203.0.113.9',
      '10.0.0.1',
      '::ffff:192.168.1.2',
      '2001:db8::1',
      '128.0.0.1',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});
