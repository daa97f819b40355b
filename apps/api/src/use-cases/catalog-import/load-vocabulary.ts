import { ROOT_CATEGORY_ID } from '@hemma/commerce';
import type { Db } from '../../db/database.ts';
import { createAttributeRepository } from '../../modules/catalog/attribute-repository.ts';
import { createBrandRepository } from '../../modules/catalog/brand-repository.ts';
import { createCategoryRepository } from '../../modules/catalog/category-repository.ts';
import { createPricingRepository } from '../../modules/pricing/pricing-repository.ts';
import { createTaxRepository } from '../../modules/tax/tax-repository.ts';
import type { ImportVocabulary } from './vocabulary.ts';

/** The shop's taxonomy as a catalogue file names it (read once per import, not per row). */
export async function loadImportVocabulary(db: Db): Promise<ImportVocabulary> {
  const [attributes, categories, brands, taxClasses, groups] = await Promise.all([
    createAttributeRepository(db).listAll(),
    createCategoryRepository(db).listAll(),
    createBrandRepository(db).listAll(),
    createTaxRepository(db).listClasses(),
    createPricingRepository(db).listCustomerGroups(),
  ]);
  return {
    // The roots are no product's category.
    categories: categories
      .filter((c) => c.id > ROOT_CATEGORY_ID)
      .map((c) => ({ id: c.id, url_key: c.url_key, url_path: c.url_path, path: c.path, level: c.level })),
    root:
      categories
        .filter((c) => c.id === ROOT_CATEGORY_ID)
        .map((c) => ({ id: c.id, path: c.path, level: c.level }))[0] ?? null,
    brands: brands.map((b) => ({ id: b.id, name: b.name })),
    taxClasses: taxClasses
      .filter((t) => t.class_type === 'PRODUCT')
      .map((t) => ({ id: t.id, name: t.class_name })),
    customerGroups: groups.map((g) => ({ id: g.id, code: g.code })),
    attributes: attributes.map((a) => ({
      id: a.id,
      code: a.attribute_code,
      input: a.frontend_input,
      label: a.frontend_label,
      unit: a.unit,
      options: a.options.map((o) => ({ id: o.id, label: o.label, default_label: o.default_label })),
    })),
  };
}
