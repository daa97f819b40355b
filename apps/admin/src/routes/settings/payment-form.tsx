import type { ShopSettingsDto } from '@hemma/contract';
import { useSavePayment } from '../../hooks/api/settings.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { CheckboxField, SelectField, TextField } from '../../ui/form/fields.tsx';
import { FormSection } from '../../ui/form/form-section.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { withConflicts } from '../../ui/form/conflicts.ts';
import { useNotify } from '../../ui/notices.tsx';
import { methodKey, paymentBody, paymentSchema, paymentValues } from './settings-forms.ts';

/** Which payment methods the checkout offers, their titles and fees, and which one it starts with. */
export function PaymentForm({ settings }: { settings: ShopSettingsDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const save = useSavePayment();
  const methods = settings.payment_methods;
  const labels: Record<string, string> = { default: t('settings.defaultPayment') };
  methods.forEach((method, index) => {
    labels[methodKey(index, 'title')] = t('field.title');
    labels[methodKey(index, 'cost_incl_tax')] = t('settings.fee');
    labels[methodKey(index, 'enabled')] = t('settings.enabled');
  });
  const form = useForm({
    schema: paymentSchema(methods.length),
    initial: paymentValues(methods),
    labels,
    onSubmit: withConflicts(
      async (values) => {
        const saved = await save.mutateAsync(paymentBody(methods, values, settings.payment_updated_at));
        form.reset(paymentValues(saved.payment_methods));
        notify(t('settings.paymentSaved'));
      },
      { stale: t('form.stale') },
    ),
  });
  return (
    <FormSection form={form} title={t('settings.payment')} submitLabel={t('settings.savePayment')}>
      <div className="method-grid">
        {methods.map((method, index) => (
          <fieldset key={method.code} className="method">
            <legend>
              {method.title} <span className="code">{method.code}</span>
            </legend>
            <TextField form={form} name={methodKey(index, 'title')} autoComplete="off" />
            <TextField
              form={form}
              name={methodKey(index, 'cost_incl_tax')}
              inputMode="decimal"
              autoComplete="off"
              hint={t('settings.amountHint')}
            />
            <CheckboxField
              form={form}
              name={methodKey(index, 'enabled')}
              hint={method.for_virtual_carts ? t('settings.forVirtualCarts') : undefined}
            />
          </fieldset>
        ))}
      </div>
      <SelectField
        form={form}
        name="default"
        options={methods.map((method, index) => ({ value: String(index), label: method.title }))}
        hint={t('settings.defaultHint')}
      />
    </FormSection>
  );
}
