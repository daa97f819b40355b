import { isApiError, type GuestOrderAccessDto } from '@hemma/api-client';
import { useEffect, useRef } from 'react';
import { returnsApi } from './returns-api.ts';

/** Where the open order's access is kept for the browser tab's session (sessionStorage: gone when the tab closes). */
const KEPT_ACCESS = 'hemma.order-status';
/** How long before its end the access is renewed while the page is open (the API gives 30 minutes). */
const RENEW_BEFORE_MS = 5 * 60 * 1000;
/** The least wait between renewals, whatever the access says. */
const RENEW_AFTER_MS = 60 * 1000;

/** The guest's access to one order as the tab keeps it; `link`: the shipping mail's, which can open it again. */
export interface KeptAccess {
  number: string;
  token: string;
  /** When to renew, by this browser's clock (which may differ from the server's). */
  renewAt: number;
  link?: string | undefined;
}

/** The access's lifetime in seconds as the server signed it (exp − iat of its claims), or 0 if unreadable. */
function lifetimeOf(token: string): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      iat?: unknown;
      exp?: unknown;
    };
    return typeof claims.exp === 'number' && typeof claims.iat === 'number' ? claims.exp - claims.iat : 0;
  } catch {
    return 0;
  }
}

export function readKept(): KeptAccess | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEPT_ACCESS) ?? 'null') as KeptAccess | null;
    return kept && typeof kept.number === 'string' && typeof kept.token === 'string'
      ? { ...kept, renewAt: typeof kept.renewAt === 'number' ? kept.renewAt : 0 }
      : null;
  } catch {
    return null;
  }
}

export function keep(kept: KeptAccess | null) {
  try {
    if (kept) window.sessionStorage.setItem(KEPT_ACCESS, JSON.stringify(kept));
    else window.sessionStorage.removeItem(KEPT_ACCESS);
  } catch {
    // Storage refused (private mode, full): the order stays open until the page is left.
  }
}

/** What the API answered (lookup, link, renewal) as the tab keeps it, renewed a little before its end. */
export const keptOf = (answer: GuestOrderAccessDto, link?: string): KeptAccess => ({
  number: answer.order.increment_id,
  token: answer.token,
  renewAt: Date.now() + Math.max(RENEW_AFTER_MS, lifetimeOf(answer.token) * 1000 - RENEW_BEFORE_MS),
  link,
});

/**
 * A new access from the one kept — or, once that has lapsed (a computer asleep), from the mail's link: `null` when
 * neither opens the order any longer (the form asks for the e-mail again); a network failure is thrown.
 */
export async function reopen(kept: KeptAccess): Promise<GuestOrderAccessDto | null> {
  const lapsed = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 404);
  try {
    return await returnsApi().renewAccess(kept.token);
  } catch (error) {
    if (!lapsed(error)) throw error;
  }
  if (!kept.link) return null;
  try {
    return await returnsApi().openLink(kept.link);
  } catch (error) {
    if (lapsed(error)) return null;
    throw error;
  }
}

/**
 * Keeps a guest's access alive while the order page is open (issue 31: read the order, fetch a coffee, then press
 * "Returnera"): renewed a few minutes before it ends, and at once when the tab is shown again after its end is near.
 * `onRenewed` gets each new access, `onLost` is told when none can be had.
 */
export function useAccessRenewal(
  kept: KeptAccess | null,
  onRenewed: (answer: GuestOrderAccessDto) => void,
  onLost: () => void,
) {
  const handlers = useRef({ onRenewed, onLost });
  useEffect(() => {
    handlers.current = { onRenewed, onLost };
  });
  useEffect(() => {
    if (!kept) return;
    let done = false;
    const renew = () => {
      if (done) return;
      done = true;
      reopen(kept)
        .then((answer) => (answer ? handlers.current.onRenewed(answer) : handlers.current.onLost()))
        .catch(() => {
          // Offline for now: the next time the tab is shown, or the next press, tries again.
          done = false;
        });
    };
    const due = () => kept.renewAt - Date.now();
    const timer = window.setTimeout(renew, Math.max(due(), 0));
    const onShown = () => {
      if (document.visibilityState === 'visible' && due() <= 0) renew();
    };
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('focus', onShown);
    return () => {
      done = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('focus', onShown);
    };
  }, [kept]);
}
