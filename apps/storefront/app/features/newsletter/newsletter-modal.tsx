import { createApiClient, isApiError } from '@hemma/api-client';
import { isValidEmail } from '@hemma/commerce';
import { useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { useStoreView } from '~/lib/store-view.ts';
import { Field } from '~/ui/field.tsx';
import { subscribeFailureMessage } from './newsletter-outcome.ts';
import styles from './newsletter.module.css';

/**
 * SPEC §2 newsletter modal: the sign-up of the footer's form, sent with POST /api/ext/newsletter from the browser.
 * The address gets a confirmation link by mail and, once it is opened, the personal 10 % code (double opt-in).
 */
export default function NewsletterModal() {
  const { t } = useI18n();
  const store = useStoreView();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (done)
    return (
      <>
        <h2 id="modal-title">{t('newsletter.title')}</h2>
        <p role="status">{t('newsletterOptIn.checkInbox', { email: done })}</p>
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
            .then((answer) => setDone(answer.email))
            .catch((failure: unknown) =>
              setError(
                isApiError(failure) ? t(subscribeFailureMessage(failure.status)) : t('account.networkError'),
              ),
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
