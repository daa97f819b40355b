/** Where the back office lives (vite.config.ts builds it with the same base; apps/server serves it there). */
export const BASE_PATH = '/admin';
