import type { AdminProductInput, AdminStockFields, AdminStockInput } from '@hemma/contract';
import type { FormIssue } from '../../../ui/form/form-errors.ts';
import { dateForApi, parseDecimal, parseKronor, parseWhole } from './form-values.ts';
import type {
  AttributeEntry,
  AttributeValue,
  PriceForm,
  ProductForm,
  StockForm,
  VariantForm,
} from './product-form.ts';

type VariantInput = NonNullable<AdminProductInput['variants']>[number];
type StockInput = NonNullable<AdminProductInput['stock']>;

/** What the form says, as the API's input; the fields whose text is not a number are named in `issues`. */
export interface InputOfForm {
  input: AdminProductInput;
  issues: FormIssue[];
}

/** Reads the typed numbers, collecting a problem for each that is not one (the field says what it expects). */
class Reader {
  issues: FormIssue[] = [];

  private check(field: string, value: number | null, rule: 'amount' | 'whole' | 'decimal') {
    if (value !== null && Number.isNaN(value)) this.issues.push({ field, text: rule });
    return value;
  }
  kronor(field: string, text: string) {
    return this.check(field, parseKronor(text), 'amount');
  }
  whole(field: string, text: string) {
    return this.check(field, parseWhole(text), 'whole');
  }
  decimal(field: string, text: string) {
    return this.check(field, parseDecimal(text), 'decimal');
  }
}

/** `NaN` and null become what the schema refuses or defaults: the form's own check names the field first. */
const orZero = (value: number | null) => (value === null || Number.isNaN(value) ? 0 : value);

function prices(read: Reader, at: string, form: PriceForm) {
  return {
    // An empty price is left out, so the schema says the field is required.
    price:
      form.price.trim() === ''
        ? (undefined as unknown as number)
        : orZero(read.kronor(`${at}price`, form.price)),
    special_price:
      form.special_price.trim() === '' ? null : orZero(read.kronor(`${at}special_price`, form.special_price)),
    // Euros are typed like kronor: a comma or a point, at most two decimals (decision 0057).
    price_eur: form.price_eur.trim() === '' ? null : orZero(read.kronor(`${at}price_eur`, form.price_eur)),
    special_price_eur:
      form.special_price_eur.trim() === ''
        ? null
        : orZero(read.kronor(`${at}special_price_eur`, form.special_price_eur)),
    special_from_date: dateForApi(form.special_from_date, form.read_from),
    special_to_date: dateForApi(form.special_to_date, form.read_to),
    tier_prices: form.tier_prices.map((tier, index) => ({
      customer_group_id: tier.customer_group_id === '' ? null : Number(tier.customer_group_id),
      qty: orZero(read.decimal(`${at}tier_prices.${index}.qty`, tier.qty)),
      price: orZero(read.kronor(`${at}tier_prices.${index}.price`, tier.price)),
    })),
  };
}

function stock(read: Reader, at: string, form: StockForm): StockInput {
  return {
    qty: orZero(read.whole(`${at}stock.qty`, form.qty)),
    is_in_stock: form.is_in_stock,
    backorders: form.backorders,
    manage_stock: form.manage_stock,
  };
}

/** An attribute's values as the API takes them: one entry per option of a multiselect; blanks are left out. */
export function attributeValues(entries: readonly AttributeEntry[]): AttributeValue[] {
  return entries.flatMap((entry) =>
    entry.values
      .filter((value) => value.trim() !== '')
      .map((value): AttributeValue => {
        if (entry.kind === 'option') return { attribute_code: entry.code, option_id: Number(value) };
        if (entry.kind === 'number')
          return { attribute_code: entry.code, number: Number(value.replace(',', '.')) };
        return { attribute_code: entry.code, text: value };
      }),
  );
}

function variantInput(read: Reader, form: VariantForm, index: number, axes: readonly string[]): VariantInput {
  const at = `variants.${index}.`;
  const axisValues = axes
    .filter((code) => form.options[code])
    .map((code) => ({ attribute_code: code, option_id: Number(form.options[code]) }));
  return {
    ...(form.id !== null ? { id: form.id } : {}),
    sku: form.sku.trim(),
    ...(form.name.trim() !== '' ? { name: form.name.trim() } : {}),
    status: form.status,
    ...prices(read, at, form),
    weight: form.weight,
    ...form.packageCm,
    ...(form.description !== null ? { description: form.description } : {}),
    ...(form.short_description !== null ? { short_description: form.short_description } : {}),
    attributes: [...axisValues, ...form.otherAttributes],
    images: form.images,
    // A variant's stock is sent when it is created; later the stock call sets it (stockEdits).
    ...(form.id === null ? { stock: stock(read, at, form.stock) } : {}),
  };
}

const nullIfBlank = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The API's input for the form (POST for a new product, PUT with `updated_at` for a read one). A product's stock is
 * part of it only when the product is new: a saved product's stock is set by the stock call, which refuses to
 * overwrite what orders changed since it was read (`stockEdits`).
 */
export function inputOfForm(form: ProductForm): InputOfForm {
  const read = new Reader();
  const axes = form.configurable_options.map((option) => option.attribute_code);
  const weight = read.decimal('weight', form.weight);
  const cm = (field: 'package_length_cm' | 'package_width_cm' | 'package_height_cm') => {
    const value = read.decimal(field, form[field]);
    return value === null || Number.isNaN(value) ? null : value;
  };
  const input: AdminProductInput = {
    sku: form.sku.trim(),
    type_id: form.type_id,
    name: form.name.trim(),
    ...(form.url_key.trim() !== '' ? { url_key: form.url_key.trim() } : {}),
    status: form.status,
    visibility: Number(form.visibility),
    description: form.description,
    short_description: form.short_description,
    category_ids: form.category_ids,
    brand_id: form.brand_id === '' ? null : Number(form.brand_id),
    tax_class_id: form.tax_class_id === '' ? (undefined as unknown as number) : Number(form.tax_class_id),
    ...prices(read, '', form),
    weight: weight === null || Number.isNaN(weight) ? null : weight,
    package_length_cm: cm('package_length_cm'),
    package_width_cm: cm('package_width_cm'),
    package_height_cm: cm('package_height_cm'),
    delivery_time: (nullIfBlank(form.delivery_time) as AdminProductInput['delivery_time']) ?? null,
    factory_delivery_time:
      (nullIfBlank(form.factory_delivery_time) as AdminProductInput['factory_delivery_time']) ?? null,
    news_from_date: form.news_from_date,
    meta_title: nullIfBlank(form.meta_title),
    meta_description: nullIfBlank(form.meta_description),
    attributes: attributeValues(form.attributes.filter((entry) => !axes.includes(entry.code))),
    images: form.images,
    ...(form.id === null ? { stock: stock(read, '', form.stock) } : {}),
    configurable_options: form.type_id === 'configurable' ? form.configurable_options : [],
    variants:
      form.type_id === 'configurable'
        ? form.variants.map((variant, index) => variantInput(read, variant, index, axes))
        : [],
    bundle_options: form.type_id === 'bundle' ? form.bundle_options : [],
    links: form.type_id === 'grouped' ? form.links : form.links.filter((l) => l.link_type !== 'associated'),
    custom_options: form.custom_options,
  };
  return { input, issues: read.issues };
}

export interface StockEdit {
  /** The product's or the variant's own id. */
  id: number;
  /** Which form field it is (`stock.qty`, `variants.1.stock.qty`), for a refusal. */
  field: string;
  input: AdminStockInput;
}

function stockEdit(id: number, field: string, form: StockForm, read: AdminStockFields): StockEdit | null {
  const qty = parseWhole(form.qty);
  const input: AdminStockInput = {};
  if (qty !== null && !Number.isNaN(qty) && qty !== read.qty) input.qty = qty;
  if (form.is_in_stock !== read.is_in_stock) input.is_in_stock = form.is_in_stock;
  if (form.backorders !== read.backorders) input.backorders = form.backorders;
  if (form.manage_stock !== read.manage_stock) input.manage_stock = form.manage_stock;
  if (Object.keys(input).length === 0) return null;
  return { id, field, input: { ...input, expected_qty: read.qty } };
}

/**
 * The stock changes of a saved product and its saved variants, each with the qty the editor read: orders placed
 * since make the API refuse it (409) rather than overwrite what they took.
 */
export function stockEdits(form: ProductForm): StockEdit[] {
  const edits: (StockEdit | null)[] = [];
  if (form.id !== null && form.readStock)
    edits.push(stockEdit(form.id, 'stock.qty', form.stock, form.readStock));
  if (form.type_id === 'configurable')
    form.variants.forEach((variant, index) => {
      if (variant.id !== null && variant.readStock)
        edits.push(stockEdit(variant.id, `variants.${index}.stock.qty`, variant.stock, variant.readStock));
    });
  return edits.filter((edit): edit is StockEdit => edit !== null);
}
