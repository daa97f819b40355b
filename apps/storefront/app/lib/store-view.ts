import { type StoreView, localizedPath, storeViewFromPath } from '@hemma/commerce';
import { useLocation } from 'react-router';

/** The store view of the current path: links are always built for it. */
export function useStoreView(): StoreView {
  return storeViewFromPath(useLocation().pathname);
}

export function useLocalizedPath(): (path: string) => string {
  const store = useStoreView();
  return (path) => localizedPath(path, store);
}
