import type { ShippingCountriesDto } from '@hemma/contract';
import { z } from 'zod';
import { useSaveShippingCountries, useShippingCountries } from '../../hooks/api/settings.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { withConflicts } from '../../ui/form/conflicts.ts';
import { FormSection } from '../../ui/form/form-section.tsx';
import { TextField } from '../../ui/form/fields.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { useNotify } from '../../ui/notices.tsx';
import { QueryView } from '../../ui/states.tsx';

/** A field per store view, named as the API's body names it (`countries.de`), so its 400 lands under the field. */
const key = (storeCode: string) => `countries.${storeCode}`;
const codesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/** Which countries each store view ships to, its home country (whose VAT its prices show) first (decision 0056). */
function CountriesFormOf({ settings }: { settings: ShippingCountriesDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const save = useSaveShippingCountries();
  const codes = Object.keys(settings.countries);
  const labels: Record<string, string> = Object.fromEntries(
    codes.map((code) => [
      key(code),
      t('settings.countriesOf', { store: code === 'default' ? '/' : `/${code}` }),
    ]),
  );
  const listed = z
    .string()
    .trim()
    .refine((text) => {
      const list = codesOf(text);
      return list.length > 0 && list.every((c) => settings.supported.includes(c));
    });
  const schema = z.object(
    Object.fromEntries(codes.map((code) => [key(code), listed])),
  ) as unknown as z.ZodType<Record<string, string>, Record<string, string>>;
  const initial = Object.fromEntries(codes.map((code) => [key(code), settings.countries[code]!.join(', ')]));
  const form = useForm({
    schema,
    initial,
    labels,
    onSubmit: withConflicts(
      async (values) => {
        const countries = Object.fromEntries(codes.map((code) => [code, codesOf(values[key(code)] ?? '')]));
        const saved = await save.mutateAsync({ countries, updated_at: settings.updated_at });
        form.reset(Object.fromEntries(codes.map((code) => [key(code), saved.countries[code]!.join(', ')])));
        notify(t('settings.countriesSaved'));
      },
      { stale: t('form.stale') },
    ),
  });
  return (
    <FormSection form={form} title={t('settings.countries')} submitLabel={t('settings.saveCountries')}>
      {codes.map((code) => (
        <TextField
          key={code}
          form={form}
          name={key(code)}
          autoComplete="off"
          hint={t('settings.countriesHint', { supported: settings.supported.join(', ') })}
        />
      ))}
    </FormSection>
  );
}

export function CountriesForm() {
  const query = useShippingCountries();
  return (
    <QueryView query={query}>
      {(data) => <CountriesFormOf key={data.updated_at ?? 'defaults'} settings={data} />}
    </QueryView>
  );
}
