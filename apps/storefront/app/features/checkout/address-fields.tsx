import { formatPostcode } from '@hemma/commerce';
import { useI18n } from '~/i18n/i18n.tsx';
import { issueText } from '~/lib/validation-text.ts';
import { Field } from '~/ui/field.tsx';
import type { Issues, ShippingDetails } from './checkout-details.ts';
import styles from './checkout.module.css';

type AddressValues = Omit<ShippingDetails, 'shippingMethod'> & { company?: string; taxId?: string };

/** The SPEC §3 address fields of the shipping and payment steps, with their form messages. */
export function AddressFields<T extends AddressValues>({
  prefix,
  values,
  issues,
  onChange,
  withCompany = false,
}: {
  prefix: 'shipping' | 'payment';
  values: T;
  issues: Issues;
  onChange: (next: T) => void;
  withCompany?: boolean;
}) {
  const { t } = useI18n();
  const field = (
    name: keyof AddressValues & string,
    label: Parameters<typeof t>[0],
    autoComplete: string,
    extra = {},
  ) => {
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
  return (
    <div className={styles.grid}>
      {field('firstName', 'checkout.firstName', 'given-name')}
      {field('lastName', 'checkout.lastName', 'family-name')}
      {withCompany && field('company', 'checkout.company', 'organization')}
      {withCompany && field('taxId', 'checkout.taxId', 'off')}
      <div className={styles.wide}>{field('streetAddress', 'checkout.streetAddress', 'address-line1')}</div>
      {field('apartmentNumber', 'checkout.apartmentNumber', 'address-line2')}
      {field('zipCode', 'checkout.zipCode', 'postal-code', {
        inputMode: 'numeric',
        // Written as the country writes it ("114 53") as soon as the shopper leaves the field.
        onBlur: () => onChange({ ...values, zipCode: formatPostcode(values.country, values.zipCode) }),
      })}
      {field('city', 'checkout.city', 'address-level2')}
      <div className={styles.fieldStatic}>
        <span>{t('checkout.country')}</span>
        <strong>{t('checkout.sweden')}</strong>
      </div>
      {field('phoneNumber', 'checkout.phoneNumber', 'tel', { type: 'tel' })}
    </div>
  );
}
