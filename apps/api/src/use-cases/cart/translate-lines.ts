import { resolveTranslation, translationChain } from '@hemma/commerce';
import type { CatalogContext } from '../reference/catalog-context.ts';
import type { OptionLabel } from './line-options.ts';

/** A priced line's result as far as its texts go (price-cart-lines.ts' LineResult). */
type Translatable =
  { ok: false } | { ok: true; line: { name: string; nameProductId: number; options: OptionLabel[] } };

type TextsById = Map<number, Record<string, Record<string, string>>>;

/** One field of an entity resolved along the store view's chain (decision 0058); `swedish` where none has it. */
function resolved(
  texts: TextsById,
  id: number,
  field: string,
  swedish: string,
  storeCode: string | undefined,
) {
  const byStore = texts.get(id) ?? {};
  const values = Object.fromEntries(Object.entries(byStore).map(([code, t]) => [code, t[field]]));
  return resolveTranslation(swedish, values, storeCode).value;
}

/**
 * A bundle option's label in the store view's language (decision 0061, addendum): its title, and the parts it names
 * ("2 × Stol Fjäll").
 */
function translateBundleLabel(
  option: OptionLabel,
  titles: TextsById,
  names: TextsById,
  partNames: ReadonlyMap<number, string>,
  storeCode: string | undefined,
): OptionLabel {
  const bundle = option.bundle;
  if (!bundle) return option;
  const value = bundle.parts
    .map((part) => {
      const name = resolved(names, part.productId, 'name', partNames.get(part.productId) ?? '', storeCode);
      return part.qty > 1 ? `${part.qty} × ${name}` : name;
    })
    .join(', ');
  return { ...option, label: resolved(titles, bundle.optionId, 'title', option.label, storeCode), value };
}

/**
 * The lines with their names in the store view's language, and a bundle's options (their titles and parts) too:
 * two queries for every line together.
 */
export async function translateLineNames<R extends Translatable>(
  context: CatalogContext,
  results: R[],
  storeCode: string | undefined,
): Promise<R[]> {
  const lines = results.flatMap((r) => (r.ok ? [r.line] : []));
  const bundles = lines.flatMap((l) => l.options.flatMap((o) => (o.bundle ? [o.bundle] : [])));
  const ids = [
    ...new Set([
      ...lines.map((l) => l.nameProductId),
      ...bundles.flatMap((b) => b.parts.map((p) => p.productId)),
    ]),
  ];
  if (translationChain(storeCode).length === 1 || ids.length === 0) return results;
  const { storeTexts } = context.repositories;
  const [names, titles] = await Promise.all([
    storeTexts.listChain(storeCode, 'product', ids),
    storeTexts.listChain(
      storeCode,
      'bundle_option',
      bundles.map((b) => b.optionId),
    ),
  ]);
  const partNames = new Map(bundles.flatMap((b) => b.parts.map((p) => [p.productId, p.name] as const)));
  return results.map((r) => {
    if (!r.ok) return r;
    const name = resolved(names, r.line.nameProductId, 'name', r.line.name, storeCode);
    const options = r.line.options.map((o) => translateBundleLabel(o, titles, names, partNames, storeCode));
    return { ...r, line: { ...r.line, name, options } };
  });
}
