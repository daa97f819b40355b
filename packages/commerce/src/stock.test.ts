import { describe, expect, it } from 'vitest';
import { stockStatus, type StockLevel } from './stock.ts';

const base: StockLevel = {
  qty: 10,
  is_in_stock: true,
  manage_stock: true,
  backorders: false,
  low_stock_qty: 3,
};

describe('stockStatus', () => {
  it.each<[string, Partial<StockLevel>, string]>([
    ['plenty in stock', {}, 'in_stock'],
    ['at the low-stock threshold', { qty: 3 }, 'low_stock'],
    ['one left', { qty: 1 }, 'low_stock'],
    ['none left', { qty: 0 }, 'out_of_stock'],
    ['none left but backorders allowed', { qty: 0, backorders: true }, 'in_stock'],
    ['flagged out of stock with quantity', { is_in_stock: false }, 'out_of_stock'],
    ['stock not managed', { manage_stock: false, qty: 0 }, 'in_stock'],
    ['stock not managed, flagged out', { manage_stock: false, is_in_stock: false }, 'out_of_stock'],
  ])('%s → %s', (_name, change, status) => {
    expect(stockStatus({ ...base, ...change })).toBe(status);
  });
});
