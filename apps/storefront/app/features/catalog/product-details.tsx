import { useI18n } from '~/i18n/i18n.tsx';
import type { ProductPage } from './product-page.ts';
import styles from './product-view.module.css';

/** The description and the attribute table below the gallery; `sku` is the chosen variant's (or the product's). */
export function ProductDetails({ product, sku }: { product: ProductPage; sku: string }) {
  const { t } = useI18n();
  return (
    <div className={styles.details}>
      {product.description && (
        <section aria-labelledby="product-description">
          <h2 id="product-description">{t('product.description')}</h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />
        </section>
      )}
      <section aria-labelledby="product-details">
        <h2 id="product-details">{t('product.details')}</h2>
        <table className={styles.table}>
          <tbody>
            {product.attributes.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('product.sku')}</th>
              <td>{sku}</td>
            </tr>
          </tbody>
        </table>
      </section>
    </div>
  );
}
