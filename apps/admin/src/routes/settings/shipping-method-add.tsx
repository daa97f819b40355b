import { type ShopSettingsDto, shippingMethodSettingSchema } from '@hemma/contract';
import { z } from 'zod';
import { useSaveShipping } from '../../hooks/api/settings.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { withConflicts } from '../../ui/form/conflicts.ts';
import { TextField } from '../../ui/form/fields.tsx';
import { FormSection } from '../../ui/form/form-section.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { useNotify } from '../../ui/notices.tsx';
import { parseKronor } from '../../ui/form/kronor.ts';

const { carrier_code, method_code, carrier_title, method_title } = shippingMethodSettingSchema.shape;
const kronor = z
  .string()
  .trim()
  .min(1)
  .refine((text) => parseKronor(text) !== null);
const addForm = z.strictObject({
  carrier_code: z.string().trim().min(1).pipe(carrier_code),
  method_code: z.string().trim().min(1).pipe(method_code),
  carrier_title,
  method_title,
  price_incl_tax: kronor,
  min_subtotal_incl_tax: z
    .string()
    .trim()
    .refine((text) => text === '' || parseKronor(text) !== null),
});
const EMPTY = {
  carrier_code: '',
  method_code: '',
  carrier_title: '',
  method_title: '',
  price_incl_tax: '',
  min_subtotal_incl_tax: '',
};

/** A new shipping method, offered at once (not the default: that is chosen above). */
export function ShippingMethodAdd({ settings }: { settings: ShopSettingsDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const save = useSaveShipping();
  const form = useForm({
    schema: addForm,
    initial: EMPTY,
    labels: {
      carrier_code: t('settings.carrierCode'),
      method_code: t('settings.methodCode'),
      carrier_title: t('settings.carrierTitle'),
      method_title: t('settings.methodTitle'),
      price_incl_tax: t('settings.price'),
      min_subtotal_incl_tax: t('settings.minSubtotal'),
    },
    onSubmit: withConflicts(
      async (values) => {
        const code = `${values.carrier_code}_${values.method_code}`;
        if (settings.shipping_methods.some((m) => `${m.carrier_code}_${m.method_code}` === code))
          return [{ field: 'method_code', text: t('settings.codeTaken', { code }) }];
        await save.mutateAsync({
          methods: [
            ...settings.shipping_methods,
            {
              ...values,
              price_incl_tax: parseKronor(values.price_incl_tax)!,
              min_subtotal_incl_tax:
                values.min_subtotal_incl_tax === '' ? null : parseKronor(values.min_subtotal_incl_tax),
              enabled: true,
              is_default: false,
              // What it carries is set in the method's own fields once added (decision 0049).
              max_weight_kg: null,
              max_length_cm: null,
              max_length_girth_cm: null,
              carry_in_incl_tax: null,
            },
          ],
          updated_at: settings.shipping_updated_at,
        });
        form.reset(EMPTY);
        notify(t('settings.methodAdded', { name: values.method_title }));
      },
      { stale: t('form.stale') },
    ),
  });
  return (
    <FormSection form={form} title={t('settings.addMethod')} submitLabel={t('action.add')}>
      <TextField form={form} name="carrier_title" autoComplete="off" />
      <TextField form={form} name="method_title" autoComplete="off" />
      <TextField form={form} name="carrier_code" autoComplete="off" hint={t('settings.codeHint')} />
      <TextField form={form} name="method_code" autoComplete="off" hint={t('settings.codeHint')} />
      <TextField
        form={form}
        name="price_incl_tax"
        inputMode="decimal"
        autoComplete="off"
        hint={t('settings.amountHint')}
      />
      <TextField
        form={form}
        name="min_subtotal_incl_tax"
        inputMode="decimal"
        autoComplete="off"
        hint={t('settings.minSubtotalHint')}
      />
    </FormSection>
  );
}
