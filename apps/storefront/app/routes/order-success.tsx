import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { lastPlacedOrder } from '~/features/checkout/place-order.ts';
import { ThankYou } from '~/features/checkout/thank-you.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { translate } from '~/i18n/translate.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import { useLocalizedPath } from '~/lib/store-view.ts';
import type { Route } from './+types/order-success';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'checkout.thankYou')),
  { name: 'robots', content: 'noindex' },
];

const subscribeNever = () => () => {};

/** SPEC §2 /order-success: the thank-you page an external checkout returns to. */
export default function OrderSuccess() {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  // The order is known only in this browser tab (session storage): none while rendering on the server.
  const order = useSyncExternalStore(subscribeNever, lastPlacedOrder, () => undefined);
  return (
    <div className="container">
      {order ? (
        <ThankYou order={order} />
      ) : (
        order === null && (
          <section style={{ paddingBlock: '3rem' }}>
            <h1>{t('checkout.thankYou')}</h1>
            <Link to={localized('/')}>{t('checkout.continueShopping')}</Link>
          </section>
        )
      )}
    </div>
  );
}
