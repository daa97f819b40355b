import type { ReactNode } from 'react';
import type { StaticPageIdentifier } from '@hemma/commerce';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { Breadcrumbs } from '~/ui/breadcrumbs.tsx';
import styles from './cms-page-view.module.css';

interface CmsPageViewProps {
  title: string;
  content: string;
  /** The static pages listed beside the content (the help/info menu). */
  pages: { identifier: StaticPageIdentifier; href: string }[];
  current: string;
  /** What follows the content (the contact page's form). */
  children?: ReactNode;
}

/** The static-page view: a side menu of the info pages and the page's trusted HTML. */
export function CmsPageView({ title, content, pages, current, children }: CmsPageViewProps) {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  return (
    <div className="container">
      <Breadcrumbs homeHref={localized('/')} trail={[]} current={title} />
      <div className={styles.layout}>
        <nav aria-label={t('footer.help')} className={styles.side}>
          <ul>
            {pages.map((page) => (
              <li key={page.identifier}>
                <Link to={page.href} aria-current={page.identifier === current ? 'page' : undefined}>
                  {t(`page.${page.identifier}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article className={styles.article}>
          <h1>{title}</h1>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: content }} />
          {children}
        </article>
      </div>
    </div>
  );
}
