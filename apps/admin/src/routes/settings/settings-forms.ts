import type {
  PaymentMethodSettingDto,
  PaymentSettingsInput,
  ShippingMethodSettingDto,
  ShippingSettingsInput,
} from '@hemma/contract';
import { z } from 'zod';
import { kronorText, parseKronor } from '../../ui/form/kronor.ts';

/**
 * The settings forms hold one flat value per field, named like the API's body (`methods.1.price_incl_tax`), so a
 * 400 that names `methods.1.price_incl_tax` lands under that very field. `default` is the index of the default
 * method: a select, so exactly one is chosen.
 */
type Values = Record<string, string | boolean>;
/** A form schema over flat values (its keys depend on how many methods there are). */
type FlatSchema = z.ZodType<Values, Values>;

const kronor = z
  .string()
  .trim()
  .min(1)
  .refine((text) => parseKronor(text) !== null);
const optionalKronor = z
  .string()
  .trim()
  .refine((text) => text === '' || parseKronor(text) !== null);
const title = z.string().trim().min(1).max(100);
const key = (index: number, field: string) => `methods.${index}.${field}`;

/** What a method carries per package (decision 0049): kg, cm, cm; empty: no limit. */
export const CAPACITY_FIELDS = ['max_weight_kg', 'max_length_cm', 'max_length_girth_cm'] as const;

const optionalLimit = z
  .string()
  .trim()
  .refine((text) => text === '' || (parseKronor(text) ?? 0) > 0);
const limitText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
const limitOf = (text: string) => (text === '' ? null : parseKronor(text));

export const SHIPPING_FIELDS = [
  'carrier_title',
  'method_title',
  'price_incl_tax',
  'min_subtotal_incl_tax',
  ...CAPACITY_FIELDS,
  'carry_in_incl_tax',
  'enabled',
];

export function shippingValues(methods: readonly ShippingMethodSettingDto[]): Values {
  const values: Values = {
    default: String(
      Math.max(
        0,
        methods.findIndex((m) => m.is_default),
      ),
    ),
  };
  methods.forEach((method, index) => {
    values[key(index, 'carrier_title')] = method.carrier_title;
    values[key(index, 'method_title')] = method.method_title;
    values[key(index, 'price_incl_tax')] = kronorText(method.price_incl_tax);
    values[key(index, 'min_subtotal_incl_tax')] =
      method.min_subtotal_incl_tax === null ? '' : kronorText(method.min_subtotal_incl_tax);
    for (const field of CAPACITY_FIELDS) values[key(index, field)] = limitText(method[field]);
    values[key(index, 'carry_in_incl_tax')] =
      method.carry_in_incl_tax === null ? '' : kronorText(method.carry_in_incl_tax);
    values[key(index, 'enabled')] = method.enabled;
  });
  return values;
}

export function shippingSchema(count: number): FlatSchema {
  const shape: Record<string, z.ZodType<string | boolean>> = { default: z.string() };
  for (let index = 0; index < count; index++) {
    shape[key(index, 'carrier_title')] = title;
    shape[key(index, 'method_title')] = title;
    shape[key(index, 'price_incl_tax')] = kronor;
    shape[key(index, 'min_subtotal_incl_tax')] = optionalKronor;
    for (const field of CAPACITY_FIELDS) shape[key(index, field)] = optionalLimit;
    shape[key(index, 'carry_in_incl_tax')] = optionalKronor;
    shape[key(index, 'enabled')] = z.boolean();
  }
  return z.strictObject(shape) as unknown as FlatSchema;
}

/** The PUT body: the stored methods (their codes stay) with the form's titles, prices, thresholds and flags. */
export function shippingBody(
  methods: readonly ShippingMethodSettingDto[],
  values: Values,
  updatedAt: string | null,
): ShippingSettingsInput {
  const text = (index: number, field: string) => String(values[key(index, field)] ?? '').trim();
  return {
    methods: methods.map((method, index) => ({
      carrier_code: method.carrier_code,
      method_code: method.method_code,
      carrier_title: text(index, 'carrier_title'),
      method_title: text(index, 'method_title'),
      price_incl_tax: parseKronor(text(index, 'price_incl_tax')) ?? 0,
      min_subtotal_incl_tax:
        text(index, 'min_subtotal_incl_tax') === ''
          ? null
          : parseKronor(text(index, 'min_subtotal_incl_tax')),
      enabled: values[key(index, 'enabled')] === true,
      is_default: values.default === String(index),
      max_weight_kg: limitOf(text(index, 'max_weight_kg')),
      max_length_cm: limitOf(text(index, 'max_length_cm')),
      max_length_girth_cm: limitOf(text(index, 'max_length_girth_cm')),
      carry_in_incl_tax:
        text(index, 'carry_in_incl_tax') === '' ? null : parseKronor(text(index, 'carry_in_incl_tax')),
    })),
    updated_at: updatedAt,
  };
}

export function paymentValues(methods: readonly PaymentMethodSettingDto[]): Values {
  const values: Values = {
    default: String(
      Math.max(
        0,
        methods.findIndex((m) => m.is_default),
      ),
    ),
  };
  methods.forEach((method, index) => {
    values[key(index, 'title')] = method.title;
    values[key(index, 'cost_incl_tax')] = kronorText(method.cost_incl_tax);
    values[key(index, 'enabled')] = method.enabled;
  });
  return values;
}

export function paymentSchema(count: number): FlatSchema {
  const shape: Record<string, z.ZodType<string | boolean>> = { default: z.string() };
  for (let index = 0; index < count; index++) {
    shape[key(index, 'title')] = title;
    shape[key(index, 'cost_incl_tax')] = kronor;
    shape[key(index, 'enabled')] = z.boolean();
  }
  return z.strictObject(shape) as unknown as FlatSchema;
}

export function paymentBody(
  methods: readonly PaymentMethodSettingDto[],
  values: Values,
  updatedAt: string | null,
): PaymentSettingsInput {
  return {
    methods: methods.map((method, index) => ({
      code: method.code,
      title: String(values[key(index, 'title')] ?? '').trim(),
      cost_incl_tax: parseKronor(String(values[key(index, 'cost_incl_tax')] ?? '')) ?? 0,
      enabled: values[key(index, 'enabled')] === true,
      is_default: values.default === String(index),
    })),
    updated_at: updatedAt,
  };
}

export const methodKey = key;
