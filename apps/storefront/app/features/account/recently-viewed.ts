import { useEffect, useEffectEvent } from 'react';
import { whenIdle } from '~/lib/when-idle.ts';

/** Records a product page visit in the recently viewed list (recently-viewed-store.ts), once per product. */
export function useRecordRecentlyViewed(p: {
  line: { sku: string };
  name: string;
  href: string;
  images: readonly { thumb: string }[];
  price: { final: number };
}): void {
  const { sku } = p.line;
  // The product as shown when the visit began; later renders (option picks) are the same visit.
  const record = useEffectEvent(() => {
    const entry = {
      sku,
      name: p.name,
      url: p.href,
      image: p.images[0]?.thumb ?? null,
      price: p.price.final,
    };
    // The store's code loads once the browser is idle: recording a visit is nothing the page needs to show.
    whenIdle(
      () => void import('./recently-viewed-store.ts').then((store) => store.recordRecentlyViewed(entry)),
    );
  });
  useEffect(() => record(), [sku]);
}
