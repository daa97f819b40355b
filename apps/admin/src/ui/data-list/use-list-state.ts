import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeListState,
  type ListChange,
  type ListSpec,
  type ListState,
  listSearchParams,
  parseListState,
} from './list-state.ts';

export interface ListControl<F extends string, S extends string> {
  spec: ListSpec<F, S>;
  state: ListState<F, S>;
  /** Pushes a history entry: back returns to the list as it was. */
  change(change: ListChange<F, S>): void;
  /** The address of the list after a change (for links: a page can be opened in a new tab). */
  hrefOf(change: ListChange<F, S>): string;
}

/** A list's state from the URL query (`spec` must be a module-level constant). */
export function useListState<F extends string, S extends string>(spec: ListSpec<F, S>): ListControl<F, S> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(spec, params), [spec, params]);
  const hrefOf = useCallback(
    (change: ListChange<F, S>) => {
      const query = listSearchParams(spec, changeListState(state, change)).toString();
      return query ? `?${query}` : '?';
    },
    [spec, state],
  );
  const change = useCallback(
    (change: ListChange<F, S>) => setParams(listSearchParams(spec, changeListState(state, change))),
    [spec, state, setParams],
  );
  return { spec, state, change, hrefOf };
}
