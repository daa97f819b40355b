import { useI18n } from '../../../i18n/i18n.tsx';
import { CheckboxField, SelectField, TextField } from '../../../ui/form/fields.tsx';
import type { FormIssue } from '../../../ui/form/form-errors.ts';
import type { Form } from '../../../ui/form/use-form.ts';
import type { CouponFormValues, CouponProblem } from './coupon-form.ts';

/** The labels of the editor's fields (the summary of problems links to each by it). */
export function useCouponLabels(): Record<keyof CouponFormValues, string> {
  const { t } = useI18n();
  return {
    code: t('coupons.code'),
    description: t('coupons.descriptionField'),
    type: t('coupons.type'),
    value: t('coupons.value'),
    from_date: t('coupons.fromDate'),
    to_date: t('coupons.toDate'),
    usage_limit: t('coupons.usageLimit'),
    min_subtotal_incl_tax: t('coupons.minSubtotal'),
    value_eur: t('coupons.valueEur'),
    min_subtotal_incl_tax_eur: t('coupons.minSubtotalEur'),
    customer_email: t('coupons.customerEmail'),
    is_active: t('coupons.active'),
  };
}

/** The editor's own problems as the form shows them, worded in the staff user's language. */
export function useCouponIssues(): (problems: CouponProblem[]) => FormIssue[] {
  const { t } = useI18n();
  return (problems) =>
    problems.map(({ field, problem }) => ({ field, text: t(`coupons.problem.${problem}`) }));
}

/** The rules of a coupon: kind and size of the discount, the window, limits and who may use it. */
export function CouponRuleFields({ form }: { form: Form<CouponFormValues> }) {
  const { t } = useI18n();
  const percent = form.values.type === 'percent';
  return (
    <>
      <TextField form={form} name="description" autoComplete="off" hint={t('coupons.descriptionHint')} />
      <div className="field-row">
        <SelectField
          form={form}
          name="type"
          options={[
            { value: 'percent', label: t('coupons.type.percent') },
            { value: 'fixed', label: t('coupons.type.fixed') },
          ]}
        />
        <TextField
          form={form}
          name="value"
          inputMode="decimal"
          autoComplete="off"
          hint={t(percent ? 'coupons.valueHint.percent' : 'coupons.valueHint.fixed')}
        />
      </div>
      <div className="field-row">
        <TextField form={form} name="from_date" type="date" hint={t('coupons.fromDateHint')} />
        <TextField form={form} name="to_date" type="date" hint={t('coupons.toDateHint')} />
      </div>
      <div className="field-row">
        <TextField
          form={form}
          name="usage_limit"
          inputMode="numeric"
          autoComplete="off"
          hint={t('coupons.usageLimitHint')}
        />
        <TextField
          form={form}
          name="min_subtotal_incl_tax"
          inputMode="decimal"
          autoComplete="off"
          hint={t('coupons.minSubtotalHint')}
        />
      </div>
      <div className="field-row">
        {!percent && (
          <TextField
            form={form}
            name="value_eur"
            inputMode="decimal"
            autoComplete="off"
            hint={t('coupons.valueEurHint')}
          />
        )}
        <TextField
          form={form}
          name="min_subtotal_incl_tax_eur"
          inputMode="decimal"
          autoComplete="off"
          hint={t('coupons.minSubtotalEurHint')}
        />
      </div>
      <TextField
        form={form}
        name="customer_email"
        type="email"
        autoComplete="off"
        hint={t('coupons.customerEmailHint')}
      />
      <CheckboxField form={form} name="is_active" hint={t('coupons.activeHint')} />
    </>
  );
}
