/**
 * The tax classes, brands and categories a catalogue file names that the shop lacks (issue 35): one shop's export
 * names them as that shop has them (a tax class and a brand by name, a category by its url path), and a new shop
 * gets them from the import, as it gets the attributes (attribute-columns.ts). A category comes with the categories
 * above it, top-level ones under the catalogue's root; its name is made from its url key (`soffor` → Soffor), to be
 * renamed in the back office; a new tax class has no VAT rates until the owner gives it some (the notice says so).
 * A name written `#id` is an id of the shop and is never created. Only a shop that has none of a kind gets that
 * kind from the file (decision 0067): in a shop with its own categories an unknown one is more likely a typo than a
 * category wanted, and its row is refused naming it, as before. Pure: the ids are chosen above the shop's highest.
 */
import { slugify } from '@hemma/commerce';
import { listCell } from './csv-values.ts';
import type { ImportVocabulary, Lookup } from './vocabulary.ts';

export interface PlannedCategory {
  id: number;
  parentId: number;
  name: string;
  slug: string;
  url_key: string;
  url_path: string;
  path: string;
  level: number;
}

export interface TaxonomyPlan {
  taxClasses: { id: number; name: string }[];
  brands: { id: number; name: string; slug: string }[];
  categories: PlannedCategory[];
}

export const emptyTaxonomyPlan = (): TaxonomyPlan => ({ taxClasses: [], brands: [], categories: [] });

export const isEmptyTaxonomyPlan = (plan: TaxonomyPlan) =>
  plan.taxClasses.length + plan.brands.length + plan.categories.length === 0;

const key = (text: string) => text.trim().toLocaleLowerCase('sv-SE');
const isId = (text: string) => /^#\d+$/.test(text.trim());
const trimPath = (text: string) => text.trim().replace(/^\/+|\/+$/g, '');

/** A name made from a url key: `soffbord-och-bord` → Soffbord och bord. */
export function nameOfUrlKey(urlKey: string): string {
  const words = urlKey.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase('sv-SE') + words.slice(1);
}

/** Collects, row by row, the names the shop's lookups do not know; then plans them. */
export class TaxonomyPlanner {
  private readonly taxClasses = new Map<string, string>();
  private readonly brands = new Map<string, string>();
  private readonly categoryPaths = new Map<string, string>();

  constructor(
    private readonly source: ImportVocabulary,
    private readonly lookups: { taxClass: Lookup; brand: Lookup; category: Lookup },
  ) {}

  /** One row's cells of the three columns (formula quotes already taken off; '' when the file lacks the column). */
  add(cells: { taxClass: string; brand: string; categories: string }): void {
    // Only what the shop has not at all: an ambiguous name stays the file's problem (its rows say so).
    const missing = (text: string, lookup: Lookup) => {
      if (text.trim() === '' || isId(text)) return false;
      const found = lookup(text);
      return typeof found === 'string' && found.startsWith('no ');
    };
    const { taxClasses, brands, categories } = this.source;
    if (taxClasses.length === 0 && missing(cells.taxClass, this.lookups.taxClass))
      this.remember(this.taxClasses, cells.taxClass.trim());
    if (brands.length === 0 && missing(cells.brand, this.lookups.brand))
      this.remember(this.brands, cells.brand.trim());
    if (categories.length === 0 && this.source.root)
      for (const entry of listCell(cells.categories))
        // A bare url key the shop lacks is created at the top level, as its path.
        if (missing(entry, this.lookups.category)) this.remember(this.categoryPaths, trimPath(entry));
  }

  private remember(names: Map<string, string>, name: string): void {
    if (name !== '' && !names.has(key(name))) names.set(key(name), name);
  }

  plan(): TaxonomyPlan {
    const plan = emptyTaxonomyPlan();
    let taxClassId = Math.max(0, ...this.source.taxClasses.map((t) => t.id));
    for (const name of this.taxClasses.values()) plan.taxClasses.push({ id: ++taxClassId, name });
    let brandId = Math.max(0, ...this.source.brands.map((b) => b.id));
    const slugs = new Set<string>();
    for (const name of this.brands.values()) {
      const id = ++brandId;
      const slug = slugify(name) || `brand-${id}`;
      plan.brands.push({ id, name, slug: slugs.has(slug) ? `${slug}-${id}` : slug });
      slugs.add(slug);
    }
    const root = this.source.root;
    if (!root || this.categoryPaths.size === 0) return plan;
    let categoryId = Math.max(root.id, ...this.source.categories.map((c) => c.id));
    const byPath = new Map(this.source.categories.map((c) => [key(c.url_path), c]));
    const takenSlugs = new Set(this.source.categories.map((c) => c.url_key));
    const planned = new Map<string, PlannedCategory>();
    type Parent = { id: number; path: string; level: number; url_path: string };
    const ensure = (urlPath: string): Parent => {
      if (urlPath === '') return { ...root, url_path: '' };
      const existing = byPath.get(key(urlPath));
      if (existing?.path !== undefined && existing.level !== undefined)
        return { id: existing.id, path: existing.path, level: existing.level, url_path: existing.url_path };
      const made = planned.get(key(urlPath));
      if (made) return made;
      const parts = urlPath.split('/');
      const urlKey = slugify(parts.pop()!) || `kategori-${categoryId + 1}`;
      const parent = ensure(parts.join('/'));
      const id = ++categoryId;
      const slug = takenSlugs.has(urlKey) ? `${slugify(urlPath.replaceAll('/', '-'))}-${id}` : urlKey;
      takenSlugs.add(slug);
      const category: PlannedCategory = {
        id,
        parentId: parent.id,
        name: nameOfUrlKey(urlKey),
        slug,
        url_key: urlKey,
        url_path: parent.url_path === '' ? urlKey : `${parent.url_path}/${urlKey}`,
        path: `${parent.path}/${id}`,
        level: parent.level + 1,
      };
      planned.set(key(urlPath), category);
      plan.categories.push(category);
      return category;
    };
    for (const path of this.categoryPaths.values()) ensure(path);
    return plan;
  }
}

/** The shop's taxonomy with the plan carried out: what the file's rows are read against. */
export function withTaxonomy(source: ImportVocabulary, plan: TaxonomyPlan): ImportVocabulary {
  if (isEmptyTaxonomyPlan(plan)) return source;
  return {
    ...source,
    taxClasses: [...source.taxClasses, ...plan.taxClasses],
    brands: [...source.brands, ...plan.brands.map((b) => ({ id: b.id, name: b.name }))],
    categories: [
      ...source.categories,
      ...plan.categories.map((c) => ({
        id: c.id,
        url_key: c.url_key,
        url_path: c.url_path,
        path: c.path,
        level: c.level,
      })),
    ],
  };
}

/** The plan as the report lists it: the names of what is created. */
export function describeTaxonomy(plan: TaxonomyPlan) {
  return {
    tax_classes: plan.taxClasses.map((t) => t.name),
    brands: plan.brands.map((b) => b.name),
    categories: plan.categories.map((c) => c.url_path),
  };
}
