import { useNavigate, useSearchParams } from 'react-router';
import styles from '~/features/account/account.module.css';
import { ResetPasswordForm } from '~/features/account/reset-password-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { translate } from '~/i18n/translate.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { afterLogin } from './account-cart.ts';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'account.resetTitle')),
  { name: 'robots', content: 'noindex' },
];

export default function ResetPassword() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <h1>{t('account.resetTitle')}</h1>
      <ResetPasswordForm
        resetToken={params.get('token')}
        email={params.get('email')}
        onLoggedIn={async () => {
          await afterLogin();
          await navigate(localized('/my-account'));
        }}
      />
    </div>
  );
}
