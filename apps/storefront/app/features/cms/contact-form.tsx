import { type MailToken, createApiClient } from '@hemma/api-client';
import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { useStoreView } from '~/lib/store-view.ts';
import { Field } from '~/ui/field.tsx';
import styles from './contact-form.module.css';

/**
 * The contact page's form (SPEC §7 mail send): the token is fetched when the page shows, the message goes to the
 * shop through POST /api/ext/mail/send. `website` is the honeypot a person never sees (decision 0029).
 */
export function ContactForm() {
  const { t } = useI18n();
  const store = useStoreView();
  const [token, setToken] = useState<MailToken | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  const api = () => createApiClient({ baseUrl: '', storeCode: store.storeCode });
  // Once per page (and store view): the token is good for an hour.
  useEffect(() => {
    createApiClient({ baseUrl: '', storeCode: store.storeCode })
      .getMailToken()
      .then(setToken)
      .catch(() => setState('failed'));
  }, [store.storeCode]);

  if (state === 'sent') return <p role="status">{t('contact.sent')}</p>;
  return (
    <form
      className={styles.form}
      aria-labelledby="contact-title"
      // Sent before the page is hydrated, it is held and sent again once it is (lib/held-submits.ts).
      method="post"
      data-replay-submit=""
      onSubmit={(event) => {
        event.preventDefault();
        if (!token) return;
        const form = new FormData(event.currentTarget);
        const text = (name: string) => String(form.get(name) ?? '');
        setState('busy');
        api()
          .sendMail({
            token: token.token,
            name: text('name'),
            email: text('email'),
            message: text('message'),
            website: text('website'),
          })
          .then(() => setState('sent'))
          .catch(() => setState('failed'));
      }}
    >
      <h2 id="contact-title">{t('contact.title')}</h2>
      <Field
        id="contact-name"
        name="name"
        label={t('contact.name')}
        required
        maxLength={100}
        autoComplete="name"
      />
      <Field
        id="contact-email"
        name="email"
        type="email"
        label={t('contact.email')}
        required
        autoComplete="email"
      />
      <label htmlFor="contact-message">{t('contact.message')}</label>
      <textarea id="contact-message" name="message" required maxLength={5000} rows={6} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {state === 'failed' && <p role="alert">{t('contact.failed')}</p>}
      <button className="button" disabled={!token || state === 'busy'}>
        {t('contact.send')}
      </button>
    </form>
  );
}
