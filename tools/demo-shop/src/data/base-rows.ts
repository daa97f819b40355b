import type { SeedRows } from '../generate/model.ts';
import { ATTR, ATTRIBUTES, optionIdsInOrder } from './attributes.ts';
import { BRANDS } from './brands.ts';
import { CATEGORY_TREE } from './categories.ts';
import { REFERENCE_TIME } from './reference.ts';

export const TAX_CLASS = { goods: 2, customer: 3, ebooks: 5 } as const;

/** Leaf category ids by slug, filled by addCategories (ids: breadth first from 3). */
export interface CategoryIndex {
  idBySlug: Map<string, number>;
  urlPathBySlug: Map<string, string>;
}

export function addCategories(rows: SeedRows): CategoryIndex {
  const at = REFERENCE_TIME;
  rows.categories.push(
    {
      id: 1,
      parent_id: null,
      name: 'Root Catalog',
      slug: 'root-catalog',
      url_key: 'root-catalog',
      url_path: 'root-catalog',
      path: '1',
      level: 0,
      position: 0,
      is_active: 0,
      include_in_menu: 0,
      description: null,
      meta_title: null,
      meta_description: null,
      image: null,
      bg_color: null,
      products_per_row: null,
      created_at: at,
      updated_at: at,
    },
    {
      id: 2,
      parent_id: 1,
      name: 'Hemma',
      slug: 'hemma',
      url_key: 'hemma',
      url_path: 'hemma',
      path: '1/2',
      level: 1,
      position: 1,
      is_active: 1,
      include_in_menu: 1,
      description: 'Möbler och inredning för hela hemmet.',
      meta_title: 'Hemma – möbler och inredning',
      meta_description: 'Skandinaviska möbler, belysning och textilier med fri retur inom 30 dagar.',
      image: null,
      bg_color: null,
      products_per_row: null,
      created_at: at,
      updated_at: at,
    },
  );
  const index: CategoryIndex = { idBySlug: new Map(), urlPathBySlug: new Map() };
  let nextId = 3;
  const topIds = CATEGORY_TREE.map(() => nextId++);
  CATEGORY_TREE.forEach((top, i) => {
    const id = topIds[i] as number;
    rows.categories.push(
      categoryRow(id, 2, `1/2/${id}`, 2, i + 1, top.name, top.slug, top.slug, top.description),
    );
    index.idBySlug.set(top.slug, id);
    index.urlPathBySlug.set(top.slug, top.slug);
  });
  CATEGORY_TREE.forEach((top, i) => {
    const parentId = topIds[i] as number;
    (top.children ?? []).forEach((child, j) => {
      const id = nextId++;
      const urlPath = `${top.slug}/${child.slug}`;
      rows.categories.push(
        categoryRow(
          id,
          parentId,
          `1/2/${parentId}/${id}`,
          3,
          j + 1,
          child.name,
          child.slug,
          urlPath,
          child.description,
        ),
      );
      index.idBySlug.set(child.slug, id);
      index.urlPathBySlug.set(child.slug, urlPath);
    });
  });
  return index;
}

function categoryRow(
  id: number,
  parentId: number,
  path: string,
  level: number,
  position: number,
  name: string,
  slug: string,
  urlPath: string,
  description: string,
): SeedRows['categories'][number] {
  return {
    id,
    parent_id: parentId,
    name,
    slug,
    url_key: slug,
    url_path: urlPath,
    path,
    level,
    position,
    is_active: 1,
    include_in_menu: 1,
    description: `<p>${description}</p>`,
    meta_title: name,
    meta_description: `${description} Fri retur inom 30 dagar och öppet köp i 365 dagar.`,
    image: `categories/${slug}.webp`,
    bg_color: null,
    products_per_row: level === 2 ? 4 : null,
    created_at: REFERENCE_TIME,
    updated_at: REFERENCE_TIME,
  };
}

export function addReferenceData(rows: SeedRows): void {
  rows.brands.push(
    ...BRANDS.map((b) => ({ id: b.id, name: b.name, slug: b.slug, description: b.description, logo: null })),
  );
  rows.attributes.push(
    ...ATTRIBUTES.map((a, i) => ({
      id: ATTR[a.code],
      attribute_code: a.code,
      frontend_label: a.label,
      default_label: a.en,
      frontend_input: a.input,
      unit: a.input === 'number' ? 'cm' : null,
      is_user_defined: a.code === 'color' || a.code === 'manufacturer' ? 0 : 1,
      is_visible: 1,
      is_comparable: a.comparable ? 1 : 0,
      is_filterable: 1,
      position: i,
    })),
  );
  const sortByAttribute = new Map<string, number>();
  for (const o of optionIdsInOrder()) {
    const sort = sortByAttribute.get(o.code) ?? 0;
    sortByAttribute.set(o.code, sort + 1);
    rows.attribute_options.push({
      id: o.id,
      attribute_id: ATTR[o.code],
      label: o.label,
      default_label: o.en,
      swatch_value: o.swatch,
      sort_order: sort,
    });
  }
  rows.tax_classes.push(
    { id: TAX_CLASS.goods, class_name: 'Taxable Goods', class_type: 'PRODUCT' },
    { id: TAX_CLASS.customer, class_name: 'Retail Customer', class_type: 'CUSTOMER' },
    { id: TAX_CLASS.ebooks, class_name: 'E-böcker', class_type: 'PRODUCT' },
  );
  rows.customer_groups.push(
    { id: 0, code: 'NOT LOGGED IN', tax_class_id: TAX_CLASS.customer },
    { id: 1, code: 'General', tax_class_id: TAX_CLASS.customer },
    { id: 2, code: 'Wholesale', tax_class_id: TAX_CLASS.customer },
    { id: 3, code: 'Retailer', tax_class_id: TAX_CLASS.customer },
  );
  rows.tax_rates.push(
    {
      id: 1,
      code: 'SE-25',
      tax_country_id: 'SE',
      tax_region_id: 0,
      region_name: '',
      tax_postcode: '*',
      rate: 25,
    },
    {
      id: 2,
      code: 'SE-6',
      tax_country_id: 'SE',
      tax_region_id: 0,
      region_name: '',
      tax_postcode: '*',
      rate: 6,
    },
  );
  // VAT by destination (decision 0056): the goods rule and the e-books rule in the countries the shop ships to.
  const abroad = [
    ['DE', 19, 7],
    ['AT', 20, 10],
    ['IT', 22, 4],
  ] as const;
  abroad.forEach(([country, standard, reduced], i) => {
    const common = { tax_country_id: country, tax_region_id: 0, region_name: '', tax_postcode: '*' };
    rows.tax_rates.push(
      { id: 3 + 2 * i, code: `${country}-${standard}`, ...common, rate: standard },
      { id: 4 + 2 * i, code: `${country}-${reduced}`, ...common, rate: reduced },
    );
    rows.tax_rule_rates.push(
      { tax_rule_id: 1, tax_rate_id: 3 + 2 * i },
      { tax_rule_id: 2, tax_rate_id: 4 + 2 * i },
    );
  });
  rows.tax_rules.push(
    { id: 1, code: 'Moms 25 %', priority: 0, position: 0 },
    { id: 2, code: 'Moms 6 % e-böcker', priority: 0, position: 1 },
  );
  rows.tax_rule_classes.push(
    { tax_rule_id: 1, tax_class_id: TAX_CLASS.goods },
    { tax_rule_id: 1, tax_class_id: TAX_CLASS.customer },
    { tax_rule_id: 2, tax_class_id: TAX_CLASS.ebooks },
    { tax_rule_id: 2, tax_class_id: TAX_CLASS.customer },
  );
  rows.tax_rule_rates.push({ tax_rule_id: 1, tax_rate_id: 1 }, { tax_rule_id: 2, tax_rate_id: 2 });
}
