import type { Db } from '../../db/database.ts';
import {
  createAttributeRepository,
  type AttributeWithOptions,
} from '../../modules/catalog/attribute-repository.ts';
import { createBrandRepository } from '../../modules/catalog/brand-repository.ts';
import { createCategoryRepository, type CategoryRow } from '../../modules/catalog/category-repository.ts';
import { createPricingRepository } from '../../modules/pricing/pricing-repository.ts';
import { createTaxRepository } from '../../modules/tax/tax-repository.ts';

/** What a product's references are checked against, read inside the save's transaction (not the 30 s cache). */
export interface CatalogueFacts {
  attributeByCode: Map<string, AttributeWithOptions>;
  attributeCodes: Map<number, string>;
  categoryById: Map<number, CategoryRow>;
  brandIds: Set<number>;
  productTaxClassIds: Set<number>;
  customerGroupIds: Set<number>;
}

export async function loadCatalogueFacts(db: Db): Promise<CatalogueFacts> {
  const [attributes, categories, brands, taxClasses, groups] = await Promise.all([
    createAttributeRepository(db).listAll(),
    createCategoryRepository(db).listAll(),
    createBrandRepository(db).listAll(),
    createTaxRepository(db).listClasses(),
    createPricingRepository(db).listCustomerGroups(),
  ]);
  return {
    attributeByCode: new Map(attributes.map((a) => [a.attribute_code, a])),
    attributeCodes: new Map(attributes.map((a) => [a.id, a.attribute_code])),
    categoryById: new Map(categories.map((c) => [c.id, c])),
    brandIds: new Set(brands.map((b) => b.id)),
    productTaxClassIds: new Set(taxClasses.filter((c) => c.class_type === 'PRODUCT').map((c) => c.id)),
    customerGroupIds: new Set(groups.map((g) => g.id)),
  };
}

/** Attribute codes by id for presenting a product outside a save. */
export async function loadAttributeCodes(db: Db): Promise<Map<number, string>> {
  const attributes = await createAttributeRepository(db).listAll();
  return new Map(attributes.map((a) => [a.id, a.attribute_code]));
}
