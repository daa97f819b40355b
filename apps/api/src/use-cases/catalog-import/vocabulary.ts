/**
 * The names a catalogue file may use for the shop's taxonomy, and their ids: categories by url path or url key,
 * brands and tax classes by name, customer groups by code, attribute options by label. Every name may also be an
 * id written `#12`. Pure: the lists come from the database (load-vocabulary.ts), the lookups are plain maps.
 */
export interface VocabularyAttribute {
  id: number;
  code: string;
  input: 'select' | 'multiselect' | 'text' | 'textarea' | 'number' | 'boolean';
  label: string;
  /** A number's unit (`cm`), shown after its value. */
  unit?: string | null;
  options: { id: number; label: string; default_label: string }[];
}

export interface ImportVocabulary {
  /** `path` (ids from the root) and `level` are what a category created below one needs (taxonomy-plan.ts). */
  categories: { id: number; url_key: string; url_path: string; path?: string; level?: number }[];
  /** The catalogue's root, under which a file's new top-level categories go; null in a shop without one. */
  root?: { id: number; path: string; level: number } | null;
  brands: { id: number; name: string }[];
  taxClasses: { id: number; name: string }[];
  customerGroups: { id: number; code: string }[];
  attributes: VocabularyAttribute[];
}

/** An attribute the import creates, with the ids it will have (and those of its options). */
export interface PlannedAttribute extends VocabularyAttribute {
  unit: string | null;
}

/** What the import creates so that the file's attributes exist: new attributes, new options of existing ones. */
export interface AttributePlan {
  attributes: PlannedAttribute[];
  options: { attribute: VocabularyAttribute; id: number; label: string }[];
}

export type Lookup = (text: string) => number | string;

const key = (text: string) => text.trim().toLocaleLowerCase('sv-SE');
const hashId = (text: string) => (/^#\d+$/.test(text.trim()) ? Number(text.trim().slice(1)) : null);

/**
 * A lookup of names (first match wins, in the order the names are given) → the id, or a message saying what is
 * wrong. `#id` is taken when the id exists.
 */
function lookup(what: string, entries: { id: number; names: string[] }[]): Lookup {
  const byName = new Map<string, number | null>();
  const ids = new Set(entries.map((e) => e.id));
  for (const entry of entries)
    for (const name of entry.names) {
      const k = key(name);
      const known = byName.get(k);
      // A name two entries share is ambiguous: the file must use the id.
      if (known === undefined) byName.set(k, entry.id);
      else if (known !== entry.id) byName.set(k, null);
    }
  return (text) => {
    const id = hashId(text);
    if (id !== null) return ids.has(id) ? id : `no ${what} #${id}`;
    const found = byName.get(key(text));
    if (found === undefined) return `no ${what} "${text.trim()}"`;
    if (found === null) return `${what} "${text.trim()}" is ambiguous: write its id (#…)`;
    return found;
  };
}

export interface Vocabulary {
  /** The lists it was made of. */
  source: ImportVocabulary;
  category: Lookup;
  brand: Lookup;
  taxClass: Lookup;
  customerGroup: Lookup;
  attribute(code: string): VocabularyAttribute | undefined;
  option(attribute: VocabularyAttribute): Lookup;
  /** The names an export writes. */
  names: {
    category: Map<number, string>;
    brand: Map<number, string>;
    taxClass: Map<number, string>;
    customerGroup: Map<number, string>;
    option: Map<number, string>;
  };
}

export function createVocabulary(source: ImportVocabulary): Vocabulary {
  // A url path names one category; a url key may name several (then the path is needed).
  const category = lookup(
    'category',
    source.categories.map((c) => ({ id: c.id, names: [c.url_path] })),
  );
  const byKey = lookup(
    'category',
    source.categories.map((c) => ({ id: c.id, names: [c.url_key] })),
  );
  const attributes = new Map(source.attributes.map((a) => [a.code, a]));
  const options = new Map(
    source.attributes.map((a) => [
      a.code,
      lookup(
        `${a.code} option`,
        a.options.map((o) => ({ id: o.id, names: [o.label, o.default_label] })),
      ),
    ]),
  );
  return {
    source,
    category: (text) => {
      const byPath = category(text.replace(/^\/+|\/+$/g, ''));
      return typeof byPath === 'number' ? byPath : byKey(text);
    },
    brand: lookup(
      'brand',
      source.brands.map((b) => ({ id: b.id, names: [b.name] })),
    ),
    taxClass: lookup(
      'tax class',
      source.taxClasses.map((t) => ({ id: t.id, names: [t.name] })),
    ),
    customerGroup: lookup(
      'customer group',
      source.customerGroups.map((g) => ({ id: g.id, names: [g.code] })),
    ),
    attribute: (code) => attributes.get(code),
    option: (attribute) => options.get(attribute.code)!,
    names: {
      category: new Map(source.categories.map((c) => [c.id, c.url_path])),
      brand: new Map(source.brands.map((b) => [b.id, uniqueName(b, source.brands, (x) => x.name)])),
      taxClass: new Map(
        source.taxClasses.map((t) => [t.id, uniqueName(t, source.taxClasses, (x) => x.name)]),
      ),
      customerGroup: new Map(
        source.customerGroups.map((g) => [g.id, uniqueName(g, source.customerGroups, (x) => x.code)]),
      ),
      option: new Map(
        source.attributes.flatMap((a) =>
          a.options.map((o) => [o.id, uniqueName(o, a.options, (x) => x.label)] as const),
        ),
      ),
    },
  };
}

/** An entry's name, or `#id` when another entry has the same name (so that an export reads back the same). */
function uniqueName<T extends { id: number }>(entry: T, all: readonly T[], name: (x: T) => string): string {
  const mine = key(name(entry));
  return all.some((other) => other.id !== entry.id && key(name(other)) === mine)
    ? `#${entry.id}`
    : name(entry);
}
