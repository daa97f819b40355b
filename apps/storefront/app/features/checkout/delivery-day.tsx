import type { DeliveryDatesDto } from '@hemma/api-client';
import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { deliveryTimeKey } from '~/lib/delivery-time.ts';
import { checkoutApi } from '~/lib/cart/cart-api.ts';
import { getCart } from '~/lib/cart/cart-store.ts';
import styles from './checkout.module.css';

/** A home delivery's day as the shopper reads it: "onsdag 20 januari". */
export function formatDeliveryDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * The delivery day of a home delivery (SPEC §7 delivery-date set): the weekdays the cart's products allow, asked
 * of the server ("8–12 veckor" offers days from 8 weeks on), or "as soon as possible". Offline there is nothing to
 * ask, and the order goes without a day.
 */
export function DeliveryDay({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  const { t, locale } = useI18n();
  const [offer, setOffer] = useState<DeliveryDatesDto | null>(null);
  useEffect(() => {
    const token = getCart().cartServerToken;
    if (!token) return;
    let live = true;
    checkoutApi()
      .deliveryDates(token)
      .then((answer) => live && setOffer(answer))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  if (!offer) return null;
  return (
    <label className={styles.daySelect}>
      <span>{t('checkout.deliveryDay')}</span>
      <select value={offer.dates.includes(value) ? value : ''} onChange={(e) => onChange(e.target.value)}>
        {/* Short enough for a phone's width; the day itself is said below. */}
        <option value="">{t('checkout.deliveryDayFirst')}</option>
        {offer.dates.map((day) => (
          <option key={day} value={day}>
            {formatDeliveryDay(day, locale)}
          </option>
        ))}
      </select>
      <small>
        {t('checkout.deliveryDayEarliest', { day: formatDeliveryDay(offer.dates[0]!, locale) })}
        {offer.delivery_times.length > 0 &&
          ` ${t('checkout.deliveryDayHint', {
            // The API names delivery times in Swedish (SPEC §9): the known ones are the catalogue's (issue 33).
            times: offer.delivery_times
              .map((time) => {
                const key = deliveryTimeKey(time);
                return key ? t(key) : time;
              })
              .join(', '),
          })}`}
      </small>
    </label>
  );
}
