import { useI18n } from '~/i18n/i18n.tsx';
import type { MessageKey } from '~/i18n/translate.ts';
import { useLocalizedPath } from '~/lib/store-view.ts';
import type { NewsletterLinkKind } from './newsletter-outcome.ts';
import styles from './newsletter.module.css';

/** What the link's page learnt from the API once its button was pressed. */
export type NewsletterLinkResult =
  { ok: true; email: string; couponMailed: boolean } | { ok: false; message: MessageKey };

const TEXTS = {
  confirm: {
    title: 'newsletterOptIn.confirmTitle',
    intro: 'newsletterOptIn.confirmIntro',
    button: 'newsletterOptIn.confirmButton',
    done: 'newsletterOptIn.confirmed',
    missing: 'newsletterOptIn.linkInvalid',
  },
  unsubscribe: {
    title: 'newsletterOptIn.unsubscribeTitle',
    intro: 'newsletterOptIn.unsubscribeIntro',
    button: 'newsletterOptIn.unsubscribeButton',
    done: 'newsletterOptIn.unsubscribed',
    missing: 'newsletterOptIn.unsubscribeInvalid',
  },
} as const satisfies Record<NewsletterLinkKind, Record<string, MessageKey>>;

/**
 * The page a newsletter mail links to (decision 0014, addendum). Opening the link changes nothing: the shopper presses
 * the button, a plain form post (works without JavaScript) — mail scanners that follow every link in a mail to check
 * it must not confirm a subscription nobody asked for, nor end one.
 */
export function NewsletterLinkPage({
  kind,
  token,
  result,
}: {
  kind: NewsletterLinkKind;
  token: string;
  result: NewsletterLinkResult | undefined;
}) {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  const texts = TEXTS[kind];
  const failure = result && !result.ok ? result.message : !token ? texts.missing : null;
  const offerSignUp = failure === 'newsletterOptIn.linkInvalid' || failure === 'newsletterOptIn.linkExpired';
  return (
    <div className={`container ${styles.result}`}>
      <h1>{t(texts.title)}</h1>
      {result?.ok ? (
        <>
          <p role="status">{t(texts.done, { email: result.email })}</p>
          {kind === 'confirm' && result.couponMailed && <p>{t('newsletterOptIn.codeMailed')}</p>}
        </>
      ) : failure ? (
        <>
          <p className={styles.error} role="alert">
            {t(failure)}
          </p>
          {offerSignUp && (
            <p>
              <a href={localized('/newsletter')}>{t('newsletterOptIn.signUpAgain')}</a>
            </p>
          )}
        </>
      ) : (
        <>
          <p>{t(texts.intro)}</p>
          <form method="post" className={styles.linkForm}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button">
              {t(texts.button)}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
