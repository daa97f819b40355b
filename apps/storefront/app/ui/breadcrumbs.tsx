import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href: string;
}

/** 'Hem' › trail › current page (the last crumb is the page itself, marked with aria-current). */
export function Breadcrumbs({
  homeHref,
  trail,
  current,
}: {
  homeHref: string;
  trail: Crumb[];
  current: string;
}) {
  const { t } = useI18n();
  const crumbs = [{ label: t('breadcrumbs.home'), href: homeHref }, ...trail];
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
