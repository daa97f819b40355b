import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('isPublicAddress', () => {
  it('takes public IPv4 and IPv6 unicast addresses', () => {
    for (const address of [
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2a00:1450:4001:80b::200e',
      '[2606:4700::1111]',
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses loopback, private, link-local, shared, documentation, multicast and reserved ranges', () => {
    for (const address of [
      '0.0.0.0',
      '127.0.0.2',
      '10.255.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '192.0.2.10',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fe80::1%eth0',
      'ff02::1',
      '2001:db8::1',
      '2001::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('judges IPv6 that carries IPv4 (mapped, NAT64, 6to4) by the IPv4 address', () => {
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:7f00:1')).toBe(false);
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('64:ff9b::a9fe:a9fe')).toBe(false);
    expect(isPublicAddress('64:ff9b::808:808')).toBe(true);
    expect(isPublicAddress('2002:c0a8:0101::1')).toBe(false);
    expect(isPublicAddress('2002:0808:0808::1')).toBe(true);
  });
});
