import { localizedPath, storeViewByCode, storeViewFromPath, unprefixedPath } from '@hemma/commerce';

/**
 * SPEC §2 multistore mode (decision 0029): with `HEMMA_MULTISTORE_HOSTS=de.hemma.example=de,it.hemma.example=it` a
 * host names its store view. When the route's store view differs from the host's, the page loads again at the
 * same page in the host's store view (a redirect: the whole page reloads with that store's language and data).
 * Unset, or a host not in the list: the route alone decides.
 */
export function parseStoreHosts(config: string | undefined): Map<string, string> {
  const hosts = new Map<string, string>();
  for (const pair of (config ?? '').split(',')) {
    const [host, code] = pair.split('=').map((part) => part.trim().toLowerCase());
    if (host && code && storeViewByCode(code)) hosts.set(host, code);
  }
  return hosts;
}

const configured = parseStoreHosts(process.env.HEMMA_MULTISTORE_HOSTS);

/** Where a request must go to match its host's store view, or null when host and route agree. */
export function multistoreRedirect(request: Request, hosts: Map<string, string> = configured): string | null {
  if (hosts.size === 0) return null;
  const url = new URL(request.url);
  const host = (request.headers.get('host') ?? url.host).toLowerCase().replace(/:\d+$/, '');
  const code = hosts.get(host);
  const hostStore = code ? storeViewByCode(code) : null;
  if (!hostStore || storeViewFromPath(url.pathname).storeCode === hostStore.storeCode) return null;
  return `${localizedPath(unprefixedPath(url.pathname), hostStore)}${url.search}`;
}
