import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@hemma/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { activeSubscriptions, enqueueDeliveries } from '../../modules/webhooks/webhook-repository.ts';

/** How long a delivery is retried before it is marked failed. */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
/** How long this process trusts what it knows of the subscriptions (another process's changes show after it). */
const SUBSCRIPTIONS_TTL_MS = 2_000;

let known: { types: ReadonlySet<string>; until: number } | null = null;
const listeners = new Set<() => void>();

/** Forgets what this process knew of the subscriptions: an endpoint was created, changed or deleted here. */
export function subscriptionsChanged(): void {
  known = null;
}

/** Told when an event was written, after its transaction (the webhook worker sends it at once). */
export function onWebhookEventRaised(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Wakes the workers of this process: events are waiting. */
export function webhookEventsCommitted(): void {
  for (const listener of listeners) listener();
}

async function subscribedTypes(executor: Executor): Promise<ReadonlySet<string>> {
  if (known && known.until > Date.now()) return known.types;
  const rows = await activeSubscriptions(executor);
  const types = new Set(rows.flatMap((row) => JSON.parse(row.events) as string[]));
  known = { types, until: Date.now() + SUBSCRIPTIONS_TTL_MS };
  return types;
}

type Executor = Transaction<Database> | Db;

/**
 * What an event is about: an object of a kind whose presenter the composition root provided (`{kind, id}`), or any
 * object with its key and a function that presents it (`{key, build}`, e.g. a return: `key: 'return:12'`).
 * The events of one key reach an endpoint in the order they were raised; `build` runs only for a subscribed event.
 */
export type RaisedObject =
  { kind: WebhookObjectKind; id: number } | { key: string; build(): Promise<unknown> | unknown };

export type WebhookObjectKind = 'order' | 'stock';
type ObjectPresenter = (executor: Executor, id: number) => Promise<unknown>;
const presenters = new Map<WebhookObjectKind, ObjectPresenter>();

/**
 * Tells the events how to present an object of a kind as the admin API answers it (the composition root does, so
 * that the use cases that raise events need not import the presenters of other folders).
 */
export function provideWebhookObject(kind: WebhookObjectKind, present: ObjectPresenter): void {
  presenters.set(kind, present);
}

/** Whether any active endpoint may want this event (the cached look): lets a caller skip work that only feeds it. */
export async function webhookEventWanted(executor: Executor, type: WebhookEvent): Promise<boolean> {
  return (await subscribedTypes(executor)).has(type);
}

function resolveObject(executor: Executor, object: RaisedObject): { key: string; build(): unknown } {
  if ('key' in object) return object;
  const present = presenters.get(object.kind);
  if (!present) throw new Error(`No presenter of ${object.kind} objects for webhook events`);
  return { key: `${object.kind}:${object.id}`, build: () => present(executor, object.id) };
}

/**
 * Raises a webhook event inside the caller's transaction (decision 0052): one delivery per active endpoint that
 * subscribes to it is written to the outbox, so an event exists exactly when its change commits. Without a
 * subscriber this is one look at a set this process keeps for two seconds. The payload is
 * `{id, type, timestamp, data}` with `data` the object as the admin API answers it. The worker is woken a moment
 * later (after the commit, as a rule); its one-second poll picks up what that wake-up was too early for.
 */
export async function raiseWebhookEvent(
  executor: Executor,
  type: WebhookEvent,
  object: RaisedObject,
  now: Date = new Date(),
): Promise<void> {
  if (!(await subscribedTypes(executor)).has(type)) return;
  const endpoints = (await activeSubscriptions(executor)).filter((row) =>
    (JSON.parse(row.events) as string[]).includes(type),
  );
  if (endpoints.length === 0) return;
  const { key, build } = resolveObject(executor, object);
  const id = `msg_${randomUUID().replaceAll('-', '')}`;
  const payload = JSON.stringify({ id, type, timestamp: now.toISOString(), data: await build() });
  await enqueueDeliveries(
    executor,
    endpoints.map((endpoint) => ({
      endpoint_id: endpoint.id,
      event_id: id,
      event_type: type,
      object_key: key,
      payload,
    })),
    now,
    new Date(now.getTime() + RETRY_WINDOW_MS),
  );
  setTimeout(webhookEventsCommitted, 20).unref();
}
