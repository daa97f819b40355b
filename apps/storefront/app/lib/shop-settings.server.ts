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
