import { PaymentReturn } from '~/features/checkout/payment-return.tsx';
import { translate } from '~/i18n/translate.ts';
import { CHECKOUT_LAYOUT } from '~/lib/layout.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/payment-return';

/** The checkout's header while the shopper is between Stripe's page and the thank-you page. */
export const handle = CHECKOUT_LAYOUT;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'checkout.returnTitle')),
  { name: 'robots', content: 'noindex' },
];

/** Decision 0050: where Stripe Checkout sends the shopper back (`?payment=&key=`, `&cancelled=1` when cancelled). */
export default function PaymentReturnRoute() {
  return (
    <div className="container">
      <PaymentReturn />
    </div>
  );
}
