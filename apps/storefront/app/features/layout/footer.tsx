import { type StaticPageIdentifier, staticPagePath } from '@hemma/commerce';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useStoreView } from '~/lib/store-view.ts';
import { CheckIcon } from '~/ui/icons.tsx';
import { Logo } from './logo.tsx';
import styles from './footer.module.css';

const INFO_PAGES: StaticPageIdentifier[] = ['about-us', 'store-locator', 'legal', 'privacy', 'terms'];
const HELP_PAGES: StaticPageIdentifier[] = [
  'customer-service',
  'contact',
  'delivery',
  'returns',
  'size-guide',
];

export function UspList({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <ul className={`${styles.usps} ${className ?? ''}`}>
      {(['usp.returns', 'usp.openPurchase', 'usp.delivery'] as const).map((key) => (
        <li key={key}>
          <CheckIcon className={styles.check} />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

/** `newsletter`: the sign-up form, handed in by root (the layout does not import other features). */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const { t, locale } = useI18n();
  const store = useStoreView();
  const pageLinks = (pages: StaticPageIdentifier[]) =>
    pages.map((page) => (
      <li key={page}>
        <Link to={staticPagePath(page, store)}>{t(`page.${page}`)}</Link>
      </li>
    ));

  return (
    <footer className={styles.footer}>
      <div className="container">
        {newsletter && <div className={styles.newsletter}>{newsletter}</div>}
        <UspList className={styles.footerUsps} />
        <div className={styles.columns}>
          <div className={styles.brand}>
            <Logo className={styles.logo} />
            <p>{t('site.tagline')}</p>
          </div>
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help">{t('footer.help')}</h2>
            <ul>{pageLinks(HELP_PAGES)}</ul>
          </nav>
          <nav aria-labelledby="footer-info">
            <h2 id="footer-info">{t('footer.info')}</h2>
            <ul>{pageLinks(INFO_PAGES)}</ul>
          </nav>
          <div>
            <h2 id="footer-language">{t('footer.language')}</h2>
            {/* SPEC §2 language switcher modal (routes/modal-host.tsx); it lists every store view. */}
            <button
              type="button"
              className={styles.language}
              data-modal="language"
              aria-describedby="footer-language"
              lang={locale.slice(0, 2)}
            >
              {t('language.open', { name: store.name })}
            </button>
          </div>
        </div>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
