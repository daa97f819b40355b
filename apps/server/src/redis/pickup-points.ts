import type { PickupPointStore } from '@hemma/api';
import type { RedisLink } from './link.ts';

/**
 * PostNord's answers kept in Redis beside each process's memory (decisions 0032, 0048): a postcode's points and every
 * point answered, under `<prefix>postnord:…`, expiring with the day they are kept. Every node then knows a point any
 * node showed, so an order's chosen point is found without asking PostNord. Redis away: a miss, and nothing kept.
 */
export function redisPickupPoints(link: RedisLink): PickupPointStore {
  return {
    async get(key) {
      if (!link.up()) return null;
      try {
        return await link.commands.get(`${link.prefix}${key}`);
      } catch {
        return null;
      }
    },
    async set(key, value, lifetimeMs) {
      if (!link.up()) return;
      try {
        await link.commands.set(`${link.prefix}${key}`, value, 'PX', lifetimeMs);
      } catch {
        // Kept in this process's memory all the same.
      }
    },
  };
}
