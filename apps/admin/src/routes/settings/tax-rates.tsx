import type { TaxSettingsDto } from '@hemma/contract';
import { z } from 'zod';
import {
  useAddTaxRate,
  useChangeTaxRate,
  useRemoveTaxRate,
  useTaxSettings,
} from '../../hooks/api/settings.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { withConflicts } from '../../ui/form/conflicts.ts';
import { SelectField, TextField } from '../../ui/form/fields.tsx';
import { FormSection } from '../../ui/form/form-section.tsx';
import { FormSummary } from '../../ui/form/form-summary.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { useNotify } from '../../ui/notices.tsx';
import { QueryView } from '../../ui/states.tsx';
import { parsePercent } from './percent.ts';

type Rule = TaxSettingsDto['rules'][number];
type Rate = Rule['rates'][number];

const percent = z
  .string()
  .trim()
  .min(1)
  .refine((text) => parsePercent(text) !== null);
const rateForm = z.strictObject({ rate: percent });
const addForm = z.strictObject({
  rule_id: z.string().regex(/^\d+$/),
  country_id: z
    .string()
    .trim()
    .min(1)
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/)),
  rate: percent,
});

/** One rate: its percentage, changed in place; another country's rate can be removed. */
function RateRow({ rate, shopCountry }: { rate: Rate; shopCountry: string }) {
  const { t } = useI18n();
  const notify = useNotify();
  const confirm = useConfirm();
  const change = useChangeTaxRate();
  const remove = useRemoveTaxRate();
  const form = useForm({
    schema: rateForm,
    initial: { rate: String(rate.rate).replace('.', ',') },
    labels: { rate: t('settings.ratePercent', { country: rate.country_id }) },
    onSubmit: async (values) => {
      const next = parsePercent(values.rate)!;
      if (next === rate.rate) return notify(t('form.nothingChanged'));
      await change.mutateAsync({ id: rate.id, rate: next });
      notify(t('settings.rateSaved', { country: rate.country_id, rate: next }));
    },
  });
  const removeRate = async () => {
    const ok = await confirm({
      title: t('settings.confirmRemoveRate.title'),
      text: t('settings.confirmRemoveRate.text', { country: rate.country_id }),
      confirmLabel: t('action.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(rate.id);
      notify(t('settings.rateRemoved', { country: rate.country_id }));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  return (
    <li className="rate-row">
      <form className="form form-inline" noValidate onSubmit={form.handleSubmit}>
        <FormSummary form={form} />
        <TextField form={form} name="rate" inputMode="decimal" autoComplete="off" />
        <button type="submit" className="button" disabled={form.submitting}>
          {t('settings.saveRate', { country: rate.country_id })}
        </button>
      </form>
      {rate.country_id !== shopCountry && (
        <button type="button" className="button button-danger" onClick={() => void removeRate()}>
          {t('settings.removeRate', { country: rate.country_id })}
        </button>
      )}
    </li>
  );
}

function AddRateForm({ rules }: { rules: readonly Rule[] }) {
  const { t } = useI18n();
  const notify = useNotify();
  const add = useAddTaxRate();
  const empty = { rule_id: String(rules[0]?.id ?? ''), country_id: '', rate: '' };
  const form = useForm({
    schema: addForm,
    initial: empty,
    labels: {
      rule_id: t('settings.taxRule'),
      country_id: t('settings.country'),
      rate: t('settings.percent'),
    },
    onSubmit: withConflicts(
      async (values) => {
        await add.mutateAsync({
          rule_id: Number(values.rule_id),
          country_id: values.country_id,
          rate: parsePercent(values.rate)!,
        });
        form.reset(empty);
        notify(t('settings.rateAdded', { country: values.country_id }));
      },
      { taken: { field: 'country_id', text: t('settings.countryTaken') } },
    ),
  });
  return (
    <FormSection form={form} title={t('settings.addRate')} submitLabel={t('action.add')}>
      <SelectField
        form={form}
        name="rule_id"
        options={rules.map((rule) => ({ value: String(rule.id), label: rule.code }))}
      />
      <TextField
        form={form}
        name="country_id"
        autoComplete="off"
        maxLength={2}
        hint={t('settings.countryHint')}
      />
      <TextField form={form} name="rate" inputMode="decimal" autoComplete="off" />
    </FormSection>
  );
}

/**
 * The tax rules and their rates per country. The shop's own country's rates price the catalogue: they can be
 * changed, not removed; prices follow on the next request.
 */
export function TaxRates() {
  const { t } = useI18n();
  const tax = useTaxSettings();
  return (
    <section className="panel" aria-labelledby="settings-tax">
      <h2 id="settings-tax">{t('settings.tax')}</h2>
      <QueryView query={tax}>
        {(settings) => (
          <>
            <p className="field-hint">{t('settings.taxIntro', { country: settings.shop_country_id })}</p>
            {settings.rules.map((rule) => (
              <div key={rule.id} className="tax-rule">
                <h3>{rule.code}</h3>
                <ul className="rate-list">
                  {rule.rates.map((rate) => (
                    <RateRow
                      key={`${rate.id}-${rate.rate}`}
                      rate={rate}
                      shopCountry={settings.shop_country_id}
                    />
                  ))}
                </ul>
              </div>
            ))}
            {settings.rules.length > 0 && <AddRateForm rules={settings.rules} />}
          </>
        )}
      </QueryView>
    </section>
  );
}
