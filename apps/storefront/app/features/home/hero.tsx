import { Link } from 'react-router';
import type { HeroBanner } from './banner.ts';
import styles from './hero.module.css';

export function Hero({ banner }: { banner: HeroBanner }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.media}>
        <img
          src={banner.image.src}
          srcSet={banner.image.srcSet}
          sizes="(min-width: 1272px) 1272px, 100vw"
          width={1272}
          height={530}
          alt=""
          fetchPriority="high"
        />
      </div>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{banner.eyebrow}</p>
        <h1 id="hero-title" className={styles.title}>
          {banner.title}
        </h1>
        <p className={styles.text}>{banner.text}</p>
        <Link to={banner.href} className="button">
          {banner.cta}
        </Link>
      </div>
    </section>
  );
}
