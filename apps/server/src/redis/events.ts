import type { RedisLink } from './link.ts';

/**
 * What the nodes tell each other on one pub/sub channel (decision 0032):
 * - `purge`: cached pages a change made stale (an order that sold out a product, a back-office write);
 * - `catalogue`: the catalogue version moved (seen by this node's watch, which purged `tags` here): nodes with the
 *   database look now and rebuild their search index; storefront-only processes purge the tags;
 * - `mail`: the mail outbox has work this node has no time for.
 * Fire and forget: a node that misses a message (Redis away, reconnecting) still follows the catalogue version and
 * the pages' time to live, and the outbox's poll.
 */
export type NodeEvent =
  { kind: 'purge'; tags: string[] } | { kind: 'catalogue'; tags: string[] } | { kind: 'mail' };

type Listener = (event: NodeEvent) => void;

export interface NodeEvents {
  /** Publishes to the other nodes; false when Redis is away (the caller uses its per-node path). */
  publish(event: NodeEvent): boolean;
  listen(listener: Listener): void;
}

function parse(message: string): (NodeEvent & { node: string }) | null {
  try {
    const event = JSON.parse(message) as NodeEvent & { node: string };
    if (typeof event.node !== 'string') return null;
    if (event.kind === 'purge' || event.kind === 'catalogue')
      return Array.isArray(event.tags) && event.tags.every((t) => typeof t === 'string') ? event : null;
    return event.kind === 'mail' ? event : null;
  } catch {
    return null;
  }
}

export function nodeEvents(link: RedisLink): NodeEvents {
  const channel = `${link.prefix}events`;
  const listeners: Listener[] = [];
  link.subscriber.subscribe(channel).catch(() => {
    // Made again by the subscriber connection when Redis answers.
  });
  link.subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const event = parse(message);
    if (!event || event.node === link.node) return;
    for (const listener of listeners) listener(event);
  });
  return {
    publish(event) {
      if (!link.up()) return false;
      link.commands.publish(channel, JSON.stringify({ ...event, node: link.node })).catch(() => {});
      return true;
    },
    listen: (listener) => listeners.push(listener),
  };
}
