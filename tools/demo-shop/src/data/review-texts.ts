/** Swedish demo reviews of furniture and decor, by star rating; any text fits any furnishing. */
export const REVIEW_NICKNAMES = [
  'Anna',
  'Erik i Umeå',
  'Maja K',
  'Lars-Göran',
  'Sofia från Malmö',
  'Johan',
  'Elin',
  'Karin & Per',
  'Mikael',
  'Åsa',
  'Linnéa',
  'Oskar',
  'Ingrid',
  'Björn i Luleå',
  'Fatima',
  'Ahmed',
  'Emma',
  'Nils',
  'Hanna',
  'Gustav',
  'Ebba',
  'Matilda i Göteborg',
  'Pernilla',
  'Stefan',
  'Sara',
  'Jonas',
  'Ulla',
  'Ali',
  'Frida',
  'Henrik i Västerås',
] as const;

export interface ReviewText {
  title: string;
  detail: string;
}

export const REVIEW_TEXTS: Record<2 | 3 | 4 | 5, readonly ReviewText[]> = {
  5: [
    {
      title: 'Helt underbar!',
      detail:
        'Otroligt nöjd! Kvaliteten känns gedigen och den passar perfekt i vårt hem. Snabb leverans och allt var väl förpackat.',
    },
    {
      title: 'Precis som på bilden',
      detail: 'Fin färg och bra material, precis som på bilderna. Vi får mycket beröm av alla som hälsar på.',
    },
    {
      title: 'Värd varenda krona',
      detail: 'Vi har haft den i några månader nu och den ser fortfarande ut som ny. Köper gärna igen.',
    },
    {
      title: 'Stabil och snygg',
      detail: 'Enkel att montera med tydliga instruktioner. Stabil, snygg och precis lagom stor för oss.',
    },
    {
      title: 'Lyfter hela rummet',
      detail: 'Fantastisk känsla i materialet och fint hantverk. Den lyfter verkligen hela rummet.',
    },
    {
      title: 'Fem stjärnor',
      detail: 'Smidig beställning, snabb leverans och en riktigt fin produkt. Fem stjärnor helt enkelt!',
    },
    {
      title: 'Rekommenderas varmt',
      detail: 'Tidlös design som passar med det vi redan hade. Jag rekommenderar den varmt till alla.',
    },
  ],
  4: [
    {
      title: 'Mycket nöjd',
      detail: 'Snygg och välgjord. Drar av en stjärna för att leveransen tog lite längre tid än utlovat.',
    },
    {
      title: 'Bra kvalitet för priset',
      detail: 'Bra kvalitet för priset. Färgen var aningen ljusare än på bilden, men vi är nöjda ändå.',
    },
    {
      title: 'Blev riktigt bra',
      detail: 'Monteringen tog en stund, men resultatet blev riktigt bra och den känns stabil.',
    },
    {
      title: 'Fint tillskott hemma',
      detail: 'Passar fint ihop med resten av inredningen. Hade gärna sett fler färgval.',
    },
    {
      title: 'Håller vad den lovar',
      detail: 'Fin produkt som håller vad den lovar. Lite dyr kanske, men kvaliteten märks.',
    },
  ],
  3: [
    {
      title: 'Helt okej',
      detail: 'Helt okej. Färgen stämde inte riktigt med bilden, men den fyller sin funktion.',
    },
    {
      title: 'Godkänt, inte mer',
      detail: 'Ser bra ut, men materialet känns tunnare än jag hade väntat mig för priset.',
    },
    {
      title: 'Blandade känslor',
      detail: 'Fin design, men en skruv saknades i förpackningen. Kundservice skickade en ny snabbt.',
    },
  ],
  2: [
    {
      title: 'Inte som väntat',
      detail: 'Tyvärr känns den ganska vinglig och ytan repas lätt. Hade förväntat mig mer.',
    },
    {
      title: 'Besviken på leveransen',
      detail: 'Leveransen var försenad och ett hörn var skadat vid ankomst. Själva produkten är okej.',
    },
  ],
};

/** Mostly 4 and 5 stars, some 3 and 2, as on a shop people like. */
export const RATING_WEIGHTS: readonly { rating: 2 | 3 | 4 | 5; weight: number }[] = [
  { rating: 5, weight: 50 },
  { rating: 4, weight: 32 },
  { rating: 3, weight: 12 },
  { rating: 2, weight: 6 },
];
