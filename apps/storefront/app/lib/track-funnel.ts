import { useEffect } from 'react';
import type * as Funnel from './analytics-funnel.ts';
import { consentGiven } from './consent.ts';
import { whenIdle } from './when-idle.ts';

/**
 * Runs an analytics call of lib/analytics-funnel.ts, loading that module on first use: pages push their funnel
 * events without carrying the event code in their first-load JavaScript. Nothing runs on the server. Funnel events
 * keep their order among themselves: each call waits for the idle time.
 */
export function trackFunnel(call: (funnel: typeof Funnel) => void): void {
  // Refused, nothing is ever pushed: no code to load. Otherwise after the page's own code (decision 0007).
  if (typeof window !== 'undefined' && consentGiven() !== false)
    whenIdle(() => void import('./analytics-funnel.ts').then(call));
}

/** SPEC §9 analytics: productDetail, view_item and remarketing once per product shown (not per variant chosen). */
export function useTrackProductView(product: {
  line: { sku: string };
  name: string;
  price: { final: number };
  brand: { name: string } | null;
}): void {
  const { sku } = product.line;
  useEffect(() => {
    const { name, price, brand } = product;
    trackFunnel((f) => f.viewItem({ sku, name, price: price.final, brand: brand?.name }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product, whatever else changes
  }, [sku]);
}
