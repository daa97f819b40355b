export interface BrandDef {
  id: number;
  name: string;
  slug: string;
  description: string;
}

/** Invented Nordic makers. The manufacturer attribute (id 83) has one option per brand, in this order. */
export const BRANDS: BrandDef[] = [
  {
    id: 1,
    name: 'Nordvik',
    slug: 'nordvik',
    description:
      'Soffor och fåtöljer från en familjeägd verkstad i Småland, tillverkade för att kunna klädas om.',
  },
  {
    id: 2,
    name: 'Ljungberg & Co',
    slug: 'ljungberg-och-co',
    description: 'Klassiska trämöbler i massiv ek och björk, snickrade i Västergötland sedan 1952.',
  },
  {
    id: 3,
    name: 'Sälta',
    slug: 'salta',
    description: 'Lätta, luftiga möbler för små hem – formgivna i Göteborg.',
  },
  {
    id: 4,
    name: 'Ängsö Textil',
    slug: 'angso-textil',
    description: 'Vävda textilier i linne, ull och ekologisk bomull från egen väveri i Sörmland.',
  },
  {
    id: 5,
    name: 'Ljusverket',
    slug: 'ljusverket',
    description: 'Lampor med mjukt, bländfritt ljus i glas, mässing och papper.',
  },
  {
    id: 6,
    name: 'Bruk & Form',
    slug: 'bruk-och-form',
    description: 'Handdrejad keramik och munblåst glas för vardag och fest.',
  },
  {
    id: 7,
    name: 'Skogby',
    slug: 'skogby',
    description: 'Förvaring och sovrumsmöbler i FSC-certifierat trä med ren, tidlös form.',
  },
  {
    id: 8,
    name: 'Vinga Living',
    slug: 'vinga-living',
    description: 'Utemöbler i teak och aluminium som tål västkustens väder.',
  },
  {
    id: 9,
    name: 'Hallonbergs Snickeri',
    slug: 'hallonbergs-snickeri',
    description: 'Matbord och bänkar byggda på beställning av hantverkare i Stockholm.',
  },
  {
    id: 10,
    name: 'Fjällgård',
    slug: 'fjallgard',
    description: 'Plädar och mattor i ren ull från svenska får.',
  },
  {
    id: 11,
    name: 'Hemma Studio',
    slug: 'hemma-studio',
    description: 'Hemmas egen kollektion – formgiven i Sverige, producerad med omsorg.',
  },
];

export function brandByName(name: string): BrandDef {
  const brand = BRANDS.find((b) => b.name === name);
  if (!brand) throw new Error(`Unknown brand: ${name}`);
  return brand;
}

/**
 * The brands' descriptions in the English, German and Italian store views (decision 0058, addendum 2), by slug: what
 * the brand page says in /en, /de and /it. The names are the makers' own and stay as they are.
 */
export const BRAND_DESCRIPTIONS: Readonly<Record<string, readonly [en: string, de: string, it: string]>> = {
  nordvik: [
    'Sofas and armchairs from a family-owned workshop in Småland, made to be reupholstered.',
    'Sofas und Sessel aus einer Familienwerkstatt in Småland, gebaut, um neu bezogen zu werden.',
    'Divani e poltrone di un laboratorio di famiglia nello Småland, fatti per essere rivestiti di nuovo.',
  ],
  'ljungberg-och-co': [
    'Classic wooden furniture in solid oak and birch, made by joiners in Västergötland since 1952.',
    'Klassische Holzmöbel aus massiver Eiche und Birke, seit 1952 in Västergötland geschreinert.',
    'Mobili classici in rovere e betulla massicci, realizzati da falegnami nel Västergötland dal 1952.',
  ],
  salta: [
    'Light, airy furniture for small homes – designed in Gothenburg.',
    'Leichte, luftige Möbel für kleine Wohnungen – entworfen in Göteborg.',
    'Mobili leggeri e ariosi per case piccole, disegnati a Göteborg.',
  ],
  'angso-textil': [
    'Woven textiles in linen, wool and organic cotton from its own weaving mill in Sörmland.',
    'Gewebte Textilien aus Leinen, Wolle und Bio-Baumwolle aus der eigenen Weberei in Sörmland.',
    'Tessuti in lino, lana e cotone biologico dalla propria tessitura nel Sörmland.',
  ],
  ljusverket: [
    'Lamps with soft, glare-free light in glass, brass and paper.',
    'Leuchten mit weichem, blendfreiem Licht aus Glas, Messing und Papier.',
    'Lampade dalla luce morbida e senza abbagliamento in vetro, ottone e carta.',
  ],
  'bruk-och-form': [
    'Hand-thrown ceramics and mouth-blown glass for every day and for celebrations.',
    'Handgedrehte Keramik und mundgeblasenes Glas für den Alltag und für Feste.',
    'Ceramica tornita a mano e vetro soffiato a bocca per tutti i giorni e per le feste.',
  ],
  skogby: [
    'Storage and bedroom furniture in FSC-certified wood with a clean, timeless form.',
    'Aufbewahrung und Schlafzimmermöbel aus FSC-zertifiziertem Holz in klarer, zeitloser Form.',
    'Contenitori e mobili per la camera da letto in legno certificato FSC, dalla forma pulita e senza tempo.',
  ],
  'vinga-living': [
    "Garden furniture in teak and aluminium that stands up to the west coast's weather.",
    'Gartenmöbel aus Teak und Aluminium, die dem Wetter der Westküste standhalten.',
    'Mobili da giardino in teak e alluminio che resistono al clima della costa occidentale.',
  ],
  'hallonbergs-snickeri': [
    'Dining tables and benches built to order by craftsmen in Stockholm.',
    'Esstische und Bänke, von Handwerkern in Stockholm auf Bestellung gebaut.',
    'Tavoli da pranzo e panche costruiti su ordinazione da artigiani di Stoccolma.',
  ],
  fjallgard: [
    'Throws and rugs in pure wool from Swedish sheep.',
    'Plaids und Teppiche aus reiner Wolle schwedischer Schafe.',
    'Plaid e tappeti in pura lana di pecore svedesi.',
  ],
  'hemma-studio': [
    "Hemma's own collection – designed in Sweden, made with care.",
    'Hemmas eigene Kollektion – entworfen in Schweden, mit Sorgfalt hergestellt.',
    'La collezione di Hemma, disegnata in Svezia e prodotta con cura.',
  ],
};
