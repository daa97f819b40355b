import { lookup } from 'node:dns/promises';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses a webhook may be sent to (decision 0052): public unicast only. Loopback, private, link-local,
 * shared (CGNAT), documentation, benchmarking, multicast and reserved ranges are refused, in IPv4 and IPv6 alike; an
 * IPv6 address that carries an IPv4 one (IPv4-mapped, NAT64, 6to4) is judged by the IPv4 address it carries.
 * `HEMMA_WEBHOOKS_ALLOW_PRIVATE=1` (tests, a shop's own network) allows every address and plain http.
 */
export function privateAddressesAllowed(): boolean {
  return process.env.HEMMA_WEBHOOKS_ALLOW_PRIVATE === '1';
}

/** IPv4 ranges that are not the public internet: [first octets as a number, prefix length]. */
const IPV4_NOT_PUBLIC: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function inIpv4Range(value: number, [base, bits]: [string, number]): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(value / size) === Math.floor(ipv4Number(base) / size);
}

function isPublicIpv4(address: string): boolean {
  const value = ipv4Number(address);
  return !IPV4_NOT_PUBLIC.some((range) => inIpv4Range(value, range));
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part becomes two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4Number(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}

function embeddedIpv4(groups: number[], from: number): string {
  const [a, b] = [groups[from]!, groups[from + 1]!];
  return [a >> 8, a & 0xff, b >> 8, b & 0xff].join('.');
}

function isPublicIpv6(address: string): boolean {
  const g = ipv6Groups(address);
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (the old IPv4-compatible form).
  if (zeros(5) && (g[5] === 0xffff || g[5] === 0) && (g[6] !== 0 || g[7]! > 1))
    return isPublicIpv4(embeddedIpv4(g, 6));
  // 64:ff9b::/96, NAT64 to an IPv4 address.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return isPublicIpv4(embeddedIpv4(g, 6));
  // 2002::/16, 6to4: the IPv4 address follows the prefix.
  if (g[0] === 0x2002) return isPublicIpv4(embeddedIpv4(g, 1));
  // Outside 2000::/3 (global unicast) nothing is public: ::, ::1, fc00::/7, fe80::/10, ff00::/8, 64:ff9b:1::/48 …
  if ((g[0]! & 0xe000) !== 0x2000) return false;
  // 2001::/23 (IETF protocol assignments, Teredo), 2001:db8::/32 and 3fff::/20 (documentation).
  if (g[0] === 0x2001 && (g[1]! < 0x200 || g[1] === 0xdb8)) return false;
  if (g[0]! >> 4 === 0x3ff) return false;
  return true;
}

/** Whether an IP address (v4 or v6, brackets allowed) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return isPublicIpv4(bare);
  if (isIPv6(bare)) return isPublicIpv6(bare);
  return false;
}

/**
 * Why a URL may not receive webhooks (a sentence naming the problem), or null when it may: https only, no user or
 * password in it, and no literal address that is not public. A name is judged by what it resolves to (resolveTarget).
 */
export function urlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL such as https://example.com/hooks';
  }
  const allowed = privateAddressesAllowed();
  if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:'))
    return `must use https (got ${url.protocol.replace(':', '')})`;
  if (url.username || url.password) return 'must not carry a user name or password';
  if (allowed) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if ((isIPv4(host) || isIPv6(host)) && !isPublicAddress(host))
    return `${host} is not a public address (loopback, private, link-local or reserved)`;
  return null;
}

/** How long a name may take to resolve. */
const RESOLVE_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number, host: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${host} did not resolve within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface ResolvedTarget {
  url: URL;
  /** The one address the request connects to. */
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a webhook URL's host once, for the request that follows to connect to exactly that address (so the name
 * cannot point elsewhere between the check and the connection). Throws with the reason when the URL or an address
 * it resolves to is not allowed.
 */
export async function resolveTarget(raw: string): Promise<ResolvedTarget> {
  const problem = urlProblem(raw);
  if (problem) throw new Error(`url ${problem}`);
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses =
    isIPv4(host) || isIPv6(host)
      ? [{ address: host, family: isIPv4(host) ? 4 : 6 }]
      : await withTimeout(lookup(host, { all: true, verbatim: true }), RESOLVE_TIMEOUT_MS, host);
  if (addresses.length === 0) throw new Error(`${host} does not resolve`);
  if (!privateAddressesAllowed()) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) throw new Error(`${host} resolves to ${refused.address}, which is not a public address`);
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
