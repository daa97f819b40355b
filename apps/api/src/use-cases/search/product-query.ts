import { ORE_PER_KRONA, roundOre } from '@hemma/commerce';
import { InputError } from '../../errors.ts';
import type { AttributeFilter } from '../../modules/search/query-index.ts';
import type { ReferenceData } from '../reference/catalog-context.ts';

/** One value of `filter[code]=…`: an option id, a number, or a range `from-to` with either end open. */
export interface FilterValue {
  from: number | null;
  to: number | null;
}

/** `price=from-to` in the store view's currency incl. VAT (kronor or euros), either end open. */
export interface PriceRange {
  from: number | null;
  to: number | null;
}

/**
 * Turns `filter[code]` values into index filters. Unknown and non-filterable attribute codes are a 400 naming every
 * one of them; option attributes take option ids, numeric ones (width, height …) numbers and ranges.
 */
export function attributeFilters(
  reference: ReferenceData,
  filters: Record<string, FilterValue[]>,
): AttributeFilter[] {
  const codes = Object.keys(filters);
  const byCode = new Map(reference.attributes.map((a) => [a.attribute_code, a]));
  const unknown = codes.filter((code) => !byCode.has(code));
  const notFilterable = codes.filter((code) => byCode.get(code)?.is_filterable === 0);
  const problems: string[] = [];
  if (unknown.length) problems.push(`unknown filter attribute(s) ${unknown.map((c) => `"${c}"`).join(', ')}`);
  if (notFilterable.length)
    problems.push(`attribute(s) not filterable: ${notFilterable.map((c) => `"${c}"`).join(', ')}`);
  if (problems.length) throw new InputError(`Invalid query: ${problems.join('; ')}`);
  return codes.map((code) => {
    const attribute = byCode.get(code)!;
    const values = filters[code]!;
    if (attribute.frontend_input !== 'number') {
      const ids = values.map((v) =>
        v.from !== null && v.from === v.to && Number.isInteger(v.from) ? v.from : NaN,
      );
      if (ids.some(Number.isNaN))
        throw new InputError(`Invalid query: filter[${code}]: must be option ids such as 12,14`);
      return { attributeId: attribute.id, options: new Set(ids) };
    }
    return { attributeId: attribute.id, ranges: values };
  });
}

/**
 * Price range in the store view's currency to its minor units (öre, cents), as the index compares the store view's
 * prices (store-pricing.ts): from inclusive, to exclusive.
 */
export function priceFilter(range: PriceRange | undefined): { from: number; to: number | null } | undefined {
  if (!range) return undefined;
  const minor = (whole: number) => roundOre(whole * ORE_PER_KRONA);
  return { from: minor(range.from ?? 0), to: range.to === null ? null : minor(range.to) };
}
