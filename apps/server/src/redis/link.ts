import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** Both changes of state are logged as warnings: an operator filtering on them sees the outage and its end. */
export interface RedisLog {
  warn(message: string): void;
}

/**
 * This process's connections to Redis (decision 0032): one for commands, one for subscriptions. Commands never wait
 * for a Redis that is away (no offline queue, a short timeout): every caller has a per-node answer to fall back on.
 * Both reconnect by themselves for as long as the process lives; the change of state is logged once each way.
 */
export interface RedisLink {
  readonly commands: Redis;
  readonly subscriber: Redis;
  /** Prefix of every key and channel (`hemma:` by default), so several shops can share one Redis. */
  readonly prefix: string;
  /** This process, in the messages it publishes (it ignores its own). */
  readonly node: string;
  /** Whether the command connection is up now. */
  up(): boolean;
  /** Called each time Redis answers again after being away (not on the first connection). */
  onRecovered(listener: () => void): void;
  /** A PING within the readiness check's time. */
  ping(): Promise<{ ok: boolean; detail: string }>;
  close(): Promise<void>;
}

const COMMAND_TIMEOUT_MS = 500;

/** Redacts a password in the URL for the logs. */
export function printable(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis';
  }
}

export function connectRedis(url: string, options: { prefix: string; log: RedisLog }): RedisLink {
  const shown = printable(url);
  const reconnect = { retryStrategy: (times: number) => Math.min(100 * times, 2_000) };
  const commands = new Redis(url, {
    ...reconnect,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
  });
  // Subscriptions wait for the connection and are made again after each reconnect.
  const subscriber = new Redis(url, { ...reconnect, connectTimeout: 2_000, autoResubscribe: true });
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  const recovered: (() => void)[] = [];
  let lastError = '';
  commands.on('ready', () => {
    const was = state;
    state = 'up';
    if (was === 'down') {
      options.log.warn(`Redis at ${shown} answers again: shared throttling, page cache and purges resume`);
      for (const listener of recovered) listener();
    }
  });
  const down = (reason: string) => {
    if (state === 'down') return;
    state = 'down';
    options.log.warn(
      `Redis at ${shown} does not answer (${reason}): this node serves on its own (throttling in the database, ` +
        `page cache in the process) and reconnects by itself`,
    );
  };
  commands.on('error', (error: Error) => {
    lastError = error.message;
    if (state !== 'up') down(error.message);
  });
  commands.on('close', () => {
    if (state === 'up') down(lastError || 'connection closed');
  });
  // Errors of the subscriber are the same outage; the command connection reports it.
  subscriber.on('error', () => {});
  return {
    commands,
    subscriber,
    prefix: options.prefix,
    node: randomUUID(),
    up: () => state === 'up' && commands.status === 'ready',
    onRecovered: (listener) => recovered.push(listener),
    async ping() {
      if (commands.status !== 'ready')
        return { ok: false, detail: `unreachable (${lastError || commands.status}); serving per node` };
      try {
        await commands.ping();
        return { ok: true, detail: shown };
      } catch (error) {
        return { ok: false, detail: `${(error as Error).message}; serving per node` };
      }
    },
    async close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
