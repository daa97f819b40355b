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

/** The guest order page (decision 0054), linked from the shipping mail with `?order=<number>`. */
export default function OrderStatus() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('orderStatus.title')}</h1>
      <GuestOrder orderNumber={(params.get('order') ?? '').slice(0, 32)} />
    </div>
  );
}
