import type { AggregationBucket, AttributeDto } from '@hemma/contract';
import { ROOT_CATEGORY_ID, type CurrencyCode } from '@hemma/commerce';
import type { IndexFacets } from '../../modules/search/query-index.ts';
import type { ReferenceData } from '../reference/catalog-context.ts';
import { shownCategoryTexts } from '../reference/shown-category-texts.ts';
import { presentAttribute } from '../reference/present-reference.ts';
import { priceBuckets } from './price-ranges.ts';

/** SPEC §9: filter aggregation size. */
export const AGGREGATION_SIZE = 50;

function top(buckets: AggregationBucket[]): AggregationBucket[] {
  return buckets
    .sort((a, b) => b.doc_count - a.doc_count || a.label.localeCompare(b.label, 'sv'))
    .slice(0, AGGREGATION_SIZE);
}

/** Facet counts as the contract names them: one entry per filterable attribute code, `category` and `price`. */
export function presentAggregations(
  facets: IndexFacets,
  reference: ReferenceData,
  currency: CurrencyCode = 'SEK',
  storeCode?: string,
): Record<string, { buckets: AggregationBucket[] }> {
  const aggregations: Record<string, { buckets: AggregationBucket[] }> = {};
  for (const attribute of reference.attributes) {
    if (attribute.is_filterable !== 1) continue;
    const counts = facets.attributes.get(attribute.id);
    const labels = new Map(attribute.options.map((o) => [o.id, o.label]));
    const buckets = [...(counts ?? [])].map(([value, count]) => ({
      key: String(value),
      label:
        attribute.frontend_input === 'number'
          ? `${value}${attribute.unit ? ` ${attribute.unit}` : ''}`
          : (labels.get(value) ?? String(value)),
      doc_count: count,
    }));
    aggregations[attribute.attribute_code] = { buckets: top(buckets) };
  }
  const categories = [...facets.categories]
    .filter(([id]) => id > ROOT_CATEGORY_ID && reference.categoryById.has(id))
    .map(([id, count]) => ({
      key: String(id),
      // The category's name in the store view's language, else English, else Swedish (decision 0058).
      label: shownCategoryTexts(reference, id, storeCode)?.name ?? reference.categoryById.get(id)!.name,
      doc_count: count,
    }));
  aggregations.category = { buckets: top(categories) };
  aggregations.price = { buckets: priceBuckets(facets.price, currency) };
  return aggregations;
}

/** The filterable attributes with their labels and options, for building the filter panel. */
export function filterableAttributes(reference: ReferenceData): AttributeDto[] {
  return reference.attributes.filter((a) => a.is_filterable === 1).map((a) => presentAttribute(a));
}
