import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { Price } from '~/ui/price.tsx';
import { LIST_LIMITS } from './list-names.ts';
import { removeItem } from './list-store.ts';
import type { CompareTable } from './list-view-types.ts';
import styles from './lists.module.css';

const STOCK = {
  in_stock: 'product.inStock',
  low_stock: 'product.lowStock',
  out_of_stock: 'product.outOfStock',
} as const;

/**
 * SPEC §2 Compare: up to four products side by side — image, name, price, stock and the comparable attributes
 * (catalogue metadata) that at least one of them has; each column can be removed.
 */
export function CompareView({
  table,
}: {
  table: { state: 'loading' } | { state: 'failed' } | ({ state: 'done' } & CompareTable);
}) {
  const { t } = useI18n();
  const localized = useLocalizedPath();

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('lists.compareTitle')}</h1>
      {table.state === 'loading' ? (
        <p className={styles.status} role="status">
          {t('lists.loading')}
        </p>
      ) : table.state === 'failed' ? (
        <p className={styles.warning} role="alert">
          {t('lists.loadFailed')}
        </p>
      ) : table.columns.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('lists.compareEmpty')}</p>
          <p className={styles.hint}>{t('lists.compareEmptyHint', { limit: LIST_LIMITS.compare })}</p>
          <Link to={localized('/')} className="button">
            {t('lists.browse')}
          </Link>
        </div>
      ) : (
        <div className={styles.scroller} tabIndex={0} role="region" aria-label={t('lists.compareTitle')}>
          <table
            className={styles.compare}
            style={{ '--columns': table.columns.length } as CSSProperties}
            data-testid="compare-table"
          >
            <thead>
              <tr>
                <td />
                {table.columns.map(({ card }) => (
                  <th key={card.sku} scope="col" data-sku={card.sku}>
                    <Link to={card.href} className={styles.product}>
                      {card.image ? (
                        <img src={card.image.src} width={324} height={489} alt="" loading="lazy" />
                      ) : (
                        <span className={styles.noImage} aria-hidden="true" />
                      )}
                      {card.brand && <span className={styles.brand}>{card.brand}</span>}
                      <span className={styles.name}>{card.name}</span>
                    </Link>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={t('lists.removeNamed', { name: card.name })}
                      onClick={() => void removeItem('compare', card.sku)}
                    >
                      {t('lists.remove')}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('lists.price')}</th>
                {table.columns.map(({ card }) => (
                  <td key={card.sku}>
                    <Price final={card.price.final} original={card.price.original} />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('lists.stock')}</th>
                {table.columns.map(({ card }) => (
                  <td key={card.sku} className={styles[card.stock]}>
                    {t(STOCK[card.stock])}
                  </td>
                ))}
              </tr>
              {table.rows.map((row) => (
                <tr key={row.code} data-attribute={row.code}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, index) => (
                    <td key={table.columns[index]!.card.sku}>{value || '–'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
