import { type MouseEvent, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import styles from './auth-modal.module.css';

export type AuthView = 'login' | 'register' | 'forgot';

const TITLES = {
  login: 'account.loginTitle',
  register: 'account.registerTitle',
  forgot: 'account.resetTitle',
} as const;

/** The forms link to their pages (for the pages and for shoppers without JS); inside the modal they switch views. */
function viewOfLink(event: MouseEvent): AuthView | null {
  const link = (event.target as Element).closest('a');
  if (!link) return null;
  const path = new URL(link.href).pathname;
  if (path.endsWith('/register')) return 'register';
  if (path.endsWith('/reset-password')) return 'forgot';
  if (path.endsWith('/login')) return 'login';
  return null;
}

/**
 * SPEC §2 authentication modal (login, register, forgot password) and sign-up modal (`expired`: the session could
 * not be refreshed). It wraps the account pages' forms; after a login `onLoggedIn` closes it on the same page.
 */
export default function AuthModal({
  view: initial = 'login',
  expired = false,
  onLoggedIn,
}: {
  view?: AuthView | undefined;
  expired?: boolean;
  onLoggedIn: () => Promise<void>;
}) {
  const { t } = useI18n();
  const [view, setView] = useState<AuthView>(initial);
  return (
    <div
      className={styles.auth}
      onClickCapture={(event) => {
        const next = viewOfLink(event);
        if (!next) return;
        event.preventDefault();
        setView(next);
      }}
    >
      <h2 id="modal-title">{t(expired ? 'modals.sessionExpiredTitle' : TITLES[view])}</h2>
      {expired && (
        <p className={styles.intro} role="status">
          {t('modals.sessionExpired')}
        </p>
      )}
      {view !== 'forgot' && (
        <div className={styles.tabs} role="group" aria-label={t('modals.authChoice')}>
          {(['login', 'register'] as const).map((tab) => (
            <button key={tab} type="button" aria-pressed={view === tab} onClick={() => setView(tab)}>
              {t(tab === 'login' ? 'account.login' : 'account.createAccount')}
            </button>
          ))}
        </div>
      )}
      {view === 'login' && <LoginForm onLoggedIn={onLoggedIn} />}
      {view === 'register' && <RegisterForm onLoggedIn={onLoggedIn} />}
      {view === 'forgot' && (
        <>
          <ResetPasswordForm resetToken={null} email={null} onLoggedIn={onLoggedIn} />
          <button type="button" className={styles.back} onClick={() => setView('login')}>
            {t('modals.backToLogin')}
          </button>
        </>
      )}
    </div>
  );
}
