import { useEffect } from 'react';
import { Link } from 'react-router';
import { trackFunnel } from '~/lib/track-funnel.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { Price } from '~/ui/price.tsx';
import { isOnSale } from './price-view.ts';
import type { ProductCard } from './product-card.ts';
import { StockLabel } from './stock-label.tsx';
import { ProductActionsSlot } from '~/ui/product-actions.tsx';
import styles from './product-tile.module.css';

/** One product in a grid. The whole tile is one link; the name is its accessible name. */
export function ProductTile({
  product,
  eager = false,
  onSelect,
}: {
  product: ProductCard;
  eager?: boolean;
  onSelect?: () => void;
}) {
  const { t } = useI18n();
  const onSale = isOnSale(product.price);
  return (
    <article className={styles.tile}>
      <Link to={product.href} className={styles.link} prefetch="intent" onClick={onSelect}>
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

const tracked = (p: ProductCard) => ({ sku: p.sku, name: p.name, price: p.price.final, brand: p.brand });

/**
 * 2 columns on mobile, 4 on desktop. `list` names the list for analytics (SPEC §9): its products are reported as
 * viewed once per set of products shown, and a click on a tile as that product selected from it.
 */
export function ProductGrid({
  products,
  eagerCount = 0,
  list,
}: {
  products: ProductCard[];
  eagerCount?: number;
  list: string;
}) {
  const skus = products.map((p) => p.sku).join();
  useEffect(() => {
    const page = list === 'search' ? 'searchresults' : list.startsWith('home') ? 'home' : 'category';
    trackFunnel((f) => f.viewItemList(list, products.map(tracked), page));
    // Reported again only when other products are shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, skus]);
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductTile
            product={product}
            eager={index < eagerCount}
            onSelect={() => trackFunnel((f) => f.selectItem(list, tracked(product), index))}
          />
        </li>
      ))}
    </ul>
  );
}
