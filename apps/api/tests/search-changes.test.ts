import { describe, expect, it } from 'vitest';
import type { SearchIndex } from '../src/modules/search/search-index.ts';
import { createSearchSource } from '../src/modules/search/search-source.ts';
import { createSearchEngine } from '../src/use-cases/search/search-engine.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

/** What an index answers from, per product id (document numbers and list orders aside), comparable with toEqual. */
function contents(index: SearchIndex) {
  const ids = index.productIds;
  const docsOf = (docs: Int32Array) => [...docs].map((doc) => ids[doc]!).sort((a, b) => a - b);
  const products = [...ids].map((id, doc) => ({
    id,
    price: index.price[doc],
    special: index.special[doc],
    specialFrom: index.specialFrom[doc],
    specialTo: index.specialTo[doc],
    brand: index.brand[doc],
    isNew: index.isNew[doc],
    categories: [...index.catValues.slice(index.catOffsets[doc], index.catOffsets[doc + 1])].sort(),
    attributes: [...index.attrIds.slice(index.attrOffsets[doc], index.attrOffsets[doc + 1])]
      .map((attribute, i) => `${attribute}:${index.attrValues[index.attrOffsets[doc]! + i]}`)
      .sort(),
  }));
  const words = (keys: string[], docs: Int32Array[]) =>
    Object.fromEntries(
      keys.map((key, i) => [key, docsOf(docs[i]!)] as const).filter(([, list]) => list.length > 0),
    );
  return {
    products,
    bySales: [...index.bySales].map((doc) => ids[doc]),
    byLatest: [...index.byLatest].map((doc) => ids[doc]),
    byNewest: [...index.byNewest].map((doc) => ids[doc]),
    names: words(index.vocabulary, index.nameDocs),
    categoryWords: words(index.vocabulary, index.categoryDocs),
    skus: words(index.skuSegments, index.skuDocs),
    maxCategoryId: index.maxCategoryId,
  };
}

describe('the search index after catalogue changes (decision 0009, migration 0015)', () => {
  it('reads only the changed products and answers as an index built from the whole catalogue', async () => {
    const db = api.handle.db;
    const kept = createSearchEngine(db);
    const first = await kept.index();
    const expectSameAsFull = async () => {
      const updated = await kept.index();
      const full = await createSearchEngine(db).index();
      expect(updated.version).toBe(full.version);
      expect(contents(updated)).toEqual(contents(full));
      return updated;
    };
    const source = createSearchSource(db);
    const [a, b, c] = await db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('visibility', '=', 4)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(3)
      .execute();

    // A rename and a bestseller count (orders move it without the version) in one go.
    await db.updateTable('products').set({ sales_count: 9999 }).where('id', '=', c!.id).execute();
    await db.updateTable('products').set({ name: 'Fjällsippa Pall' }).where('id', '=', a!.id).execute();
    expect(await source.changedSince(first.version)).toEqual([a!.id]);
    const renamed = await expectSameAsFull();
    expect(renamed.nameDocs[renamed.vocabulary.indexOf('fjällsippa')]).toBeDefined();
    expect(renamed.productIds[renamed.bySales[0]!]).toBe(c!.id);

    // A new product with a category and an attribute, in one transaction.
    const added = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('products')
        .selectAll()
        .where('id', '=', b!.id)
        .executeTakeFirstOrThrow();
      const { id: _id, ...rest } = row;
      const { id } = await trx
        .insertInto('products')
        .values({ ...rest, sku: 'TEST-NY-1', name: 'Ny Testpall', slug: 'test-ny-1', url_path: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const category = await trx
        .selectFrom('categories')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('product_categories')
        .values({ product_id: id, category_id: category.id, position: 0 })
        .execute();
      const attribute = await trx
        .selectFrom('product_attributes')
        .select(['attribute_id', 'option_id', 'value_text', 'value_number'])
        .where('product_id', '=', b!.id)
        .where('option_id', 'is not', null)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('product_attributes')
        .values({ ...attribute, product_id: id })
        .execute();
      return id;
    });
    await expectSameAsFull();

    // Attribute and category rows of an existing product change; another one leaves the storefront.
    await db.deleteFrom('product_attributes').where('product_id', '=', b!.id).execute();
    await db.deleteFrom('product_categories').where('product_id', '=', b!.id).execute();
    await db.updateTable('products').set({ visibility: 1 }).where('id', '=', c!.id).execute();
    const hidden = await expectSameAsFull();
    expect(hidden.docByProductId.has(c!.id)).toBe(false);

    // A category renamed (not a product change: categories are read for every index), a product deleted.
    await db.updateTable('categories').set({ name: 'Fjällhyllor' }).where('id', '=', 3).execute();
    await db.deleteFrom('product_attributes').where('product_id', '=', added).execute();
    await db.deleteFrom('product_categories').where('product_id', '=', added).execute();
    await db.deleteFrom('products').where('id', '=', added).execute();
    const deleted = await expectSameAsFull();
    expect(hidden.docByProductId.has(added)).toBe(true);
    expect(deleted.docByProductId.has(added)).toBe(false);

    // Most of the catalogue changed at once (an import): read again in full, with the same answer.
    await db.updateTable('products').set({ updated_at: '2026-11-25T12:00:00.000Z' }).execute();
    expect((await source.changedSince(deleted.version)).length).toBeGreaterThan(deleted.size / 2);
    await expectSameAsFull();
  });
});
