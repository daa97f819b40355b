import { lazy } from 'react';

/**
 * The search panel, loaded on the shopper's first focus or keystroke in the search box: its code (and the API
 * client it uses) stays out of every page's first-load JavaScript.
 */
export const LazySearchPanel = lazy(() => import('./search-panel.tsx'));
