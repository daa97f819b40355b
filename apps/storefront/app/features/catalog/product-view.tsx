import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { Breadcrumbs } from '~/ui/breadcrumbs.tsx';
import { Price } from '~/ui/price.tsx';
import { Gallery } from './gallery.tsx';
import type { ProductPage } from './product-page.ts';
import { StockLabel } from './stock-label.tsx';
import styles from './product-view.module.css';

export function ProductView({ product }: { product: ProductPage }) {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  const soldOut = product.stock === 'out_of_stock';

  return (
    <div className="container">
      <Breadcrumbs homeHref={localized('/')} trail={product.trail} current={product.name} />
      <div className={styles.layout}>
        <Gallery images={product.images} name={product.name} />

        <section className={styles.info} aria-labelledby="product-name">
          {product.brand && (
            <Link
              to={product.brand.href}
              className={styles.brand}
              title={t('product.brandLink', { brand: product.brand.name })}
            >
              {product.brand.name}
            </Link>
          )}
          <h1 id="product-name" className={styles.name}>
            {product.name}
          </h1>

          <div className={styles.priceBlock}>
            <Price final={product.price.final} original={product.price.original} size="large" />
            <p className={styles.vat}>{t('product.inclVat')}</p>
          </div>

          {product.swatches.length > 0 && (
            <div className={styles.swatches}>
              <h2 className={styles.label}>{t('product.colours')}</h2>
              <ul>
                {product.swatches.map((swatch) => (
                  <li key={swatch.label} className={swatch.selected ? styles.selected : undefined}>
                    <span
                      className={styles.swatch}
                      style={swatch.colour ? { background: swatch.colour } : undefined}
                      aria-hidden="true"
                    />
                    {swatch.label}
                  </li>
                ))}
              </ul>
            </div>
          )}

          <form className={styles.buy} method="post" onSubmit={(event) => event.preventDefault()}>
            <input type="hidden" name="sku" value={product.sku} />
            <button
              type="submit"
              className={`button ${styles.addToCart}`}
              disabled
              title={t('common.comingSoon')}
            >
              {soldOut ? t('product.outOfStock') : t('product.addToCart')}
            </button>
          </form>

          <div className={styles.facts}>
            <StockLabel stock={product.stock} />
            {product.deliveryTime && <p>{t('product.deliveryTime', { time: product.deliveryTime })}</p>}
          </div>

          {product.shortDescription && (
            <div
              className={`rich-text ${styles.short}`}
              dangerouslySetInnerHTML={{ __html: product.shortDescription }}
            />
          )}
        </section>
      </div>

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
                <td>{product.sku}</td>
              </tr>
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
