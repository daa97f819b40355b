import type { RefObject } from 'react';

/**
 * What the header hands to the (lazily loaded) search panel, which takes over the header's search box once loaded.
 * The header's layout and the search feature both use it; neither imports the other.
 */
export interface SearchPanelProps {
  /** The panel's element id (the search box's aria-controls). */
  id: string;
  /** The header's search box: the panel follows its typing, keys, focus and form. */
  searchBox: RefObject<HTMLInputElement | null>;
}
