import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('environment', () => {
  it('HEMMA_AUTO_TRANSMIT_ORDERS: on by default, 0/false turn it off, anything else stops the boot', () => {
    expect(loadEnv({}).HEMMA_AUTO_TRANSMIT_ORDERS).toBe(true);
    expect(loadEnv({ HEMMA_AUTO_TRANSMIT_ORDERS: '1' }).HEMMA_AUTO_TRANSMIT_ORDERS).toBe(true);
    expect(loadEnv({ HEMMA_AUTO_TRANSMIT_ORDERS: 'false' }).HEMMA_AUTO_TRANSMIT_ORDERS).toBe(false);
    expect(loadEnv({ HEMMA_AUTO_TRANSMIT_ORDERS: '0' }).HEMMA_AUTO_TRANSMIT_ORDERS).toBe(false);
    expect(() => loadEnv({ HEMMA_AUTO_TRANSMIT_ORDERS: 'off' })).toThrow(/HEMMA_AUTO_TRANSMIT_ORDERS/);
  });
});
