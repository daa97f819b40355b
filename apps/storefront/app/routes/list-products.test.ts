import type { AttributeDto, ProductDto } from '@hemma/api-client';
import { describe, expect, it } from 'vitest';
import type { ListProduct } from '~/features/lists/list-view-types.ts';
import { type LoadedColumn, toCompareTable } from './list-products.ts';

const meta = (attribute_code: string, label: string, is_comparable = true): AttributeDto => ({
  attribute_id: 0,
  attribute_code,
  frontend_label: label,
  default_label: label,
  frontend_input: 'select',
  unit: null,
  is_user_defined: true,
  is_visible: true,
  is_comparable,
  is_filterable: false,
  options: [],
});

function column(sku: string, metadata: AttributeDto[], values: Record<string, string>): LoadedColumn {
  const card = { sku, name: sku } as ListProduct;
  return {
    sku,
    product: { sku, attributes_metadata: metadata } as ProductDto,
    column: { card, values: new Map(Object.entries(values)) },
  };
}

describe('toCompareTable', () => {
  it('shows the comparable attributes in catalogue order, only those some product has a value for', () => {
    const table = toCompareTable([
      column('A', [meta('material', 'Material'), meta('color', 'Färg'), meta('ean', 'EAN', false)], {
        material: 'Ull',
        ean: '123',
      }),
      column('B', [meta('material', 'Material'), meta('width', 'Bredd'), meta('height', 'Höjd')], {
        material: 'Sammet',
        width: '182 cm',
      }),
    ]);
    expect(table.columns.map((c) => c.card.sku)).toEqual(['A', 'B']);
    expect(table.rows).toEqual([
      { code: 'material', label: 'Material', values: ['Ull', 'Sammet'] },
      { code: 'width', label: 'Bredd', values: ['', '182 cm'] },
    ]);
  });

  it('has no rows without products', () => {
    expect(toCompareTable([])).toEqual({ columns: [], rows: [] });
  });
});
