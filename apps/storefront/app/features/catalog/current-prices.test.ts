import type { RenderListItem } from '@hemma/api-client';
import { describe, expect, it } from 'vitest';
import { toCurrentPrices } from './current-prices.ts';

const item = (sku: string, final: number, original: number) =>
  ({ sku, final_price_incl_tax: final, original_price_incl_tax: original }) as RenderListItem;

describe('toCurrentPrices', () => {
  it('keys the server prices by sku, with the original only when it is higher', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    const current = toCurrentPrices([item('A', 799, 999), item('B', 450, 450)], at);
    expect(current.refreshedAt).toBe(at);
    expect(current.prices.get('A')).toEqual({ final: 799, original: 999 });
    expect(current.prices.get('B')).toEqual({ final: 450, original: null });
    expect(current.prices.has('C')).toBe(false);
  });
});
