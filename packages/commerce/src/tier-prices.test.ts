import { describe, expect, it } from 'vitest';
import type { CatalogPrice } from './prices.ts';
import {
  bestTierPrice,
  groupPriceBreakdown,
  taxedForCustomer,
  tiersForGroup,
  type GroupPriceInput,
  type TierPriceRule,
} from './tier-prices.ts';

const now = new Date('2026-11-21T12:00:00Z');
const price: CatalogPrice = { price: 100000, specialPrice: null, specialFromDate: null, specialToDate: null };
const tiers: TierPriceRule[] = [
  { customerGroupId: null, qty: 4, value: 90000 },
  { customerGroupId: 2, qty: 1, value: 85000 },
  { customerGroupId: 2, qty: 4, value: 80000 },
  { customerGroupId: 3, qty: 4, value: 95000 },
  { customerGroupId: 1, qty: 10, value: 120000 },
];

describe('tiersForGroup', () => {
  it.each<[string, number, [number, number | null, number][]]>([
    ['guests see the tiers for all groups', 0, [[4, null, 90000]]],
    [
      'a group sees its own tiers too, the cheapest per quantity',
      2,
      [
        [1, 2, 85000],
        [4, 2, 80000],
      ],
    ],
    ['a dearer group tier loses to the all-groups tier', 3, [[4, null, 90000]]],
    ['tiers not below the regular price are dropped', 1, [[4, null, 90000]]],
  ])('%s', (_name, groupId, expected) => {
    expect(
      tiersForGroup(tiers, groupId, price.price).map((t) => [t.qty, t.customerGroupId, t.value]),
    ).toEqual(expected);
  });
});

describe('bestTierPrice', () => {
  it.each<[string, number, number, number | null]>([
    ['no tier for one piece for guests', 0, 1, null],
    ['group tier for one piece', 2, 1, 85000],
    ['quantity 4 for guests', 0, 4, 90000],
    ['quantity 5 for group 2 takes the best tier at or below it', 2, 5, 80000],
    ['quantity 3 for group 3', 3, 3, null],
  ])('%s', (_name, groupId, qty, expected) => {
    expect(bestTierPrice(tiers, groupId, qty)).toBe(expected);
  });
});

describe('taxedForCustomer', () => {
  it.each<[string, number, number, number, [number, number, number]]>([
    ['same rate: split of the gross price', 12500, 25, 25, [10000, 2500, 12500]],
    ['zero-rated customer pays the net price', 12500, 25, 0, [10000, 0, 10000]],
    ['6 % customer', 12500, 25, 6, [10000, 600, 10600]],
    ['odd öre stay consistent', 99, 25, 0, [79, 0, 79]],
  ])('%s', (_name, gross, catalogRate, customerRate, [net, tax, total]) => {
    expect(taxedForCustomer(gross, catalogRate, customerRate)).toEqual({ net, tax, gross: total });
  });
});

describe('groupPriceBreakdown', () => {
  const base: GroupPriceInput = {
    price,
    tiers,
    groupId: 0,
    tiersEnabled: true,
    catalogRatePercent: 25,
    customerRatePercent: 25,
    now,
  };
  it.each<[string, Partial<GroupPriceInput>, number, 'regular' | 'special' | 'tier', boolean]>([
    ['regular price for guests', {}, 100000, 'regular', false],
    ['group tier at qty 1 lowers the final price', { groupId: 2 }, 85000, 'tier', false],
    ['tiers disabled: regular price', { groupId: 2, tiersEnabled: false }, 100000, 'regular', false],
    [
      'active special below the tier wins',
      { groupId: 2, price: { ...price, specialPrice: 80000 } },
      80000,
      'special',
      true,
    ],
    [
      'tier below the active special wins, still on sale',
      { groupId: 2, price: { ...price, specialPrice: 90000 } },
      85000,
      'tier',
      true,
    ],
    [
      'special outside its window is ignored',
      { price: { ...price, specialPrice: 80000, specialFromDate: '2026-12-01T00:00:00Z' } },
      100000,
      'regular',
      false,
    ],
    [
      'special above the price is ignored',
      { price: { ...price, specialPrice: 110000 } },
      100000,
      'regular',
      false,
    ],
    ['quantity 4 uses the quantity tier', { qty: 4 }, 90000, 'tier', false],
  ])('%s', (_name, change, final, source, onSale) => {
    const result = groupPriceBreakdown({ ...base, ...change });
    expect(result.final.gross).toBe(final);
    expect(result.finalSource).toBe(source);
    expect(result.onSale).toBe(onSale);
    expect(result.final.net + result.final.tax).toBe(result.final.gross);
  });

  it('taxes every amount for the customer rate', () => {
    const result = groupPriceBreakdown({ ...base, groupId: 2, customerRatePercent: 0 });
    expect(result.original).toEqual({ net: 80000, tax: 0, gross: 80000 });
    expect(result.final).toEqual({ net: 68000, tax: 0, gross: 68000 });
    expect(result.tiers.map((t) => t.amount.gross)).toEqual([68000, 64000]);
  });

  it('exposes no tiers when they are disabled', () => {
    expect(groupPriceBreakdown({ ...base, groupId: 2, tiersEnabled: false }).tiers).toEqual([]);
  });
});
