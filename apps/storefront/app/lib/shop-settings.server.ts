/** Settings of the shop the browser needs (SPEC §9 'read from configuration'), sent with the root loader's data. */
export interface ShopSettings {
  /** SPEC §9 'automatic offline order transmission': HEMMA_AUTO_TRANSMIT_ORDERS, on unless `0`/`false`. */
  autoTransmitOrders: boolean;
}

/** Read per request, like the URL dispatcher's switch; the server checked the values at boot (apps/server env.ts). */
export function shopSettings(env: NodeJS.ProcessEnv = process.env): ShopSettings {
  const auto = env.HEMMA_AUTO_TRANSMIT_ORDERS;
  return { autoTransmitOrders: auto !== '0' && auto !== 'false' };
}

/**
 * The shop's public address (SHOP_URL, else http://localhost:PORT like the server's mail links), without a trailing
 * slash: canonical links, hreflang, Open Graph, JSON-LD and the sitemap are built from it, never from the request's
 * Host header (which any client can set).
 */
export function shopUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SHOP_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
}
