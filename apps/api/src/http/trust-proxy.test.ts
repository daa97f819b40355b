import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.ts';

describe('HEMMA_TRUST_PROXY', () => {
  it('is off unless set: X-Forwarded-For is not believed', () => {
    for (const off of [undefined, '', ' ', '0', 'false']) expect(parseTrustProxy(off)).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and CIDRs', () => {
    const oneHop = parseTrustProxy('1');
    if (typeof oneHop !== 'function') throw new Error('a hop count is a function of the hop');
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses what is neither, saying what to write', () => {
    for (const bad of ['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '11'])
      expect(() => parseTrustProxy(bad)).toThrow(/HEMMA_TRUST_PROXY/);
  });
});
