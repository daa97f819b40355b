import { setImmediate as immediate } from 'node:timers/promises';
import type { Steps } from './parsed-file.ts';

/**
 * Pauses a long computation for the event loop (issue 29, defect 5). On SQLite every query of the import runs
 * synchronously, so without a pause an import of 10 000 rows was one turn of the event loop: no request — not even
 * `/healthz` — was read until it ended, and memory that native code frees only between turns piled up. `pause()`
 * lets the loop take in I/O (setImmediate runs after the poll phase); `maybePause()` does so once `sliceMs` have
 * passed since the last pause, so that the loop is never held longer than about that.
 */
export interface Pacer {
  pause(): Promise<void>;
  maybePause(): Promise<void>;
}

export function createPacer(sliceMs = 10): Pacer {
  let last = performance.now();
  const pause = async () => {
    await immediate();
    last = performance.now();
  };
  return {
    pause,
    maybePause: () => (performance.now() - last >= sliceMs ? pause() : Promise.resolve()),
  };
}

/** Runs the steps of a computation to the end, pausing for the event loop every slice. */
export async function finishInSlices<T>(steps: Steps<T>, pacer: Pacer = createPacer()): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pacer.maybePause();
  }
}
