import type { ShopSettingsDto } from '@hemma/contract';
import { useSaveShipping } from '../../hooks/api/settings.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { CheckboxField, SelectField, TextField } from '../../ui/form/fields.tsx';
import { FormSection } from '../../ui/form/form-section.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { withConflicts } from '../../ui/form/conflicts.ts';
import { useNotify } from '../../ui/notices.tsx';
import {
  CAPACITY_FIELDS,
  methodKey,
  shippingBody,
  shippingSchema,
  shippingValues,
} from './settings-forms.ts';

/**
 * The shipping methods: titles, price and the order value from which each is offered — the free-shipping method's
 * is the free-shipping threshold —, whether it is offered, and which one a cart starts with. The next cart call of
 * every shopper sees the change.
 */
export function ShippingForm({ settings }: { settings: ShopSettingsDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const save = useSaveShipping();
  const methods = settings.shipping_methods;
  const labels: Record<string, string> = { default: t('settings.defaultShipping') };
  methods.forEach((method, index) => {
    labels[methodKey(index, 'carrier_title')] = t('settings.carrierTitle');
    labels[methodKey(index, 'method_title')] = t('settings.methodTitle');
    labels[methodKey(index, 'price_incl_tax')] = t('settings.price');
    labels[methodKey(index, 'min_subtotal_incl_tax')] = t('settings.minSubtotal');
    labels[methodKey(index, 'max_weight_kg')] = t('settings.maxWeight');
    labels[methodKey(index, 'max_length_cm')] = t('settings.maxLength');
    labels[methodKey(index, 'max_length_girth_cm')] = t('settings.maxLengthGirth');
    labels[methodKey(index, 'carry_in_incl_tax')] = t('settings.carryIn');
    labels[methodKey(index, 'enabled')] = t('settings.enabled');
  });
  const form = useForm({
    schema: shippingSchema(methods.length),
    initial: shippingValues(methods),
    labels,
    onSubmit: withConflicts(
      async (values) => {
        const saved = await save.mutateAsync(shippingBody(methods, values, settings.shipping_updated_at));
        form.reset(shippingValues(saved.shipping_methods));
        notify(t('settings.shippingSaved'));
      },
      { stale: t('form.stale') },
    ),
  });
  const confirm = useConfirm();
  /** Removes a method (the default cannot go: choose another default first). */
  const remove = async (index: number) => {
    const method = methods[index]!;
    const ok = await confirm({
      title: t('settings.confirmRemoveMethod.title'),
      text: t('settings.confirmRemoveMethod.text', { name: method.method_title }),
      confirmLabel: t('action.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await save.mutateAsync({
        methods: methods.filter((_, at) => at !== index),
        updated_at: settings.shipping_updated_at,
      });
      notify(t('settings.methodRemoved', { name: method.method_title }));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  return (
    <FormSection form={form} title={t('settings.shipping')} submitLabel={t('settings.saveShipping')}>
      <p className="field-hint">{t('settings.shippingIntro')}</p>
      <div className="method-grid">
        {methods.map((method, index) => (
          <fieldset key={`${method.carrier_code}_${method.method_code}`} className="method">
            <legend>
              {method.carrier_title} – {method.method_title}{' '}
              <span className="code">
                {method.carrier_code}_{method.method_code}
              </span>
            </legend>
            <TextField form={form} name={methodKey(index, 'carrier_title')} autoComplete="off" />
            <TextField form={form} name={methodKey(index, 'method_title')} autoComplete="off" />
            <TextField
              form={form}
              name={methodKey(index, 'price_incl_tax')}
              inputMode="decimal"
              autoComplete="off"
              hint={t('settings.amountHint')}
            />
            <TextField
              form={form}
              name={methodKey(index, 'min_subtotal_incl_tax')}
              inputMode="decimal"
              autoComplete="off"
              hint={t('settings.minSubtotalHint')}
            />
            {CAPACITY_FIELDS.map((field) => (
              <TextField
                key={field}
                form={form}
                name={methodKey(index, field)}
                inputMode="decimal"
                autoComplete="off"
                hint={t('settings.limitHint')}
              />
            ))}
            <TextField
              form={form}
              name={methodKey(index, 'carry_in_incl_tax')}
              inputMode="decimal"
              autoComplete="off"
              hint={t('settings.carryInHint')}
            />
            <CheckboxField form={form} name={methodKey(index, 'enabled')} />
            {!method.is_default && (
              <button type="button" className="button button-small" onClick={() => void remove(index)}>
                {t('settings.removeMethod', { name: method.method_title })}
              </button>
            )}
          </fieldset>
        ))}
      </div>
      <SelectField
        form={form}
        name="default"
        options={methods.map((method, index) => ({
          value: String(index),
          label: `${method.carrier_title} – ${method.method_title}`,
        }))}
        hint={t('settings.defaultHint')}
      />
    </FormSection>
  );
}
