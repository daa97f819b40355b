import { useRef } from 'react';
import { useLocalizedPath } from '~/lib/store-view.ts';
import type { SearchPanelProps } from '~/ui/search-panel-props.ts';
import { termState } from './search-query.ts';
import { SearchPanelView } from './search-panel-view.tsx';
import { useSearchBox } from './use-search-box.ts';
import { useSearchKeyboard } from './use-search-keyboard.ts';
import { useSearchResults } from './use-search-results.ts';

/**
 * Live results under the header while the shopper types (debounced, from 3 characters): product tiles, category
 * and price facets from the aggregations, suggestions when nothing matches, and 'Visa alla resultat'. Loaded on
 * the first focus of the header's search box, it takes the box over: a combobox whose popup is this non-modal
 * dialog. The focus stays in the box while typing (ArrowDown or Tab moves into the panel); Escape, the close
 * button, a click on the overlay, leaving the box and panel, or any navigation closes it.
 */
export default function SearchPanel({ id, searchBox }: SearchPanelProps) {
  const searchPath = useLocalizedPath()('/search');
  const panel = useRef<HTMLDivElement>(null);
  const { query, open, setOpen } = useSearchBox(searchBox, searchPath);
  const { close, onPanelKeyDown } = useSearchKeyboard(searchBox, panel, setOpen);
  const term = open ? query.trim() : '';
  const { answer, pending } = useSearchResults(term);

  return (
    <SearchPanelView
      id={id}
      panel={panel}
      state={termState(term)}
      term={term}
      answer={answer}
      pending={pending}
      searchPath={searchPath}
      onClose={close}
      onOverlayClick={() => setOpen(false)}
      onKeyDown={onPanelKeyDown}
    />
  );
}
