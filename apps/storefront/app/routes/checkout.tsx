import { CartTotals } from '~/features/cart/cart-totals.tsx';
import { CheckoutView } from '~/features/checkout/checkout-view.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { translate } from '~/i18n/translate.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import { CHECKOUT_LAYOUT } from '~/lib/layout.ts';
import type { Route } from './+types/checkout';

/** SPEC §2 UI flag 'checkout mode': the header without search and menu while the shopper orders. */
export const handle = CHECKOUT_LAYOUT;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'checkout.title')),
  { name: 'robots', content: 'noindex' },
];

export default function Checkout() {
  const { t } = useI18n();
  return (
    <div className="container">
      <h1 className="visually-hidden">{t('checkout.title')}</h1>
      <CheckoutView totals={<CartTotals withCoupon />} />
    </div>
  );
}
