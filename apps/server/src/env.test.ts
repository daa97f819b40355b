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

  it('HOST: this machine only by default', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('HEMMA_TRUST_PROXY: off by default, a hop count or proxy addresses, anything else stops the boot', () => {
    expect(loadEnv({}).HEMMA_TRUST_PROXY).toBe(false);
    expect(loadEnv({ HEMMA_TRUST_PROXY: '1' }).HEMMA_TRUST_PROXY).toBeTypeOf('function');
    expect(loadEnv({ HEMMA_TRUST_PROXY: '10.0.0.0/8' }).HEMMA_TRUST_PROXY).toEqual(['10.0.0.0/8']);
    expect(() => loadEnv({ HEMMA_TRUST_PROXY: 'true' })).toThrow(/HEMMA_TRUST_PROXY.*not an address/);
  });

  it('HEMMA_TOKENS_IN_QUERY: off by default', () => {
    expect(loadEnv({}).HEMMA_TOKENS_IN_QUERY).toBe(false);
    expect(loadEnv({ HEMMA_TOKENS_IN_QUERY: '1' }).HEMMA_TOKENS_IN_QUERY).toBe(true);
  });

  it('HEMMA_POSTNORD_API_KEY and _URL: unset by default (the seeded pick-up points); the URL must be one', () => {
    expect(loadEnv({}).HEMMA_POSTNORD_API_KEY).toBeUndefined();
    expect(loadEnv({ HEMMA_POSTNORD_API_KEY: '' }).HEMMA_POSTNORD_API_KEY).toBeUndefined();
    expect(loadEnv({ HEMMA_POSTNORD_API_KEY: 'abc' }).HEMMA_POSTNORD_API_KEY).toBe('abc');
    expect(loadEnv({}).HEMMA_POSTNORD_API_URL).toBeUndefined();
    expect(loadEnv({ HEMMA_POSTNORD_API_URL: 'http://127.0.0.1:9999' }).HEMMA_POSTNORD_API_URL).toBe(
      'http://127.0.0.1:9999',
    );
    expect(() => loadEnv({ HEMMA_POSTNORD_API_URL: 'postnord' })).toThrow(/HEMMA_POSTNORD_API_URL/);
  });

  it('REDIS_URL: unset by default (nothing shared); a redis:// or rediss:// URL; a key prefix of plain characters', () => {
    expect(loadEnv({}).REDIS_URL).toBeUndefined();
    expect(loadEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadEnv({ REDIS_URL: 'rediss://:pw@cache:6380/2' }).REDIS_URL).toBe('rediss://:pw@cache:6380/2');
    expect(() => loadEnv({ REDIS_URL: 'cache:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(loadEnv({}).HEMMA_REDIS_PREFIX).toBe('hemma:');
    expect(() => loadEnv({ HEMMA_REDIS_PREFIX: 'hemma shop' })).toThrow(/HEMMA_REDIS_PREFIX/);
  });
});
