import type { ProductOptionWriter } from '../../modules/catalog/product-option-writer.ts';
import type { ProductPlan } from './plan-product.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Updates a bundle's options and selections in place (their ids are in carts); false when nothing differs. */
export async function writeBundle(
  writer: ProductOptionWriter,
  productId: number,
  plan: ProductPlan,
): Promise<boolean> {
  const stored = plan.existing?.bundle ?? { options: [], selections: [] };
  const storedContent = stored.options.map((o) => [
    o.title,
    o.type,
    o.required,
    stored.selections
      .filter((s) => s.option_id === o.id)
      .map((s) => [s.product_id, Number(s.qty), s.can_change_qty, s.is_default]),
  ]);
  const wanted = plan.bundle.options.map((o) => [
    o.values.title,
    o.values.type,
    o.values.required,
    o.selections.map((s) => [
      s.values.product_id,
      s.values.qty,
      s.values.can_change_qty,
      s.values.is_default,
    ]),
  ]);
  if (same(storedContent, wanted)) return false;
  await writer.deleteBundleOptions(plan.bundle.removed);
  for (const option of plan.bundle.options) {
    const optionId = option.id ?? (await writer.insertBundleOption(productId, option.values));
    if (option.id !== undefined) await writer.updateBundleOption(option.id, option.values);
    await writer.deleteBundleSelections(option.removedSelections);
    for (const selection of option.selections) {
      if (selection.id === undefined) await writer.insertBundleSelection(optionId, selection.values);
      else await writer.updateBundleSelection(selection.id, optionId, selection.values);
    }
  }
  return true;
}

/** Updates custom options and their values in place (carts name them by id); false when nothing differs. */
export async function writeCustomOptions(
  writer: ProductOptionWriter,
  productId: number,
  plan: ProductPlan,
): Promise<boolean> {
  const stored = plan.existing?.customOptions ?? { options: [], values: [] };
  const storedContent = stored.options.map((o) => [
    o.title,
    o.type,
    o.is_require,
    o.price_type,
    o.price_amount,
    o.price_percent === null ? null : Number(o.price_percent),
    o.max_characters,
    stored.values
      .filter((v) => v.option_id === o.id)
      .map((v) => [v.title, v.price_type, v.price_amount, Number(v.price_percent)]),
  ]);
  const wanted = plan.customOptions.options.map(({ values: o, optionValues }) => [
    o.title,
    o.type,
    o.is_require,
    o.price_type,
    o.price_amount,
    o.price_percent,
    o.max_characters,
    optionValues.map(({ values: v }) => [v.title, v.price_type, v.price_amount, v.price_percent]),
  ]);
  if (same(storedContent, wanted)) return false;
  await writer.deleteCustomOptions(plan.customOptions.removed);
  for (const option of plan.customOptions.options) {
    const optionId = option.id ?? (await writer.insertCustomOption(productId, option.values));
    if (option.id !== undefined) await writer.updateCustomOption(option.id, option.values);
    await writer.deleteCustomValues(option.removedValues);
    for (const value of option.optionValues) {
      if (value.id === undefined) await writer.insertCustomValue(optionId, value.values);
      else await writer.updateCustomValue(value.id, optionId, value.values);
    }
  }
  return true;
}
