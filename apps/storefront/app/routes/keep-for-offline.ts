import { useEffect, useEffectEvent } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { MenuCategory } from '~/features/layout/menu.ts';
import { whenIdle } from '~/lib/when-idle.ts';
import type { loader as rootLoader } from '~/root.tsx';

/** The offline catalogue (persistent cache): loaded when a page keeps what it showed, or a loader needs it. */
export const offlineCatalog = () => import('./offline-catalog.ts');
type OfflineCatalog = Awaited<ReturnType<typeof offlineCatalog>>;

/**
 * Keeps what a catalogue page showed for offline visits (SPEC §4), once per loader answer and once the browser is
 * idle (deferred code, not first-load). Answers that came from the cache are not written back.
 */
export function useKeepForOffline(
  data: object,
  keep: (cache: OfflineCatalog, page: { href: string; menu: MenuCategory[] | undefined }) => Promise<void>,
): void {
  const { pathname, search } = useLocation();
  const menu = useRouteLoaderData<typeof rootLoader>('root')?.menu;
  // The location and menu of the moment the answer arrived, without making them reasons to keep it again.
  const keepNow = useEffectEvent(() => {
    whenIdle(() => void offlineCatalog().then((cache) => keep(cache, { href: pathname + search, menu })));
  });
  useEffect(() => {
    if (!('offline' in data)) keepNow();
  }, [data]);
}
