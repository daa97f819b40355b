import type { EurPriceSettingsDto, EurPriceSettingsInput } from '@hemma/contract';
import { z } from 'zod';
import { useSaveEurPrices } from '../../hooks/api/settings.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { SelectField, TextField } from '../../ui/form/fields.tsx';
import { FormSection } from '../../ui/form/form-section.tsx';
import { kronorText, parseKronor } from '../../ui/form/kronor.ts';
import { useForm } from '../../ui/form/use-form.ts';
import { withConflicts } from '../../ui/form/conflicts.ts';
import { useNotify } from '../../ui/notices.tsx';

/**
 * The EUR price list's settings (decision 0057): the rounding rule for EUR prices a product has none of, and the EUR
 * amounts of the shipping and payment methods. An empty amount is derived from the SEK one (shown as placeholder).
 * Field names are the API's (`shipping_methods.0.price_incl_tax`), so a 400 lands under its field.
 */
type Values = Record<string, string | boolean>;
const RULES = ['cents', 'x9', 'x95', 'whole'] as const;
const SHIPPING = ['price_incl_tax', 'min_subtotal_incl_tax', 'carry_in_incl_tax'] as const;
const euros = z
  .string()
  .trim()
  .refine((text) => text === '' || parseKronor(text) !== null);
const text = (value: number | null) => (value === null ? '' : kronorText(value));
const amount = (value: string | boolean | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? parseKronor(value) : null;

function initial(settings: EurPriceSettingsDto): Values {
  const values: Values = { rounding: settings.rounding };
  settings.shipping_methods.forEach((m, i) => {
    for (const field of SHIPPING)
      values[`shipping_methods.${i}.${field}`] = m.set && m[field] !== null ? text(m[field]) : '';
  });
  settings.payment_methods.forEach((m, i) => {
    values[`payment_methods.${i}.cost_incl_tax`] = m.set ? text(m.cost_incl_tax) : '';
  });
  return values;
}

function body(settings: EurPriceSettingsDto, values: Values): EurPriceSettingsInput {
  return {
    rounding: values.rounding as EurPriceSettingsInput['rounding'],
    shipping_methods: settings.shipping_methods.flatMap((m, i) => {
      const price = amount(values[`shipping_methods.${i}.price_incl_tax`]);
      if (price === null) return [];
      return [
        {
          carrier_code: m.carrier_code,
          method_code: m.method_code,
          price_incl_tax: price,
          min_subtotal_incl_tax: amount(values[`shipping_methods.${i}.min_subtotal_incl_tax`]),
          carry_in_incl_tax: amount(values[`shipping_methods.${i}.carry_in_incl_tax`]),
        },
      ];
    }),
    payment_methods: settings.payment_methods.flatMap((m, i) => {
      const cost = amount(values[`payment_methods.${i}.cost_incl_tax`]);
      return cost === null ? [] : [{ code: m.code, cost_incl_tax: cost }];
    }),
    updated_at: settings.updated_at,
  };
}

export function EurPricesForm({ settings }: { settings: EurPriceSettingsDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const save = useSaveEurPrices();
  const labels: Record<string, string> = { rounding: t('settings.eurRounding') };
  const shape: Record<string, z.ZodType<string | boolean>> = { rounding: z.enum(RULES) };
  settings.shipping_methods.forEach((m, i) => {
    labels[`shipping_methods.${i}.price_incl_tax`] = t('settings.eurShippingPrice', {
      method: m.method_title,
    });
    labels[`shipping_methods.${i}.min_subtotal_incl_tax`] = t('settings.eurThreshold');
    labels[`shipping_methods.${i}.carry_in_incl_tax`] = t('settings.eurCarryIn');
    for (const field of SHIPPING) shape[`shipping_methods.${i}.${field}`] = euros;
  });
  settings.payment_methods.forEach((m, i) => {
    labels[`payment_methods.${i}.cost_incl_tax`] = t('settings.eurPaymentFee', { method: m.title });
    shape[`payment_methods.${i}.cost_incl_tax`] = euros;
  });
  const form = useForm({
    schema: z.object(shape) as unknown as z.ZodType<Values, Values>,
    initial: initial(settings),
    labels,
    onSubmit: withConflicts(
      async (values: Values) => {
        const saved = await save.mutateAsync(body(settings, values));
        form.reset(initial(saved));
        notify(t('settings.eurSaved'));
      },
      { stale: t('form.stale') },
    ),
  });
  return (
    <FormSection form={form} title={t('settings.eurTitle')} submitLabel={t('settings.eurSave')}>
      <p className="field-hint">{t('settings.eurHelp', { rate: String(settings.eur_per_sek) })}</p>
      <SelectField
        form={form}
        name="rounding"
        options={RULES.map((rule) => ({ value: rule, label: t(`settings.eurRule.${rule}`) }))}
        hint={t('settings.eurRoundingHint')}
      />
      <div className="method-grid">
        {settings.shipping_methods.map((m, i) => (
          <fieldset key={`${m.carrier_code}/${m.method_code}`} className="method">
            <legend>{m.method_title}</legend>
            <TextField
              form={form}
              name={`shipping_methods.${i}.price_incl_tax`}
              inputMode="decimal"
              autoComplete="off"
              placeholder={text(m.price_incl_tax)}
            />
            {m.min_subtotal_incl_tax !== null && (
              <TextField
                form={form}
                name={`shipping_methods.${i}.min_subtotal_incl_tax`}
                inputMode="decimal"
                autoComplete="off"
                placeholder={text(m.min_subtotal_incl_tax)}
              />
            )}
            {m.carry_in_incl_tax !== null && (
              <TextField
                form={form}
                name={`shipping_methods.${i}.carry_in_incl_tax`}
                inputMode="decimal"
                autoComplete="off"
                placeholder={text(m.carry_in_incl_tax)}
              />
            )}
          </fieldset>
        ))}
        {settings.payment_methods.map((m, i) => (
          <fieldset key={m.code} className="method">
            <legend>{m.title}</legend>
            <TextField
              form={form}
              name={`payment_methods.${i}.cost_incl_tax`}
              inputMode="decimal"
              autoComplete="off"
              placeholder={text(m.cost_incl_tax)}
            />
          </fieldset>
        ))}
      </div>
    </FormSection>
  );
}
