import { type NewsletterSubscription, createApiClient, isApiError } from '@hemma/api-client';
import { isValidEmail } from '@hemma/commerce';
import { useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { useStoreView } from '~/lib/store-view.ts';
import { Field } from '~/ui/field.tsx';
import styles from './newsletter.module.css';

/**
 * SPEC §2 newsletter modal: the sign-up of the footer's form, sent with POST /api/ext/newsletter from the browser.
 * The first subscription of an address shows the personal 10 % code (SPEC §4).
 */
export default function NewsletterModal() {
  const { t } = useI18n();
  const store = useStoreView();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<NewsletterSubscription | null>(null);

  if (done)
    return (
      <>
        <h2 id="modal-title">{t('newsletter.title')}</h2>
        <p role="status">
          {done.coupon_code
            ? t('newsletter.welcome', { email: done.email })
            : t(done.changed ? 'newsletter.subscribedAgain' : 'newsletter.alreadySubscribed')}
        </p>
        {done.coupon_code && (
          <>
            <p className={styles.modalText}>{t('newsletter.yourCode')}</p>
            <p className={styles.code}>{done.coupon_code}</p>
          </>
        )}
      </>
    );

  return (
    <>
      <h2 id="modal-title">{t('newsletter.title')}</h2>
      <p className={styles.modalText}>{t('newsletter.pitch')}</p>
      <form
        className={styles.modalForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const email = String(new FormData(event.currentTarget).get('newsletter-modal-email') ?? '').trim();
          if (!isValidEmail(email)) return setError(t(email ? 'validation.email' : 'validation.required'));
          setError(null);
          setBusy(true);
          createApiClient({ baseUrl: '', storeCode: store.storeCode })
            .subscribeNewsletter(email)
            .then(setDone)
            .catch((failure: unknown) =>
              setError(isApiError(failure) ? failure.message : t('account.networkError')),
            )
            .finally(() => setBusy(false));
        }}
      >
        <Field
          id="newsletter-modal-email"
          label={t('account.email')}
          type="email"
          autoComplete="email"
          required
          error={error}
        />
        <button type="submit" className="button" disabled={busy}>
          {t('newsletter.subscribe')}
        </button>
      </form>
    </>
  );
}
