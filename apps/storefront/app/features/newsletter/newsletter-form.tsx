import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import styles from './newsletter.module.css';

/**
 * The newsletter sign-up: a plain form posted to /newsletter, so it works without JavaScript and adds nothing to
 * any page's scripts but its markup (SPEC §4 newsletter; a confirmation link by mail, then the personal 10 % code).
 */
export function NewsletterForm({
  id = 'newsletter-email',
  email = '',
  error,
}: {
  /** The field's id: the footer's form and the page's form can be on one page. */
  id?: string;
  email?: string;
  error?: string | null;
}) {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  return (
    <form className={styles.form} method="post" action={localized('/newsletter')} noValidate>
      <label htmlFor={id}>{t('newsletter.label')}</label>
      <div>
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button">
          {t('newsletter.subscribe')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
