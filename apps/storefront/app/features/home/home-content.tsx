import { Link } from 'react-router';
import type { BannerCard, InstagramImage } from './banners.server.ts';
import styles from './home-content.module.css';

/** The store view's small banners (SPEC §3 smallBanners): cards leading to a category. */
export function SmallBanners({ banners }: { banners: readonly BannerCard[] }) {
  if (banners.length === 0) return null;
  return (
    <ul className={styles.cards}>
      {banners.map((banner) => (
        <li key={banner.href + banner.title}>
          <Link to={banner.href} className={styles.card}>
            <img src={banner.image} width={636} height={400} alt="" loading="lazy" />
            <span className={styles.cardText}>
              {banner.eyebrow && <span className={styles.eyebrow}>{banner.eyebrow}</span>}
              <strong className={styles.cardTitle}>{banner.title}</strong>
              <span>{banner.text}</span>
              <span className={styles.cta}>{banner.cta} →</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §3 default content: a title and message lines. */
export function DefaultContent({ content }: { content: { title: string; message: string[] } | null }) {
  if (!content) return null;
  return (
    <section className={styles.intro} aria-labelledby="home-intro">
      <h2 id="home-intro">{content.title}</h2>
      {content.message.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}

/** SPEC §3 instagram images: a strip of square pictures, each linking out. */
export function InstagramImages({ title, images }: { title: string; images: readonly InstagramImage[] }) {
  if (images.length === 0) return null;
  return (
    <section className={styles.instagram} aria-labelledby="home-instagram">
      <h2 id="home-instagram">{title}</h2>
      <ul>
        {images.map((image) => (
          <li key={image.src}>
            <a href={image.link} rel="noopener noreferrer" target="_blank">
              <img src={image.src} width={240} height={240} alt={image.alt} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
