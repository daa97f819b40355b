import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { removeItem } from './list-store.ts';
import type { Loaded } from './list-view-types.ts';
import styles from './lists.module.css';

/**
 * SPEC §2 Wishlist: the saved products as tiles (the route renders them: they are the catalogue's), each with
 * remove and a link to buy it.
 */
export function WishlistView<T extends { sku: string; name: string; href: string }>({
  products,
  renderTile,
}: {
  products: Loaded<T>;
  renderTile: (product: T) => ReactNode;
}) {
  const { t } = useI18n();
  const localized = useLocalizedPath();

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('lists.wishlistTitle')}</h1>
      {products.state === 'loading' ? (
        <p className={styles.status} role="status">
          {t('lists.loading')}
        </p>
      ) : products.state === 'failed' ? (
        <p className={styles.warning} role="alert">
          {t('lists.loadFailed')}
        </p>
      ) : products.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('lists.wishlistEmpty')}</p>
          <p className={styles.hint}>{t('lists.wishlistEmptyHint')}</p>
          <Link to={localized('/')} className="button">
            {t('lists.browse')}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.count}>
            {t(products.items.length === 1 ? 'lists.countOne' : 'lists.count', {
              count: products.items.length,
            })}
          </p>
          <ul className={styles.grid} data-testid="wishlist-items">
            {products.items.map((product) => (
              <li key={product.sku} className={styles.item} data-sku={product.sku}>
                {renderTile(product)}
                <div className={styles.itemActions}>
                  <Link to={product.href} className={`button ${styles.buy}`}>
                    {t('lists.buy')}
                  </Link>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('lists.removeNamed', { name: product.name })}
                    onClick={() => void removeItem('wishlist', product.sku)}
                  >
                    {t('lists.remove')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
