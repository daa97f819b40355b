import { CartPage } from '~/features/cart/cart-page.tsx';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import { translate } from '~/i18n/translate.ts';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'cart.title')),
  { name: 'robots', content: 'noindex' },
];

export default function Cart() {
  return <CartPage />;
}
