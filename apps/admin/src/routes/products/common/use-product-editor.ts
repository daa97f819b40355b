import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '@hemma/api-client/admin';
import { adminProductInput, type AdminProductInput } from '@hemma/contract';
import {
  firstPerField,
  type FormIssue,
  issuesOfApiMessage,
  issuesOfZodError,
} from '../../../ui/form/form-errors.ts';
import { isStaleEdit } from './api-messages.ts';
import type { ProductForm } from './product-form.ts';
import { inputOfForm } from './product-input.ts';

/** The paths of the form's fields a refusal may name (`variants.1.sku`); others go to their section or the top. */
export function fieldPaths(form: ProductForm): string[] {
  const tiers = (at: string, count: number) =>
    Array.from({ length: count }, (_, i) => [
      `${at}tier_prices.${i}.qty`,
      `${at}tier_prices.${i}.price`,
    ]).flat();
  return [
    ...[
      'sku',
      'name',
      'url_key',
      'status',
      'news_from_date',
      'visibility',
      'description',
      'short_description',
      'category_ids',
      'brand_id',
      'tax_class_id',
      'price',
      'special_price',
      'price_eur',
      'special_price_eur',
      'special_from_date',
      'special_to_date',
      'tier_prices',
      'weight',
      'package_length_cm',
      'package_width_cm',
      'package_height_cm',
      'delivery_time',
      'factory_delivery_time',
      'meta_title',
      'meta_description',
      'attributes',
      'images',
      'stock.qty',
      'stock',
      'configurable_options',
      'variants',
      'bundle_options',
      'links',
      'custom_options',
    ],
    ...tiers('', form.tier_prices.length),
    ...form.variants.flatMap((variant, i) => [
      `variants.${i}.sku`,
      `variants.${i}.price`,
      `variants.${i}.special_price`,
      `variants.${i}.price_eur`,
      `variants.${i}.special_price_eur`,
      `variants.${i}.special_from_date`,
      `variants.${i}.special_to_date`,
      `variants.${i}.attributes`,
      `variants.${i}.images`,
      `variants.${i}.stock.qty`,
      ...tiers(`variants.${i}.`, variant.tier_prices.length),
    ]),
  ];
}

export interface ProductEditor {
  id: string;
  form: ProductForm;
  issues: FormIssue[];
  /** The product was saved by someone else since it was read: only a reload helps. */
  stale: boolean;
  submitting: boolean;
  refusals: number;
  update(change: (form: ProductForm) => ProductForm): void;
  reset(form: ProductForm): void;
  issueOf(path: string): FormIssue | undefined;
  fieldId(path: string): string;
  handleSubmit(event: FormEvent): Promise<void>;
}

/**
 * The product editor's state: the values, the problems found before sending (numbers that are not numbers, then the
 * contract's own rules) and after (the API's 400/409 split over the fields it names), and a stale edit told apart.
 * `send` gets the checked input (and `reset`, to show what was saved) and may answer problems of its own (a stock
 * edit refused).
 */
export function useProductEditor(
  initial: ProductForm,
  send: (
    input: AdminProductInput,
    form: ProductForm,
    reset: (form: ProductForm) => void,
  ) => Promise<void | FormIssue[]>,
): ProductEditor {
  const id = `product${useId().replace(/[^\w-]/g, '')}`;
  const [form, setForm] = useState(initial);
  const [issues, setIssues] = useState<FormIssue[]>([]);
  const [stale, setStale] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [refusals, setRefusals] = useState(0);

  const reset = (next: ProductForm) => {
    setForm(next);
    setIssues([]);
    setStale(false);
  };
  const refuse = (found: FormIssue[]) => {
    setIssues(firstPerField(found));
    setRefusals((count) => count + 1);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const { input, issues: typed } = inputOfForm(form);
    const checked = adminProductInput.safeParse(input);
    const found = [...typed, ...(checked.success ? [] : issuesOfZodError(checked.error))];
    if (found.length > 0) return refuse(found);
    setIssues([]);
    setSubmitting(true);
    try {
      const problems = await send(input, form, reset);
      if (problems && problems.length > 0) refuse(problems);
    } catch (error) {
      if (isApiError(error) && error.status === 409 && isStaleEdit(error.message)) {
        setStale(true);
        refuse([{ field: null, text: error.message }]);
      } else
        refuse(
          isApiError(error) && error.status < 500
            ? issuesOfApiMessage(error.message, fieldPaths(form))
            : [{ field: null, rule: 'unavailable' }],
        );
    } finally {
      setSubmitting(false);
    }
  };

  return {
    id,
    form,
    issues,
    stale,
    submitting,
    refusals,
    update: (change) => setForm((current) => change(current)),
    reset,
    issueOf: (path) => issues.find((issue) => issue.field === path),
    fieldId: (path) => `${id}-${path.replace(/\./g, '-')}`,
    handleSubmit,
  };
}
