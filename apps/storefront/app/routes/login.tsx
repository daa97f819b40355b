import { useNavigate } from 'react-router';
import { LoginForm } from '~/features/account/login-form.tsx';
import styles from '~/features/account/account.module.css';
import { useI18n } from '~/i18n/i18n.tsx';
import { translate } from '~/i18n/translate.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { afterLogin } from './account-cart.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'account.loginTitle')),
  { name: 'robots', content: 'noindex' },
];

export default function Login() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <h1>{t('account.loginTitle')}</h1>
      <LoginForm
        onLoggedIn={async () => {
          await afterLogin();
          await navigate(localized('/my-account'));
        }}
      />
    </div>
  );
}
