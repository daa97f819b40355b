import { Link } from 'react-router';
import type { ProductCard } from './product-card.ts';
import { ProductGrid } from './product-tile.tsx';
import styles from './product-section.module.css';

interface ProductSectionProps {
  id: string;
  title: string;
  products: ProductCard[];
  more?: { label: string; href: string };
}

/** A headed row of product tiles, e.g. "Nyheter" on the home page. */
export function ProductSection({ id, title, products, more }: ProductSectionProps) {
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id}>{title}</h2>
        {more && (
          <Link to={more.href} className={styles.more}>
            {more.label} →
          </Link>
        )}
      </div>
      <ProductGrid products={products} list={id} />
    </section>
  );
}
