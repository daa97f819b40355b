import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { Price } from '~/ui/price.tsx';
import { isOnSale } from './price-view.ts';
import type { ProductCard } from './product-card.ts';
import { StockLabel } from './stock-label.tsx';
import { ProductActionsSlot } from '~/ui/product-actions.tsx';
import styles from './product-tile.module.css';

/** One product in a grid. The whole tile is one link; the name is its accessible name. */
export function ProductTile({ product, eager = false }: { product: ProductCard; eager?: boolean }) {
  const { t } = useI18n();
  const onSale = isOnSale(product.price);
  return (
    <article className={styles.tile}>
      <Link to={product.href} className={styles.link} prefetch="intent">
        <div className={styles.media}>
          {product.image ? (
            <img
              src={product.image.src}
              srcSet={product.image.srcSet}
              sizes="(min-width: 1272px) 300px, (min-width: 1024px) 24vw, 50vw"
              width={324}
              height={489}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <span className={styles.noImage} aria-hidden="true" />
          )}
          {(onSale || product.isNew) && (
            <ul className={styles.badges}>
              {onSale && <li className={styles.sale}>{t('product.sale')}</li>}
              {product.isNew && <li className={styles.new}>{t('product.new')}</li>}
            </ul>
          )}
        </div>
        <div className={styles.body}>
          {product.brand && <p className={styles.brand}>{product.brand}</p>}
          <h3 className={styles.name}>{product.name}</h3>
          <Price final={product.price.final} original={product.price.original} />
        </div>
      </Link>
      <StockLabel stock={product.stock} />
      <ProductActionsSlot sku={product.sku} place="tile" />
    </article>
  );
}

/** 2 columns on mobile, 4 on desktop. */
export function ProductGrid({ products, eagerCount = 0 }: { products: ProductCard[]; eagerCount?: number }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductTile product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
