import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { GuestOrder } from '~/features/account/guest-order.tsx';
import styles from '~/features/account/account.module.css';
import { useI18n } from '~/i18n/i18n.tsx';
import { translate } from '~/i18n/translate.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/order-status';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'orderStatus.title')),
  { name: 'robots', content: 'noindex' },
];

/**
 * The guest order page (decision 0054), linked from the shipping mails with `?order=<number>&access=<signed link>`;
 * the link's `access` leaves the address once used, so it is not bookmarked, shared or sent on as a referrer.
 */
export default function OrderStatus() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const forgetLink = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('access');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('orderStatus.title')}</h1>
      <GuestOrder
        orderNumber={(params.get('order') ?? '').slice(0, 32)}
        link={(params.get('access') ?? '').slice(0, 2048)}
        onLinkUsed={forgetLink}
      />
    </div>
  );
}
