import { NOTIFICATION_TTL_MS } from '@hemma/commerce';

/**
 * The back office's notices (toasts), as a list with pure rules (issue 35: they piled up across pages and covered
 * tables). A success closes itself after NOTIFICATION_TTL_MS; an error stays until it is closed (it may need reading
 * twice). Neither follows the owner to another page — except a notice raised by the action that moved there (a
 * save that opens the saved thing, a deletion that goes back to the list), raised at most CARRY_OVER_MS before.
 */
export type Tone = 'success' | 'error';

export interface Notice {
  id: number;
  tone: Tone;
  text: string;
  /** When it was raised (ms, Date.now()). */
  raisedAt: number;
}

export const CARRY_OVER_MS = 1500;

/** How long a notice stays by itself; null: until it is closed. */
export function lifetimeOf(tone: Tone): number | null {
  return tone === 'success' ? NOTIFICATION_TTL_MS : null;
}

/** The notices left when the owner arrives at another page at `now`. */
export function afterNavigation(notices: readonly Notice[], now: number): Notice[] {
  return notices.filter((notice) => now - notice.raisedAt <= CARRY_OVER_MS);
}
