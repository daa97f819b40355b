import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../ui/data-list/list-state.ts';
import { PRODUCT_LIST, productListQuery } from './product-list-spec.ts';

const query = (search: string) => productListQuery(parseListState(PRODUCT_LIST, new URLSearchParams(search)));

describe('the product list address', () => {
  it('when the address is plain, then the API is asked for the latest changed first, page 1', () => {
    expect(query('')).toEqual({
      q: undefined,
      type: undefined,
      status: undefined,
      stock: undefined,
      category: undefined,
      brand: undefined,
      sort: 'updated_at',
      dir: 'desc',
      page: 1,
      pageSize: 25,
    });
  });

  it('passes search, filters, sort and page on, and drops values the API would refuse', () => {
    expect(query('q=soffa&type=configurable&stock=low&category=12&brand=x&sort=-price&page=3')).toMatchObject(
      {
        q: 'soffa',
        type: 'configurable',
        stock: 'low_stock',
        category: 12,
        brand: undefined,
        sort: 'price',
        dir: 'desc',
        page: 3,
      },
    );
    expect(query('type=chair&status=maybe&stock=low_stock')).toMatchObject({
      type: undefined,
      status: undefined,
      stock: undefined,
    });
  });
});
