import { useMatches } from 'react-router';

/**
 * SPEC §2 layouts and the UI flag "checkout mode": default (header, footer, microcart); minimal, which a route asks
 * for with its `handle` (`export const handle = MINIMAL_LAYOUT`) and which shows only the page — the error page must
 * render even when the menu, the cart or the shop's API do not; and checkout mode (`CHECKOUT_LAYOUT`), in which the
 * header keeps the logo, the account and the cart but drops the search and the menu that lead away from the order.
 */
export type PageLayout = 'default' | 'minimal' | 'checkout';
export const MINIMAL_LAYOUT = { layout: 'minimal' } as const;
export const CHECKOUT_LAYOUT = { layout: 'checkout' } as const;

export function usePageLayout(): PageLayout {
  for (const match of useMatches()) {
    const layout = (match.handle as { layout?: PageLayout } | undefined)?.layout;
    if (layout) return layout;
  }
  return 'default';
}
