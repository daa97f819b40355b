import { useSyncExternalStore } from 'react';

/**
 * SPEC §4 connectivity: online or offline. The browser's `navigator.onLine` only knows about the network adapter
 * (a captive portal or a dead uplink still says "online"), so a failed request also counts: the shop asks its own
 * health endpoint, which the service worker never answers from a cache, until it answers again.
 */
let offline = false;
let probing: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();
const PROBE_EVERY_MS = 10_000;

function set(next: boolean): void {
  if (next === offline) return;
  offline = next;
  for (const listener of listeners) listener();
  if (offline && !probing) probing = setInterval(() => void probe(), PROBE_EVERY_MS);
  if (!offline && probing) {
    clearInterval(probing);
    probing = null;
    window.dispatchEvent(new Event('hemma:online'));
  }
}

/** Asks the shop whether it is reachable; updates the state either way. */
export async function probe(): Promise<boolean> {
  try {
    const response = await fetch('/api/health', { cache: 'no-store' });
    // The body is read to its end: a response left unread keeps its request open in the browser (it never counts as
    // finished, so the page never goes network-idle) until the body is collected.
    await response.arrayBuffer();
    set(!response.ok);
  } catch {
    set(true);
  }
  return !offline;
}

/** Call when a request failed for lack of a connection (not for an error answer). */
export function reportNetworkFailure(): void {
  set(true);
}

export function isOffline(): boolean {
  return offline || (typeof navigator !== 'undefined' && !navigator.onLine);
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  window.addEventListener('offline', () => set(true));
  window.addEventListener('online', () => void probe());
  void probe();
}

function subscribe(listener: () => void): () => void {
  // The listener first: loading tells it what changed (a subscriber checks its value before it subscribes).
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

/** True while the shop cannot be reached; the server render assumes online. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/** Registers /service-worker.js in production builds (SPEC §7). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/service-worker.js').catch((error: unknown) => {
    console.warn('Service worker not registered:', error);
  });
}
