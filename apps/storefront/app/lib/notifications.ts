import { NOTIFICATION_TTL_MS } from '@hemma/commerce';
import { useSyncExternalStore } from 'react';
import type { MessageKey, Params } from '~/i18n/translate.ts';

/** SPEC §3/§4 notifications: success, warning, error (and info), shown for 5000 ms unless they have no timeout. */
export interface Notification {
  id: number;
  type: 'success' | 'warning' | 'error' | 'info';
  message: MessageKey;
  params?: Params | undefined;
  /** A message the server wrote (shown as is, not translated). */
  text?: string | undefined;
  /** The first button: OK by default; `run` is what it does besides closing the notification. */
  action1?: { label: MessageKey; run?: () => void } | undefined;
  action2?: { label: MessageKey; href: string } | undefined;
  timeToLive?: number | undefined;
  hasNoTimeout?: boolean | undefined;
  /** When it was shown (ms since epoch), set by notify(). */
  shownAt?: number | undefined;
}

/** A notice shown this long before the shopper moves to another page stays with the page it was about. */
const FOLLOWS_NAVIGATION_MS = 1000;

let notifications: Notification[] = [];
let lastMessage = '';
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function removeNotification(id: number): void {
  notifications = notifications.filter((n) => n.id !== id);
  emit();
}

/** Shows a notification; one equal to the last message shown is ignored (SPEC §4). */
export function notify(input: Omit<Notification, 'id'>): void {
  const key = `${input.type}:${input.message}:${input.text ?? ''}:${JSON.stringify(input.params ?? {})}`;
  if (key === lastMessage && notifications.length > 0) return;
  lastMessage = key;
  const notification: Notification = {
    ...input,
    id: Math.floor(Math.random() * 100_000),
    shownAt: Date.now(),
  };
  notifications = [...notifications, notification];
  emit();
  if (!input.hasNoTimeout)
    setTimeout(() => removeNotification(notification.id), input.timeToLive ?? NOTIFICATION_TTL_MS);
}

/**
 * The shopper moved to another page: notices about the page left ("added to the cart" on the product page) close,
 * so they do not follow into the cart and the checkout. One shown just now (a notice announcing the navigation that
 * follows it, such as after logging in) stays.
 */
export function leavePage(now = Date.now()): void {
  const kept = notifications.filter((n) => (n.shownAt ?? now) > now - FOLLOWS_NAVIGATION_MS);
  if (kept.length === notifications.length) return;
  notifications = kept;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const none: Notification[] = [];

export function useNotifications(): Notification[] {
  return useSyncExternalStore(
    subscribe,
    () => notifications,
    () => none,
  );
}
