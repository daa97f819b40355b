import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { logout, reloadProfile } from './account-api.ts';
import { LoyaltyPoints, MyReviews, NewsletterToggle, RecentlyViewedList } from './account-extras.tsx';
import { AddressBook } from './address-book.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { LoyaltyCard } from './loyalty-card.tsx';
import { OrderHistory } from './order-history.tsx';
import { ProfileForm } from './profile-form.tsx';
import { useSession } from './session-store.ts';
import styles from './account.module.css';

/**
 * SPEC §2 My Account. Rendered in the browser only: the session lives in local storage, so the server (and the
 * hydration pass) render a placeholder and the browser fills it in.
 */
export function MyAccountView() {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const session = useSession();
  const loggedIn = Boolean(session?.token);
  // The stored profile shows at once; the server's copy replaces it (another device may have changed it).
  useEffect(() => {
    if (loggedIn) reloadProfile().catch(() => {});
  }, [loggedIn]);

  if (session === undefined) return <p className={styles.muted}>{t('account.loading')}</p>;
  const current = session.current;
  if (!session.token || !current)
    return (
      <div className={`${styles.form} ${styles.narrow}`}>
        <h1>{t('account.title')}</h1>
        <p role="alert">{t('account.loginRequired')}</p>
        <Link className="button" to={localized('/login')}>
          {t('account.login')}
        </Link>
      </div>
    );

  return (
    <>
      <div className={styles.head}>
        <h1>{t('account.title')}</h1>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            logout();
            void navigate(localized('/'));
          }}
        >
          {t('account.logout')}
        </button>
      </div>
      <p className={styles.muted}>{t('account.greeting', { name: current.firstname })}</p>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="account-profile">
          <h2 id="account-profile">{t('account.profile')}</h2>
          <ProfileForm key={current.email} current={current} />
        </section>
        <section className={styles.section} aria-labelledby="account-card">
          <h2 id="account-card">{t('account.loyaltyCard')}</h2>
          <LoyaltyCard number={current.loyalty_card_number} />
          <LoyaltyPoints />
        </section>
        <section className={styles.section} aria-labelledby="account-newsletter">
          <h2 id="account-newsletter">{t('account.newsletter')}</h2>
          <NewsletterToggle email={current.email} />
        </section>
        <section className={styles.section} aria-labelledby="account-addresses">
          <h2 id="account-addresses">{t('account.addresses')}</h2>
          <AddressBook current={current} />
        </section>
        <section className={styles.section} aria-labelledby="account-password">
          <h2 id="account-password">{t('account.changePassword')}</h2>
          <ChangePasswordForm />
        </section>
        <section className={`${styles.section} ${styles.full}`} aria-labelledby="account-orders">
          <h2 id="account-orders">{t('account.orderHistory')}</h2>
          <OrderHistory />
        </section>
        <section className={`${styles.section} ${styles.full}`} aria-labelledby="account-reviews">
          <h2 id="account-reviews">{t('account.myReviews')}</h2>
          <MyReviews />
        </section>
        <section className={`${styles.section} ${styles.full}`} aria-labelledby="account-recent">
          <h2 id="account-recent">{t('account.recentlyViewed')}</h2>
          <RecentlyViewedList />
        </section>
      </div>
    </>
  );
}
