import { describe, expect, it } from 'vitest';
import { shopSettings } from './shop-settings.server.ts';

describe('shop settings for the browser (SPEC §9)', () => {
  it("automatic offline order transmission is on unless HEMMA_AUTO_TRANSMIT_ORDERS is '0' or 'false'", () => {
    expect(shopSettings({})).toEqual({ autoTransmitOrders: true });
    expect(shopSettings({ HEMMA_AUTO_TRANSMIT_ORDERS: '' })).toEqual({ autoTransmitOrders: true });
    expect(shopSettings({ HEMMA_AUTO_TRANSMIT_ORDERS: 'true' })).toEqual({ autoTransmitOrders: true });
    expect(shopSettings({ HEMMA_AUTO_TRANSMIT_ORDERS: '0' })).toEqual({ autoTransmitOrders: false });
    expect(shopSettings({ HEMMA_AUTO_TRANSMIT_ORDERS: 'false' })).toEqual({ autoTransmitOrders: false });
  });
});
