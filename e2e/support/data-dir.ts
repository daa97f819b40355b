import { fileURLToPath } from 'node:url';

/** The journeys' data folder: `E2E_DATA_DIR` when set (a second run beside the first), else data/e2e. */
export const e2eDataDir =
  process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('../../data/e2e', import.meta.url));
