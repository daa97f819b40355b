import styles from '~/features/account/account.module.css';
import { MyAccountView } from '~/features/account/my-account-view.tsx';
import { translate } from '~/i18n/translate.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import './account-cart.ts';
import type { Route } from './+types/my-account';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'account.title')),
  { name: 'robots', content: 'noindex' },
];

/** Client-rendered (the session is in local storage); logout clears the cart through ./account-cart.ts. */
export default function MyAccount() {
  return (
    <div className={`container ${styles.page}`}>
      <MyAccountView />
    </div>
  );
}
