import { describe, expect, it } from 'vitest';
import { addressKey } from '../../server/security/client-address';

describe('addressKey: what a per-address limit counts under', () => {
  it('an IPv4 address is itself, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('an IPv6 address counts by its /64, however it is written', () => {
    const key = '2001:db8:85a3:42::/64';
    for (const written of [
      '2001:db8:85a3:42::1',
      '2001:0db8:85a3:0042:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:42:1:2:3:4',
      '2001:DB8:85A3:42::abcd',
      '2001:db8:85a3:42::1%eth0',
    ])
      expect(addressKey(written)).toBe(key);
    expect(addressKey('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:2:3:4:198.51.100.1')).toBe('2001:db8:1:2::/64');
  });

  it('no address, or something that is not one, is kept apart as it is', () => {
    expect(addressKey(undefined)).toBe('unknown');
    expect(addressKey('')).toBe('unknown');
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});
