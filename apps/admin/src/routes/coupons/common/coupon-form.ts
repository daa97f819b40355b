import type { AdminCouponDto, CouponCreateInput, CouponUpdateInput } from '@hemma/contract';
import { isValidEmail } from '@hemma/commerce';
import { z } from 'zod';

/** The editor's values: what the fields hold (text), before they become the API's rules. */
export const couponFormSchema = z.strictObject({
  code: z.string(),
  description: z.string().max(200),
  type: z.enum(['percent', 'fixed']),
  value: z.string().trim().min(1),
  from_date: z.string(),
  to_date: z.string(),
  usage_limit: z.string(),
  min_subtotal_incl_tax: z.string(),
  value_eur: z.string(),
  min_subtotal_incl_tax_eur: z.string(),
  customer_email: z.string().max(254),
  is_active: z.boolean(),
});

export type CouponFormValues = z.input<typeof couponFormSchema>;
export type CouponRules = Omit<CouponCreateInput, 'code'>;

/** A problem of the editor, named by a key of the trade catalogue (`coupons.problem.<key>`). */
export interface CouponProblem {
  field: keyof CouponFormValues;
  problem: 'code' | 'percent' | 'fixed' | 'amount' | 'limit' | 'date' | 'window' | 'email';
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  description: '',
  type: 'percent',
  value: '',
  from_date: '',
  to_date: '',
  usage_limit: '',
  min_subtotal_incl_tax: '',
  value_eur: '',
  min_subtotal_incl_tax_eur: '',
  customer_email: '',
  is_active: true,
};

const CODE = /^[A-Za-z0-9ÅÄÖåäö][A-Za-z0-9ÅÄÖåäö_-]{2,31}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Kronor as a Swedish owner types them: `100`, `99,50`, `1 000` (spaces and a comma allowed). */
export function parseKronor(text: string): number | null {
  const plain = text
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.')
    .replace(/kr$/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Number(plain);
}

/**
 * The API's rules from the editor's values, or what is wrong with them: the same checks the API makes (decision
 * 0022), said before anything is sent. Empty optional fields are no rule (null); a day window runs through its last
 * day; a fixed discount is whole kronor.
 */
export function couponRulesOf(
  values: CouponFormValues,
): { ok: true; rules: CouponRules } | { ok: false; problems: CouponProblem[] } {
  const problems: CouponProblem[] = [];
  const value = parseKronor(values.value);
  // Whole percentages, as the API stores them (decision 0024).
  if (values.type === 'percent' && !(value !== null && Number.isInteger(value) && value > 0 && value <= 100))
    problems.push({ field: 'value', problem: 'percent' });
  if (values.type === 'fixed' && !(value !== null && value > 0 && Number.isInteger(value)))
    problems.push({ field: 'value', problem: 'fixed' });
  const limit = values.usage_limit.trim();
  if (limit && !(/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 1_000_000_000))
    problems.push({ field: 'usage_limit', problem: 'limit' });
  const minimum = values.min_subtotal_incl_tax.trim();
  const minimumKronor = minimum ? parseKronor(minimum) : null;
  if (minimum && minimumKronor === null) problems.push({ field: 'min_subtotal_incl_tax', problem: 'amount' });
  // EUR amounts (decision 0061): euros with at most two decimals; a percentage has none (the same in EUR).
  const euros = (field: 'value_eur' | 'min_subtotal_incl_tax_eur') => {
    const text = values.type === 'percent' && field === 'value_eur' ? '' : values[field].trim();
    const amount = text ? parseKronor(text) : null;
    if (text && (amount === null || (field === 'value_eur' && amount <= 0)))
      problems.push({ field, problem: 'amount' });
    return amount;
  };
  const valueEur = euros('value_eur');
  const minimumEur = euros('min_subtotal_incl_tax_eur');
  for (const field of ['from_date', 'to_date'] as const)
    if (values[field] && !(DAY.test(values[field].slice(0, 10)) && !Number.isNaN(Date.parse(values[field]))))
      problems.push({ field, problem: 'date' });
  if (values.from_date && values.to_date && values.to_date.slice(0, 10) < values.from_date.slice(0, 10))
    problems.push({ field: 'to_date', problem: 'window' });
  const email = values.customer_email.trim();
  if (email && !isValidEmail(email)) problems.push({ field: 'customer_email', problem: 'email' });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    rules: {
      description: values.description.trim(),
      type: values.type,
      value: value!,
      from_date: values.from_date || null,
      to_date: values.to_date || null,
      usage_limit: limit ? Number(limit) : null,
      min_subtotal_incl_tax: minimumKronor,
      value_eur: valueEur,
      min_subtotal_incl_tax_eur: minimumEur,
      customer_email: email || null,
      is_active: values.is_active,
    },
  };
}

/** A new coupon: its code (shoppers type it; stored in capitals) and its rules. */
export function couponCreateOf(
  values: CouponFormValues,
): { ok: true; input: CouponCreateInput } | { ok: false; problems: CouponProblem[] } {
  const code = values.code.trim();
  const checked = couponRulesOf(values);
  const codeProblems: CouponProblem[] = CODE.test(code) ? [] : [{ field: 'code', problem: 'code' }];
  if (!checked.ok || codeProblems.length > 0)
    return { ok: false, problems: [...codeProblems, ...(checked.ok ? [] : checked.problems)] };
  return { ok: true, input: { code, ...checked.rules } };
}

/** Only the rules that differ from the coupon as read, with its `updated_at` (a change meanwhile is 409). */
export function couponChangeOf(coupon: AdminCouponDto, rules: CouponRules): CouponUpdateInput | null {
  const change: Partial<CouponRules> = {};
  for (const key of Object.keys(rules) as (keyof CouponRules)[])
    if (rules[key] !== coupon[key]) (change as Record<string, unknown>)[key] = rules[key];
  // A date shown as its day is unchanged when the day is the same (the API may hold a time of day).
  for (const key of ['from_date', 'to_date'] as const)
    if (change[key] !== undefined && change[key]?.slice(0, 10) === coupon[key]?.slice(0, 10))
      delete change[key];
  return Object.keys(change).length > 0 ? { ...change, updated_at: coupon.updated_at } : null;
}

/** The editor's values of a coupon as read. */
export function couponFormValues(coupon: AdminCouponDto): CouponFormValues {
  const amount = (kronor: number) => String(kronor).replace('.', ',');
  return {
    code: coupon.code,
    description: coupon.description,
    type: coupon.type,
    value: amount(coupon.value),
    from_date: coupon.from_date?.slice(0, 10) ?? '',
    to_date: coupon.to_date?.slice(0, 10) ?? '',
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
    min_subtotal_incl_tax: coupon.min_subtotal_incl_tax === null ? '' : amount(coupon.min_subtotal_incl_tax),
    value_eur: coupon.value_eur === null ? '' : amount(coupon.value_eur),
    min_subtotal_incl_tax_eur:
      coupon.min_subtotal_incl_tax_eur === null ? '' : amount(coupon.min_subtotal_incl_tax_eur),
    customer_email: coupon.customer_email ?? '',
    is_active: coupon.is_active,
  };
}
