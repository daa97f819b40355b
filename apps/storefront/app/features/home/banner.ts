/** A hero banner ready to render (URLs built, category link localised). */
export interface HeroBanner {
  image: { src: string; srcSet: string };
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  href: string;
}
