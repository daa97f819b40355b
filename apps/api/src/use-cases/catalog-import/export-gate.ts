/**
 * How many catalogue exports one process runs at once (decision 0025). Each holds one database connection for as
 * long as its download takes: two of PostgreSQL's ten (HEMMA_DB_POOL_SIZE's default) leave eight to the shop.
 */
export const PARALLEL_EXPORTS = 2;

export interface ExportGate {
  /** A place for one more export and the function that gives it back (once, whatever calls it), or null: full. */
  enter(): (() => void) | null;
  /** Exports running now. */
  running(): number;
}

export function createExportGate(max = PARALLEL_EXPORTS): ExportGate {
  let running = 0;
  return {
    enter() {
      if (running >= max) return null;
      running += 1;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        running -= 1;
      };
    },
    running: () => running,
  };
}
