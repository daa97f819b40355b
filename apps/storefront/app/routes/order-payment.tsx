import { useSearchParams } from 'react-router';
import { BalancePayment } from '~/features/account/balance-payment.tsx';
import styles from '~/features/account/account.module.css';
import { useI18n } from '~/i18n/i18n.tsx';
import { translate } from '~/i18n/translate.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/order-payment';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'balance.pay')),
  { name: 'robots', content: 'noindex' },
];

/** The payment link of a changed order (decision 0060), from the order's mail: `?key=`; `&stripe=done` back from Stripe. */
export default function OrderPayment() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('balance.pay')}</h1>
      <BalancePayment
        paymentKey={(params.get('key') ?? '').slice(0, 64)}
        returnedFromStripe={params.get('stripe') === 'done'}
      />
    </div>
  );
}
