/** The home page's main banner of the demo shop (the back office edits it afterwards; decision 0021). */
export const HOME_BANNERS = [
  {
    image: 'banners/hero-1.webp',
    eyebrow: 'Nytt för säsongen',
    title: 'Mjukt, ljust och gjort för att hålla',
    text: 'Djupa soffor i bouclé och linne, bord i massiv ek och lampor som ger ett varmt ljus – för ett hem som känns som ditt.',
    cta: 'Upptäck soffor',
    category: 'soffor',
  },
];
