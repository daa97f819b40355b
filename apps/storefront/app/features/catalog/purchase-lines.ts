import type { ProductOption } from '@hemma/commerce';
import type { CartLineRequest } from '~/lib/cart/cart-line.ts';
import type { ProductPage } from './product-page.ts';
import type { OptionsChoice, ProductChoice } from './product-choice.ts';

function customOptionsOf(product: ProductPage, options: OptionsChoice | null) {
  const input = options?.input ?? product.defaults.options;
  const chosen = product.customOptions.flatMap((option) => {
    const entry = input[option.option_id];
    const value = Array.isArray(entry)
      ? entry.filter(Boolean).join(',')
      : typeof entry === 'string'
        ? entry.trim()
        : '';
    return value
      ? [{ option: { option_id: option.option_id, option_value: value }, option_meta: option, raw: entry }]
      : [];
  });
  const labels = chosen.map(({ option_meta, raw }) => ({
    label: option_meta.title,
    value:
      option_meta.type === 'field'
        ? String(raw).trim()
        : option_meta.values
            .filter((v) => (Array.isArray(raw) ? raw : [raw]).includes(String(v.option_type_id)))
            .map((v) => v.title)
            .join(', '),
  }));
  return { custom: chosen.map((c) => c.option), labels };
}

/**
 * The cart lines for what the shopper chose on a product page: one line (a variant by its own sku, a bundle with
 * its links, options with their values), or one line per chosen item of a grouped product.
 */
export function purchaseLines(
  product: ProductPage,
  pick: ProductChoice,
  options: OptionsChoice | null,
  qty: number,
): CartLineRequest[] {
  const base = { name: product.name, slug: product.line.slug, image: product.line.imagePath };
  if (product.grouped) {
    const quantities = pick.groupedQuantities ?? product.grouped.map((item) => item.qty);
    return product.grouped.flatMap((item, i) =>
      (quantities[i] ?? 0) > 0
        ? [
            {
              sku: item.sku,
              parentSku: null,
              name: item.name,
              qty: quantities[i]!,
              product_type: 'simple' as const,
              product_option: null,
              price_incl_tax: item.price.final,
              image: item.imagePath,
              slug: item.slug,
              options: [],
            },
          ]
        : [],
    );
  }
  const { custom, labels } = customOptionsOf(product, options);
  const extension: ProductOption['extension_attributes'] = {};
  if (custom.length > 0) extension.custom_options = custom;
  if (product.bundle) {
    const selection = pick.bundleSelection ?? product.defaults.bundle;
    extension.bundle_options = product.bundle.flatMap((option) => {
      const links = Object.entries(selection[option.option_id] ?? {});
      return links.length
        ? [
            {
              option_id: option.option_id,
              option_qty: links[0]![1],
              option_selections: links.map(([id]) => Number(id)),
            },
          ]
        : [];
    });
  }
  let variantLabels: { label: string; value: string }[] = [];
  if (product.configurable) {
    const child = product.configurable.configurable_children.find((c) => c.sku === pick.sku);
    variantLabels = product.configurable.configurable_options.flatMap((option) => {
      const value = child?.custom_attributes.find((a) => a.attribute_code === option.attribute_code)?.value;
      const label = option.values.find((v) => String(v.value_index) === value)?.label;
      return label ? [{ label: option.label, value: label }] : [];
    });
  }
  const price = options ? options.price(pick.price) : pick.price;
  return [
    {
      ...base,
      sku: pick.sku,
      parentSku: product.configurable ? product.configurable.sku : null,
      qty,
      product_type: product.type,
      product_option: Object.keys(extension).length > 0 ? { extension_attributes: extension } : null,
      price_incl_tax: price.final,
      options: [...variantLabels, ...labels],
    },
  ];
}
