import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import styles from './newsletter.module.css';

/**
 * The home page's newsletter offer: a link that opens the newsletter modal (lib/modals.ts handles `data-modal`);
 * without JavaScript, or with a modifier key, it leads to the newsletter page. Markup only: no code of its own.
 */
export function NewsletterPromo() {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  return (
    <section className={styles.promo} aria-labelledby="newsletter-promo-title">
      <div>
        <h2 id="newsletter-promo-title">{t('newsletter.title')}</h2>
        <p>{t('newsletter.pitch')}</p>
      </div>
      <a href={localized('/newsletter')} className="button" data-modal="newsletter" aria-haspopup="dialog">
        {t('modals.newsletterOpen')}
      </a>
    </section>
  );
}
