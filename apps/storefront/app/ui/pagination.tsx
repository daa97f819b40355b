import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import styles from './pagination.module.css';

export interface Paging {
  page: number;
  pages: number;
  prevHref: string | null;
  nextHref: string | null;
}

/** Real paging links (`?page=2`) with rel prev/next, so crawlers and no-JS shoppers can page too. */
export function Pagination({ paging }: { paging: Paging }) {
  const { t } = useI18n();
  if (paging.pages <= 1) return null;
  return (
    <nav aria-label={t('paging.label')} className={styles.pagination}>
      {paging.prevHref ? (
        <Link to={paging.prevHref} rel="prev" className={styles.link}>
          ← {t('paging.previous')}
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
      <p className={styles.status}>{t('paging.status', { page: paging.page, pages: paging.pages })}</p>
      {paging.nextHref ? (
        <Link to={paging.nextHref} rel="next" className={styles.link}>
          {t('paging.next')} →
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
    </nav>
  );
}
