import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import type { MenuCategory } from './menu.ts';
import styles from './error-page.module.css';

/** 'Sidan hittades inte', with a way home and into the top categories. */
export function NotFoundPage({ menu }: { menu: MenuCategory[] }) {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  return (
    <section className={`container ${styles.page}`} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="error-title">{t('error.notFound.title')}</h1>
      <p className={styles.text}>{t('error.notFound.text')}</p>
      <Link to={localized('/')} className="button">
        {t('error.backHome')}
      </Link>
      {menu.length > 0 && (
        <ul className={styles.categories}>
          {menu.map((category) => (
            <li key={category.slug}>
              <Link to={category.href}>{category.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ServerErrorPage() {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  return (
    <section className={`container ${styles.page}`} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        500
      </p>
      <h1 id="error-title">{t('error.server.title')}</h1>
      <p className={styles.text}>{t('error.server.text')}</p>
      {/* A full page load: after a server error the client state may be the problem. */}
      <a href={localized('/')} className="button">
        {t('error.backHome')}
      </a>
    </section>
  );
}

/** Root's error boundary loads this module lazily: its default export picks the page. */
export default function ErrorPage({ notFound, menu }: { notFound: boolean; menu: MenuCategory[] }) {
  return notFound ? <NotFoundPage menu={menu} /> : <ServerErrorPage />;
}
