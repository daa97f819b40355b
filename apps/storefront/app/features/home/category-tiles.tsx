import { Link } from 'react-router';
import styles from './category-tiles.module.css';

export interface CategoryTile {
  name: string;
  href: string;
  image: string | null;
}

export function CategoryTiles({ title, tiles }: { title: string; tiles: CategoryTile[] }) {
  return (
    <section className={styles.section} aria-labelledby="category-tiles">
      <h2 id="category-tiles">{title}</h2>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link to={tile.href} className={styles.tile}>
              <span className={styles.media}>
                {tile.image && <img src={tile.image} width={324} height={324} alt="" loading="lazy" />}
              </span>
              <span className={styles.name}>{tile.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
