import { describe, expect, it } from 'vitest';
import { nameOfUrlKey, TaxonomyPlanner, withTaxonomy } from './taxonomy-plan.ts';
import { createVocabulary, type ImportVocabulary } from './vocabulary.ts';

const ROOT = { id: 2, path: '1/2', level: 1 };
const shop = (over: Partial<ImportVocabulary> = {}): ImportVocabulary => ({
  categories: [],
  brands: [],
  taxClasses: [],
  customerGroups: [],
  attributes: [],
  root: ROOT,
  ...over,
});

function plan(source: ImportVocabulary, rows: { taxClass?: string; brand?: string; categories?: string }[]) {
  const planner = new TaxonomyPlanner(source, createVocabulary(source));
  for (const row of rows)
    planner.add({ taxClass: row.taxClass ?? '', brand: row.brand ?? '', categories: row.categories ?? '' });
  return planner.plan();
}

describe('the taxonomy a file brings into a new shop (issue 35)', () => {
  it('plans each tax class, brand and category once, a category with the ones above it, under the root', () => {
    const planned = plan(shop(), [
      { taxClass: 'Taxable Goods', brand: 'Nordvik', categories: 'vardagsrum/soffor|sovrum' },
      { taxClass: 'taxable goods', brand: 'NORDVIK', categories: 'Vardagsrum/Soffor|vardagsrum' },
    ]);
    expect(planned.taxClasses).toEqual([{ id: 1, name: 'Taxable Goods' }]);
    expect(planned.brands).toEqual([{ id: 1, name: 'Nordvik', slug: 'nordvik' }]);
    expect(planned.categories.map((c) => [c.id, c.parentId, c.url_path, c.path, c.level, c.name])).toEqual([
      [3, 2, 'vardagsrum', '1/2/3', 2, 'Vardagsrum'],
      [4, 3, 'vardagsrum/soffor', '1/2/3/4', 3, 'Soffor'],
      [5, 2, 'sovrum', '1/2/5', 2, 'Sovrum'],
    ]);
    // The rows then read against the shop with the plan carried out.
    const after = createVocabulary(withTaxonomy(shop(), planned));
    expect(after.category('vardagsrum/soffor')).toBe(4);
    expect(after.brand('Nordvik')).toBe(1);
    expect(after.taxClass('Taxable Goods')).toBe(1);
  });

  it('creates nothing of a kind the shop has (an unknown name there is a typo), nor an #id', () => {
    const planned = plan(
      shop({
        categories: [{ id: 3, url_key: 'vardagsrum', url_path: 'vardagsrum', path: '1/2/3', level: 2 }],
        brands: [{ id: 1, name: 'Nordvik' }],
        taxClasses: [{ id: 2, name: 'Taxable Goods' }],
      }),
      [{ taxClass: 'Taxble Goods', brand: 'Nordvk', categories: 'vardagsrumm|#99' }],
    );
    expect(planned).toEqual({ taxClasses: [], brands: [], categories: [] });
    expect(plan(shop(), [{ taxClass: '#7', brand: '#3', categories: '#99' }])).toEqual({
      taxClasses: [],
      brands: [],
      categories: [],
    });
  });

  it('makes no category in a shop without the catalogue root', () => {
    expect(plan(shop({ root: null }), [{ categories: 'vardagsrum' }]).categories).toEqual([]);
  });

  it('names a category after its url key', () => {
    expect(nameOfUrlKey('soffbord-och-bord')).toBe('Soffbord och bord');
  });
});
