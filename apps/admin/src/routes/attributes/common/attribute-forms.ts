import { adminAttributeCreateBody, FRONTEND_INPUTS } from '@hemma/contract';
import { z } from 'zod';

const { attribute_code, frontend_label } = adminAttributeCreateBody.shape;
const optionalLabel = z.string().trim().max(255);
const unit = z.string().trim().max(20);
const flags = { is_visible: z.boolean(), is_comparable: z.boolean(), is_filterable: z.boolean() };

/** A new attribute: its code and input type are chosen once (products' values depend on them). */
export const attributeCreateForm = z.strictObject({
  attribute_code: z.string().trim().min(1).pipe(attribute_code),
  frontend_label,
  default_label: optionalLabel,
  frontend_input: z.enum(FRONTEND_INPUTS),
  unit,
  ...flags,
});

export const attributeEditForm = z.strictObject({
  frontend_label,
  default_label: optionalLabel,
  unit,
  ...flags,
});

const swatch = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/)]));

export const optionForm = z.strictObject({
  label: z.string().trim().min(1).max(255),
  default_label: optionalLabel,
  swatch_value: swatch,
});

/** Attributes whose values are chosen from options. */
export const hasOptions = (input: string) => input === 'select' || input === 'multiselect';

/**
 * The `sort_order` that moves an option one place up or down — the API's sort order is the index among the
 * options — or null at the edge.
 */
export function optionPosition(options: readonly { id: number }[], id: number, step: -1 | 1): number | null {
  const index = options.findIndex((option) => option.id === id);
  const target = index + step;
  return index < 0 || target < 0 || target >= options.length ? null : target;
}
