import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs.tsx';
import { Pagination, type Paging } from '~/ui/pagination.tsx';
import type { ProductCard } from './product-card.ts';
import { ProductGrid } from './product-tile.tsx';
import styles from './category-view.module.css';

interface ProductListPageProps {
  title: string;
  /** Trusted HTML from the API. */
  description: string | null;
  trail: Crumb[];
  subcategories: Crumb[];
  total: number;
  products: ProductCard[];
  paging: Paging;
}

/** A category or brand page: heading, description, sub-category chips, count, grid and paging. */
export function ProductListPage({
  title,
  description,
  trail,
  subcategories,
  total,
  products,
  paging,
}: ProductListPageProps) {
  const { t, count } = useI18n();
  const localized = useLocalizedPath();
  return (
    <div className="container">
      <Breadcrumbs homeHref={localized('/')} trail={trail} current={title} />
      <header className={styles.header}>
        <h1>{title}</h1>
        {description && (
          <div
            className={`rich-text ${styles.description}`}
            dangerouslySetInnerHTML={{ __html: description }}
          />
        )}
      </header>

      {subcategories.length > 0 && (
        <nav aria-label={t('category.subcategories')}>
          <ul className={styles.chips}>
            {subcategories.map((sub) => (
              <li key={sub.href}>
                <Link to={sub.href}>{sub.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <p className={styles.count} role="status">
        {count('category.count', total)}
        {paging.pages > 1 && <> · {t('paging.page', { page: paging.page })}</>}
      </p>

      {products.length > 0 ? (
        <ProductGrid products={products} eagerCount={4} />
      ) : (
        <p>{t('category.empty')}</p>
      )}
      <Pagination paging={paging} />
    </div>
  );
}
