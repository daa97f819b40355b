import type { ShippingMethodDto, ShippingRefusalDto } from '@hemma/api-client';
import { useI18n } from '~/i18n/i18n.tsx';
import { methodKey } from './checkout-details.ts';
import styles from './checkout.module.css';

const REASON_KEYS = {
  too_heavy: 'freight.tooHeavy',
  too_long: 'freight.tooLong',
  too_large: 'freight.tooLarge',
} as const;

/** The methods the shopper can choose: a method the cart holds too large a product for is shown apart, with why. */
export const offeredShipping = (methods: readonly ShippingMethodDto[]) =>
  methods.filter((m) => m.available !== false);

/** The chosen method while it is offered for the cart; '' (the default) once the cart holds what it cannot take. */
export function stillOffered(methods: readonly ShippingMethodDto[], key: string): string {
  return offeredShipping(methods).some((m) => methodKey(m) === key) ? key : '';
}

/** Whether the chosen method offers carry-in (freight delivery, decision 0049), and at what price. */
export function carryInPrice(methods: readonly ShippingMethodDto[], key: string): number | null {
  return offeredShipping(methods).find((m) => methodKey(m) === key)?.carry_in_incl_tax ?? null;
}

/** The hidden methods with their reason: "Soffa Lund är för lång för Hämta hos ombud (högst 150 cm)." */
export function ShippingRefusals({ methods }: { methods: readonly ShippingMethodDto[] }) {
  const { t, locale } = useI18n();
  const refused = methods.filter(
    (m): m is ShippingMethodDto & { unavailable_reason: ShippingRefusalDto } =>
      m.available === false && m.unavailable_reason != null,
  );
  if (refused.length === 0) return null;
  return (
    <div className={styles.refusals}>
      <p>{t('freight.unavailableTitle')}</p>
      <ul>
        {refused.map((m) => (
          <li key={methodKey(m)}>
            {t(REASON_KEYS[m.unavailable_reason.code], {
              product: m.unavailable_reason.product,
              method: m.method_title,
              limit: m.unavailable_reason.limit.toLocaleString(locale),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Freight's paid carry-in (inbärning), ticked by the shopper. */
export function CarryInChoice({
  price,
  checked,
  onChange,
}: {
  price: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t, price: format } = useI18n();
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {t('freight.carryIn', { price: format(price) })}
    </label>
  );
}
