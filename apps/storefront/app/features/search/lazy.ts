import { lazyPart } from '~/lib/lazy-part.ts';

/**
 * The search panel, loaded on the shopper's first focus or keystroke in the search box: its code (and the API
 * client it uses) stays out of every page's first-load JavaScript.
 */
export const LazySearchPanel = lazyPart(() => import('./search-panel.tsx'));
