import type { PickupPointDto } from '@hemma/api-client';
import { formatPostcode, isValidPostcode } from '@hemma/commerce';
import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { checkoutApi } from '~/lib/cart/cart-api.ts';
import styles from './checkout.module.css';

// Pick-up points are Swedish (decision 0033).
const isPostcode = (text: string) => isValidPostcode('SE', text);

/** A pick-up point as the shopper reads it: name, street, postcode and town. */
export function pickupPointLine(
  point: Pick<PickupPointDto, 'name' | 'street' | 'postcode' | 'city'>,
): string {
  return `${point.name}, ${point.street}, ${point.postcode} ${point.city}`;
}

/**
 * "Hämta hos ombud" (decision 0033): the shopper's postcode (the delivery address's to begin with), the nearest
 * pick-up points for it, and one chosen among them. A malformed postcode is said here and not sent.
 */
export function PickupPoints({
  postcode: initial,
  value,
  error,
  onChange,
}: {
  postcode: string;
  value: PickupPointDto | null;
  error: string | null;
  onChange: (point: PickupPointDto) => void;
}) {
  const { t } = useI18n();
  const [postcode, setPostcode] = useState(formatPostcode('SE', value?.postcode ?? initial));
  const [points, setPoints] = useState<PickupPointDto[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function search(code: string) {
    if (!isPostcode(code)) {
      setProblem(t('checkout.pickupPostcodeInvalid'));
      return;
    }
    setProblem(null);
    try {
      setPoints(await checkoutApi().pickupPoints(code));
    } catch {
      setProblem(t('checkout.pickupPointsFailed'));
    }
  }

  // The postcode the step opened with is searched at once; later ones when the shopper asks.
  const [opened] = useState(postcode);
  useEffect(() => {
    if (!isPostcode(opened)) return;
    let live = true;
    checkoutApi()
      .pickupPoints(opened)
      .then((answer) => live && setPoints(answer))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [opened]);

  return (
    <fieldset className={styles.methods} data-testid="pickup-points">
      <legend>{t('checkout.pickupPoint')}</legend>
      <form
        className={styles.pickupSearch}
        onSubmit={(event) => {
          event.preventDefault();
          void search(postcode);
        }}
      >
        <label>
          <span>{t('checkout.pickupPostcode')}</span>
          <input
            value={postcode}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="123 45"
            onChange={(event) => setPostcode(event.target.value)}
            onBlur={() => setPostcode(formatPostcode('SE', postcode))}
          />
        </label>
        <button type="submit" className="button button-secondary">
          {t('checkout.pickupSearch')}
        </button>
      </form>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {points?.map((point) => (
        <label key={point.id} className={styles.method}>
          <input
            type="radio"
            name="pickup-point"
            checked={value?.id === point.id}
            onChange={() => onChange(point)}
          />
          <span>
            <strong>{point.name}</strong>
            <br />
            {point.street}, {point.postcode} {point.city}
            <br />
            <small>{point.opening_hours}</small>
          </span>
          <span />
        </label>
      ))}
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}
