import { addressLayout, formatPostcode, PHONE_FORMATS, type AddressField } from '@hemma/commerce';
import { Fragment } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { issueText } from '~/lib/validation-text.ts';
import { Field } from '~/ui/field.tsx';
import type { Issues, ShippingDetails } from './checkout-details.ts';
import styles from './checkout.module.css';

type AddressValues = Omit<ShippingDetails, 'shippingMethod'> & { company?: string; taxId?: string };
type MessageKey = Parameters<ReturnType<typeof useI18n>['t']>[0];

/** The shop's own names of the fields; a country names some its own way (@hemma/commerce ADDRESS_LAYOUTS). */
const DEFAULT_LABELS: Record<AddressField, MessageKey> = {
  streetAddress: 'checkout.streetAddress',
  apartmentNumber: 'checkout.apartmentNumber',
  zipCode: 'checkout.zipCode',
  city: 'checkout.city',
  state: 'address.state.IT',
};

const AUTOCOMPLETE: Record<AddressField, string> = {
  streetAddress: 'address-line1',
  apartmentNumber: 'address-line2',
  zipCode: 'postal-code',
  city: 'address-level2',
  state: 'address-level1',
};

/** A country's name in the shopper's language ("Deutschland", "Germania"). */
function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * The SPEC §3 address fields of the shipping and payment steps, with their form messages, in the order and with the
 * names of the chosen country (decision 0056); the country is one of those the store view ships to.
 */
export function AddressFields<T extends AddressValues>({
  prefix,
  values,
  issues,
  onChange,
  countries,
  withCompany = false,
}: {
  prefix: 'shipping' | 'payment';
  values: T;
  issues: Issues;
  onChange: (next: T) => void;
  /** The countries the store view ships to, its home first. */
  countries: readonly string[];
  withCompany?: boolean;
}) {
  const { t, locale } = useI18n();
  const layout = addressLayout(values.country);
  const field = (name: keyof AddressValues & string, label: MessageKey, autoComplete: string, extra = {}) => {
    const issue = issues[`${prefix}.${name}`];
    return (
      <Field
        id={`${prefix}-${name}`}
        label={t(label)}
        value={String(values[name] ?? '')}
        autoComplete={`${prefix === 'shipping' ? 'shipping' : 'billing'} ${autoComplete}`}
        error={issue ? issueText(t, issue) : null}
        onChange={(event) => onChange({ ...values, [name]: event.target.value })}
        {...extra}
      />
    );
  };
  const addressField = (name: AddressField) => {
    const label = (layout.labels[name] as MessageKey | undefined) ?? DEFAULT_LABELS[name];
    if (name === 'zipCode')
      return field(name, label, AUTOCOMPLETE[name], {
        inputMode: 'numeric',
        // Written as the country writes it ("114 53") as soon as the shopper leaves the field.
        onBlur: () => onChange({ ...values, zipCode: formatPostcode(values.country, values.zipCode) }),
      });
    if (name === 'state')
      return field(name, label, AUTOCOMPLETE[name], {
        maxLength: 2,
        onBlur: () => onChange({ ...values, state: (values.state ?? '').trim().toUpperCase() }),
      });
    return field(name, label, AUTOCOMPLETE[name]);
  };
  const phone = PHONE_FORMATS[values.country];
  return (
    <div className={styles.grid}>
      {field('firstName', 'checkout.firstName', 'given-name')}
      {field('lastName', 'checkout.lastName', 'family-name')}
      {withCompany && field('company', 'checkout.company', 'organization')}
      {withCompany && field('taxId', 'checkout.taxId', 'off')}
      {countries.length > 1 && (
        <label className={styles.daySelect}>
          <span>{t('checkout.country')}</span>
          <select
            id={`${prefix}-country`}
            autoComplete={`${prefix === 'shipping' ? 'shipping' : 'billing'} country`}
            value={values.country}
            onChange={(event) => onChange({ ...values, country: event.target.value })}
          >
            {countries.map((country) => (
              <option key={country} value={country}>
                {countryName(country, locale)}
              </option>
            ))}
          </select>
        </label>
      )}
      {layout.fields.map((name) =>
        name === 'streetAddress' ? (
          <div key={name} className={styles.wide}>
            {addressField(name)}
          </div>
        ) : (
          <Fragment key={name}>{addressField(name)}</Fragment>
        ),
      )}
      {countries.length === 1 && (
        <div className={styles.fieldStatic}>
          <span>{t('checkout.country')}</span>
          <strong>{countryName(values.country, locale)}</strong>
        </div>
      )}
      {field('phoneNumber', 'checkout.phoneNumber', 'tel', {
        type: 'tel',
        // Abroad, how the country writes a number (Sweden's checkout stays as it was).
        ...(phone && values.country !== 'SE'
          ? { hint: t('address.phoneHint', { example: phone.example }) }
          : {}),
      })}
    </div>
  );
}
