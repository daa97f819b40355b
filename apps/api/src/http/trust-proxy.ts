import { isIP } from 'node:net';

/**
 * Fastify's `trustProxy`: off, a hop count (as a function of the hop: the first `n` addresses back are proxies), or
 * the addresses/CIDRs of the proxies whose X-Forwarded-For counts.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (KEYWORDS.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * HEMMA_TRUST_PROXY (decision 0024): unset, empty, 0 or false — the client address is the peer's and
 * X-Forwarded-For is ignored, so nobody gets fresh login attempts by inventing the header. A number 1–10: that
 * many proxies in front (the address is taken that many hops back). Otherwise a comma-separated list of the
 * proxies' addresses or CIDRs (or loopback, linklocal, uniquelocal): only their X-Forwarded-For is believed.
 * Anything else is an error that says what to write.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10)
      throw new Error(`HEMMA_TRUST_PROXY: ${hops} hops is more than 10; give the proxies' addresses`);
    return (_address: string, hop: number) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0)
    throw new Error(
      `HEMMA_TRUST_PROXY: ${bad.map((b) => JSON.stringify(b.slice(0, 60))).join(', ')} is not an address or CIDR; ` +
        'write the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1), or leave it unset',
    );
  return entries;
}
