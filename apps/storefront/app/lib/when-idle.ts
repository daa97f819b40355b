/**
 * Runs work the page does not need to show or respond — keeping what was seen for offline visits, recording a
 * visit — once the browser is idle after the page is up, so that its code loads after the page's own (decision
 * 0007: such deferred scripts are reported apart from the first-load budget).
 */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 5000 });
  else setTimeout(work, 200);
}

/** Marks the moment the whole page is hydrated (lib/hydration.tsx, after the last region): first-load code ends here. */
export const HYDRATED_MARK = 'hemma:hydrated';
