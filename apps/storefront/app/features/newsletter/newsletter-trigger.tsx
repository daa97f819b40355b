import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import styles from './newsletter.module.css';

/** Opens the newsletter modal (lib/modals.ts handles `data-modal`); without JS it leads to the newsletter page. */
export function NewsletterTrigger() {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  return (
    <a
      href={localized('/newsletter')}
      className={styles.trigger}
      data-modal="newsletter"
      aria-haspopup="dialog"
    >
      {t('modals.newsletterOpen')}
    </a>
  );
}
