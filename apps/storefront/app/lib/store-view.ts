import { type StoreView, localizedPath, storeViewFromPath } from '@hemma/commerce';
import { useMemo } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';

/**
 * The store view of the current path: links are always built for it. With the shop's URL dispatcher mode on (the root
 * loader says so), product and category links built in the browser use their url_path as the loaders' do.
 */
export function useStoreView(): StoreView {
  const store = storeViewFromPath(useLocation().pathname);
  const root = useRouteLoaderData('root') as { urlDispatcher?: boolean } | undefined;
  const dispatched = root?.urlDispatcher === true;
  return useMemo(() => (dispatched ? { ...store, urlDispatcher: true } : store), [store, dispatched]);
}

export function useLocalizedPath(): (path: string) => string {
  const store = useStoreView();
  return (path) => localizedPath(path, store);
}
