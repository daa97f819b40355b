import { availableParallelism } from 'node:os';
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

  it('HEMMA_WORKERS: one process by default, a number, or auto for one per CPU', () => {
    expect(loadEnv({}).HEMMA_WORKERS).toBe(1);
    expect(loadEnv({ HEMMA_WORKERS: '3' }).HEMMA_WORKERS).toBe(3);
    expect(loadEnv({ HEMMA_WORKERS: 'auto' }).HEMMA_WORKERS).toBe(availableParallelism());
    for (const bad of ['0', '1.5', 'many'])
      expect(() => loadEnv({ HEMMA_WORKERS: bad })).toThrow(/HEMMA_WORKERS/);
  });
});
