import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { HYDRATED_MARK } from './when-idle.ts';

/**
 * When the whole page is hydrated (decision 0047). React hydrates the document in a transition (entry.client.tsx),
 * yielding to the browser every few milliseconds, and each `HydrationRegion` (the header, `<main>`, the footer) is a
 * Suspense boundary that React hydrates on its own, after the document around it — first the one the shopper touches,
 * if a tap comes before its turn (selective hydration). The page counts as hydrated once the document and every
 * region are: the `hemma:hydrated` mark (the journeys and bench/bundle-size.ts wait for it), and the promise that the
 * parts loaded on use wait for.
 */
let documentHydrated = false;
let done = false;
/** Regions rendered with the document whose content is not hydrated yet. */
const waiting = new Set<object>();
const hydratedRegions = new WeakSet<object>();
let settle: () => void = () => {};
/** Settles once the whole page is hydrated (never on the server). */
export const hydrationDone = new Promise<void>((resolve) => {
  settle = resolve;
});

function markIfDone(): void {
  if (done || !documentHydrated || waiting.size > 0) return;
  done = true;
  performance.mark(HYDRATED_MARK);
  settle();
}

/** Called by the root layout: its effects run after those of everything it rendered in the same pass. */
export function useDocumentHydrated(): void {
  useEffect(() => {
    documentHydrated = true;
    markIfDone();
  }, []);
}

/** False until the whole page is hydrated: parts that load code on use wait for it. */
export function useHydrationDone(): boolean {
  const [hydrated, setHydrated] = useState(done);
  useEffect(() => {
    let live = true;
    void hydrationDone.then(() => live && setHydrated(true));
    return () => {
      live = false;
    };
  }, []);
  return hydrated;
}

/** Inside the boundary: its effect runs once the region's content is hydrated. */
function RegionContent({ region, children }: { region: object; children: ReactNode }) {
  useEffect(() => {
    hydratedRegions.add(region);
    waiting.delete(region);
    markIfDone();
  }, [region]);
  return children;
}

/**
 * A part of the page React may hydrate on its own (see above). On the server nothing in it suspends (loaders have run
 * before the render), so it is part of the document as sent; the boundary only tells React where it may split the work.
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  const [region] = useState(() => ({}));
  // Outside the boundary: runs with the document's pass. A region hydrated in that same pass has said so already.
  useEffect(() => {
    if (!hydratedRegions.has(region) && !done) waiting.add(region);
    return () => {
      waiting.delete(region);
      markIfDone();
    };
  }, [region]);
  return (
    <Suspense fallback={null}>
      <RegionContent region={region}>{children}</RegionContent>
    </Suspense>
  );
}
