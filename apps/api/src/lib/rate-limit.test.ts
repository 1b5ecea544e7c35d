import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './rate-limit';

describe('rateLimitAddress', () => {
  it('counts every address of one IPv6 /64 as one client', () => {
    const prefix = '2001:db8:85a3:12::/64';
    for (const ip of [
      '2001:db8:85a3:12::1',
      '2001:0db8:85a3:0012:ffff:ffff:ffff:fffe',
      '2001:DB8:85A3:12:1:2:3:4',
      '2001:db8:85a3:12::1%eth0',
    ]) {
      expect(rateLimitAddress(ip)).toBe(prefix);
    }
  });

  it('keeps neighbouring /64s apart', () => {
    expect(rateLimitAddress('2001:db8:85a3:13::1')).toBe('2001:db8:85a3:13::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
    expect(rateLimitAddress('1:2:3:4:5:6:7::')).toBe('1:2:3:4::/64');
  });

  it('counts IPv4, also mapped into IPv6, by the address', () => {
    expect(rateLimitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });
});
