import { describe, expect, it } from 'vitest';
import { shopSettings, shopUrl } from './shop-settings.server.ts';

describe('shop settings for the browser (SPEC §9)', () => {
  it("automatic offline order transmission is on unless HEMMA_AUTO_TRANSMIT_ORDERS is '0' or 'false'", () => {
    expect(shopSettings({})).toEqual({ autoTransmitOrders: true });
    expect(shopSettings({ HEMMA_AUTO_TRANSMIT_ORDERS: '' })).toEqual({ autoTransmitOrders: true });
    expect(shopSettings({ HEMMA_AUTO_TRANSMIT_ORDERS: 'true' })).toEqual({ autoTransmitOrders: true });
    expect(shopSettings({ HEMMA_AUTO_TRANSMIT_ORDERS: '0' })).toEqual({ autoTransmitOrders: false });
    expect(shopSettings({ HEMMA_AUTO_TRANSMIT_ORDERS: 'false' })).toEqual({ autoTransmitOrders: false });
  });
});

describe('the shop URL for links that leave the page (canonical, sitemap, JSON-LD)', () => {
  it('is SHOP_URL without a trailing slash, else localhost with the port', () => {
    expect(shopUrl({ SHOP_URL: 'https://hemma.example/' })).toBe('https://hemma.example');
    expect(shopUrl({ PORT: '3320' })).toBe('http://localhost:3320');
    expect(shopUrl({})).toBe('http://localhost:3000');
  });
});
