import { createStoreContentFiles } from '../../modules/cms/store-content.ts';
import {
  type StoreTexts,
  createStoreTextRepository,
} from '../../modules/store-texts/store-text-repository.ts';
import { DEFAULT_EUR_PER_SEK, type EurRounding, type TaxRule } from '@hemma/commerce';
import { createSettingsRepository } from '../../modules/settings/settings-repository.ts';
import { readEurRounding } from '../../modules/settings/eur-price-settings.ts';
import type { Db } from '../../db/database.ts';
import {
  createAttributeRepository,
  type AttributeWithOptions,
} from '../../modules/catalog/attribute-repository.ts';
import { createBrandRepository, type BrandRow } from '../../modules/catalog/brand-repository.ts';
import { createCategoryRepository, type CategoryRow } from '../../modules/catalog/category-repository.ts';
import { createListingRepository } from '../../modules/catalog/listing-repository.ts';
import { createProductRepository } from '../../modules/catalog/product-repository.ts';
import { createBannerRepository } from '../../modules/cms/banner-repository.ts';
import { createCmsRepository } from '../../modules/cms/cms-repository.ts';
import { createPricingRepository, type CustomerGroupRow } from '../../modules/pricing/pricing-repository.ts';
import { createStockRepository } from '../../modules/stock/stock-repository.ts';
import { createTaxRepository } from '../../modules/tax/tax-repository.ts';
import { readShippingCountries, type ShippingCountries } from '../../modules/settings/shipping-countries.ts';

export interface CatalogSettings {
  /** Destination country for catalogue prices (SPEC §9: SE). */
  countryId: string;
  /** Customer tax class used for guests and the default group. */
  customerTaxClassId: number;
  /** How long reference data (categories, attributes, brands, tax rules, customer groups) is reused, in ms. */
  referenceTtlMs: number;
  /** Products sold at least this many times are flagged as bestsellers. */
  bestsellerMinSales: number;
  /** Maximum number of categories fetched (SPEC §9: 4000). */
  categoryFetchSize: number;
  /** Tier prices by customer group lower prices (SPEC §6 'price tiers when enabled'). */
  tierPricesEnabled: boolean;
  /** How many products' list data each process keeps for the current catalogue version (decision 0011). */
  listingCacheSize: number;
  /** How many search answers (ids of a page, total, facets) each process keeps per index (decision 0011). */
  searchResultCacheSize: number;
  /**
   * How long a presented list or search page is reused for identical requests (same query, same customer group) in
   * ms (decision 0017): stock and tier prices in lists may lag this much; product pages, carts and orders read them
   * live. 0 presents every request afresh.
   */
  listPageFreshnessMs: number;
  /** EUR per SEK: the rate the EUR store views' prices come from (HEMMA_RATE_EUR, decision 0035). */
  eurPerSek: number;
}

export const DEFAULT_CATALOG_SETTINGS: CatalogSettings = {
  countryId: 'SE',
  customerTaxClassId: 3,
  referenceTtlMs: 30_000,
  bestsellerMinSales: 150,
  categoryFetchSize: 4000,
  tierPricesEnabled: true,
  listingCacheSize: 20_000,
  searchResultCacheSize: 500,
  listPageFreshnessMs: 1000,
  eurPerSek: DEFAULT_EUR_PER_SEK,
};

/** Data that changes rarely and is read on every request: kept in memory for a short time. */
export interface ReferenceData {
  categories: CategoryRow[];
  categoryById: Map<number, CategoryRow>;
  productCounts: Map<number, number>;
  attributes: AttributeWithOptions[];
  attributeById: Map<number, AttributeWithOptions>;
  brands: BrandRow[];
  brandById: Map<number, BrandRow>;
  taxRules: TaxRule[];
  /** The customer groups by id: the tax class each group's prices are shown with (SPEC §6). */
  customerGroups: Map<number, CustomerGroupRow>;
  /** Category texts of the store views (decision 0029): store code → category id → field → text. */
  categoryTexts: Map<string, StoreTexts>;
  /** The owner's attribute and option labels per store view (decision 0061): store code → id → field → text. */
  attributeTexts: Map<string, StoreTexts>;
  optionTexts: Map<string, StoreTexts>;
  /** The owner's brand descriptions per store view (decision 0058, addendum 2): store code → id → field → text. */
  brandTexts: Map<string, StoreTexts>;
  /** Store code → the countries it ships to, its home first (decision 0056; an owner setting). */
  shippingCountries: ShippingCountries;
  /** The owner's rounding rule for EUR prices the EUR price list does not set (decision 0057). */
  eurRounding: EurRounding;
}

/** Everything the catalogue use cases need: repositories, settings, clock and cached reference data. */
export function createCatalogContext(
  db: Db,
  options: { settings?: Partial<CatalogSettings>; now?: () => Date } = {},
) {
  const settings = { ...DEFAULT_CATALOG_SETTINGS, ...options.settings };
  const repositories = {
    categories: createCategoryRepository(db),
    products: createProductRepository(db),
    listing: createListingRepository(db),
    attributes: createAttributeRepository(db),
    brands: createBrandRepository(db),
    tax: createTaxRepository(db),
    stock: createStockRepository(db),
    cms: createCmsRepository(db),
    banners: createBannerRepository(db),
    storeTexts: createStoreTextRepository(db),
    storeContent: createStoreContentFiles(),
    pricing: createPricingRepository(db),
    shopSettings: createSettingsRepository(db),
  };
  let cached: { data: Promise<ReferenceData>; at: number } | null = null;

  async function loadReference(): Promise<ReferenceData> {
    const [
      categories,
      productCounts,
      attributes,
      brands,
      taxRules,
      customerGroups,
      categoryTexts,
      attributeTexts,
      optionTexts,
      brandTexts,
      shipping,
      eurRounding,
    ] = await Promise.all([
      repositories.categories.listActive(settings.categoryFetchSize),
      repositories.categories.countListableProducts(),
      repositories.attributes.listAll(),
      repositories.brands.listAll(),
      repositories.tax.listRules(),
      repositories.pricing.listCustomerGroups(),
      repositories.storeTexts.listAll('category'),
      repositories.storeTexts.listAll('attribute'),
      repositories.storeTexts.listAll('attribute_option'),
      repositories.storeTexts.listAll('brand'),
      readShippingCountries(repositories.shopSettings),
      readEurRounding(repositories.shopSettings),
    ]);
    return {
      categories,
      categoryById: new Map(categories.map((c) => [c.id, c])),
      productCounts,
      attributes,
      attributeById: new Map(attributes.map((a) => [a.id, a])),
      brands,
      brandById: new Map(brands.map((b) => [b.id, b])),
      taxRules,
      customerGroups: new Map(customerGroups.map((g) => [g.id, g])),
      categoryTexts,
      attributeTexts,
      optionTexts,
      brandTexts,
      shippingCountries: shipping.countries,
      eurRounding,
    };
  }

  return {
    settings,
    repositories,
    now: options.now ?? (() => new Date()),
    reference(): Promise<ReferenceData> {
      const at = Date.now();
      if (!cached || at - cached.at > settings.referenceTtlMs) {
        const data = loadReference();
        cached = { data, at };
        data.catch(() => {
          if (cached?.data === data) cached = null;
        });
      }
      return cached.data;
    },
    /** Forget cached reference data (after the catalogue changes). */
    invalidate(): void {
      cached = null;
    },
  };
}

export type CatalogContext = ReturnType<typeof createCatalogContext>;
