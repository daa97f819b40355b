import type { CustomerAddressDto, CustomerAddressInput, CustomerDto } from '@hemma/api-client';
import { addressLayout, DEFAULT_SHIPPING_COUNTRIES, validateAddress } from '@hemma/commerce';
import { type FormEvent, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { useStoreView } from '~/lib/store-view.ts';
import { notify } from '~/lib/notifications.ts';
import { Field } from '~/ui/field.tsx';
import { saveProfile } from './account-api.ts';
import { type Errors, failureText, fieldErrors, focusFirstError, formValue } from './form-support.ts';
import styles from './account.module.css';

/** Which address is open for editing: an index in the book, or 'new'. */
type Editing = number | 'new' | null;

/** SPEC §2 "shipping details and addresses": the book is saved whole through POST user/me, as the API replaces it. */
/** An entry of the book as the profile call takes it back: the address and its default flags, without ids. */
function toInput({ id: _id, customer_id: _customer, ...address }: CustomerAddressDto): CustomerAddressInput {
  return address;
}

export function AddressBook({ current }: { current: CustomerDto }) {
  const { t, locale } = useI18n();
  const [editing, setEditingOnly] = useState<Editing>(null);
  // The address's country (decision 0056): one the store view ships to; the rules and fields follow it.
  const [country, setCountry] = useState<string | null>(null);
  const countries = DEFAULT_SHIPPING_COUNTRIES[useStoreView().storeCode] ?? ['SE'];
  const setEditing = (next: Editing) => {
    setCountry(null);
    setEditingOnly(next);
  };
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const book = current.addresses;

  async function save(addresses: CustomerAddressInput[]): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      const { email, firstname, lastname } = current;
      // The server owns ids; a book sent back without them is replaced as a whole.
      await saveProfile({ email, firstname, lastname, addresses });
      notify({ type: 'success', message: 'account.profileSaved' });
      return true;
    } catch (error) {
      setFailure(failureText(t, error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const value = (name: string) => formValue(form, `address-${name}`).trim();
    const input = {
      firstName: value('firstname'),
      lastName: value('lastname'),
      streetAddress: value('street'),
      zipCode: value('postcode'),
      city: value('city'),
      country: chosen,
      state: value('region_code').toUpperCase(),
      phoneNumber: value('telephone'),
    };
    const next = fieldErrors(t, validateAddress(input));
    setErrors(next);
    if (Object.keys(next).length > 0) return void setTimeout(() => focusFirstError(form));
    const previous = typeof editing === 'number' ? book[editing] : undefined;
    const address: CustomerAddressInput = {
      ...(previous && toInput(previous)),
      firstname: input.firstName,
      lastname: input.lastName,
      street: [input.streetAddress],
      postcode: input.zipCode,
      city: input.city,
      country_id: input.country,
      region_code: input.state || null,
      telephone: input.phoneNumber || null,
      // The first address becomes the default for deliveries and invoices.
      default_shipping: previous?.default_shipping ?? book.length === 0,
      default_billing: previous?.default_billing ?? book.length === 0,
    };
    const kept = book.map(toInput);
    const addresses =
      typeof editing === 'number' ? kept.map((a, i) => (i === editing ? address : a)) : [...kept, address];
    if (await save(addresses)) setEditing(null);
  }

  const open = editing === 'new' ? undefined : editing === null ? null : book[editing];
  const chosen = country ?? open?.country_id ?? countries[0] ?? 'SE';
  const offered = countries.includes(chosen) ? countries : [...countries, chosen];
  return (
    <div className={styles.form}>
      {book.length === 0 ? (
        <p className={styles.muted}>{t('account.noAddresses')}</p>
      ) : (
        <ul className={styles.addresses}>
          {book.map((a, index) => (
            <li key={a.id ?? index}>
              <address className={styles.address}>
                {a.firstname} {a.lastname}
                <br />
                {a.street.join(', ')}
                <br />
                {a.postcode} {a.city}
                {a.telephone && (
                  <>
                    <br />
                    {a.telephone}
                  </>
                )}
              </address>
              <span className={styles.links}>
                <button type="button" className={styles.linkButton} onClick={() => setEditing(index)}>
                  {t('account.editAddress')}
                </button>
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={busy}
                  onClick={() => void save(book.filter((_, i) => i !== index))}
                >
                  {t('account.removeAddress')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {open !== null ? (
        <form
          key={String(editing)}
          className={styles.form}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={t('account.addressForm')}
        >
          <div className={styles.grid}>
            {addressField(
              'firstname',
              t('account.firstName'),
              'given-name',
              open?.firstname,
              errors['firstName'],
            )}
            {addressField(
              'lastname',
              t('account.lastName'),
              'family-name',
              open?.lastname,
              errors['lastName'],
            )}
            <div className={styles.wide}>
              {addressField(
                'street',
                t('account.street'),
                'address-line1',
                open?.street.join(', '),
                errors['streetAddress'],
              )}
            </div>
            {addressField(
              'postcode',
              t('account.postcode'),
              'postal-code',
              open?.postcode,
              errors['zipCode'],
            )}
            {addressField('city', t('account.city'), 'address-level2', open?.city, errors['city'])}
            {addressLayout(chosen).stateRequired &&
              addressField(
                'region_code',
                t('address.state.IT'),
                'address-level1',
                open?.region_code ?? '',
                errors['state'],
              )}
            {offered.length > 1 && (
              <label className={styles.countryChoice}>
                <span>{t('checkout.country')}</span>
                <select
                  name="address-country"
                  value={chosen}
                  autoComplete="country"
                  onChange={(event) => setCountry(event.target.value)}
                >
                  {offered.map((code) => (
                    <option key={code} value={code}>
                      {new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {addressField(
              'telephone',
              t('account.phone'),
              'tel',
              open?.telephone ?? '',
              errors['phoneNumber'],
            )}
          </div>
          <span className={styles.links}>
            <button type="submit" className="button" disabled={busy}>
              {t('account.saveAddress')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setEditing(null)}>
              {t('account.cancel')}
            </button>
          </span>
        </form>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setEditing('new')}>
          {t('account.addAddress')}
        </button>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

function addressField(
  name: string,
  label: string,
  autoComplete: string,
  value: string | undefined,
  error: string | undefined,
) {
  return (
    <Field
      id={`address-${name}`}
      label={label}
      autoComplete={autoComplete}
      defaultValue={value ?? ''}
      required={name !== 'telephone'}
      error={error}
    />
  );
}
