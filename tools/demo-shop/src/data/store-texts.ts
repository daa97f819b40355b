import { CMS_PAGES_DE } from './cms-pages-de.ts';
import { CMS_PAGES_EN } from './cms-pages-en.ts';
import { CMS_PAGES_IT } from './cms-pages-it.ts';
import type { OwnPage, PageTexts } from './page-texts.ts';

/**
 * Texts of the English, German and Italian store views (decision 0029): every category name, every CMS page and a
 * few products. Anything without a text here shows the default store's Swedish text.
 */
type Names = Readonly<Record<string, readonly [en: string, de: string, it: string]>>;

/** Category names by slug. */
export const CATEGORY_NAMES: Names = {
  vardagsrum: ['Living room', 'Wohnzimmer', 'Soggiorno'],
  sovrum: ['Bedroom', 'Schlafzimmer', 'Camera da letto'],
  matplats: ['Dining', 'Essbereich', 'Sala da pranzo'],
  forvaring: ['Storage', 'Aufbewahrung', 'Contenitori'],
  belysning: ['Lighting', 'Beleuchtung', 'Illuminazione'],
  textilier: ['Textiles', 'Textilien', 'Tessili'],
  dekoration: ['Decoration', 'Dekoration', 'Decorazione'],
  utemobler: ['Outdoor furniture', 'Gartenmöbel', 'Mobili da esterno'],
  tjanster: ['Services & guides', 'Services & Ratgeber', 'Servizi e guide'],
  soffor: ['Sofas', 'Sofas', 'Divani'],
  fatoljer: ['Armchairs', 'Sessel', 'Poltrone'],
  soffbord: ['Coffee tables', 'Couchtische', 'Tavolini'],
  'tv-bankar': ['TV benches', 'TV-Bänke', 'Mobili TV'],
  sangar: ['Beds', 'Betten', 'Letti'],
  sangbord: ['Bedside tables', 'Nachttische', 'Comodini'],
  garderober: ['Wardrobes', 'Kleiderschränke', 'Armadi'],
  matbord: ['Dining tables', 'Esstische', 'Tavoli da pranzo'],
  matstolar: ['Dining chairs', 'Esszimmerstühle', 'Sedie da pranzo'],
  bankar: ['Benches', 'Bänke', 'Panche'],
  hyllor: ['Shelves', 'Regale', 'Scaffali'],
  skap: ['Cabinets', 'Schränke', 'Mobili contenitori'],
  byraer: ['Chests of drawers', 'Kommoden', 'Cassettiere'],
  taklampor: ['Ceiling lamps', 'Deckenleuchten', 'Lampade a soffitto'],
  golvlampor: ['Floor lamps', 'Stehleuchten', 'Lampade da terra'],
  bordslampor: ['Table lamps', 'Tischleuchten', 'Lampade da tavolo'],
  mattor: ['Rugs', 'Teppiche', 'Tappeti'],
  kuddar: ['Cushions', 'Kissen', 'Cuscini'],
  pladar: ['Throws', 'Plaids', 'Plaid'],
  gardiner: ['Curtains', 'Vorhänge', 'Tende'],
  sangklader: ['Bed linen', 'Bettwäsche', 'Biancheria da letto'],
  vaser: ['Vases', 'Vasen', 'Vasi'],
  ljusstakar: ['Candle holders', 'Kerzenhalter', 'Portacandele'],
  speglar: ['Mirrors', 'Spiegel', 'Specchi'],
  krukor: ['Plant pots', 'Blumentöpfe', 'Vasi per piante'],
  utesoffor: ['Outdoor sofas', 'Gartensofas', 'Divani da esterno'],
  utebord: ['Outdoor tables', 'Gartentische', 'Tavoli da esterno'],
  solstolar: ['Sun loungers', 'Sonnenliegen', 'Sdraio'],
  inredningshjalp: ['Interior design help', 'Einrichtungsberatung', 'Consulenza d’arredo'],
  montering: ['Assembly & delivery', 'Montage & Lieferung', 'Montaggio e consegna'],
  presentkort: ['Gift cards', 'Geschenkkarten', 'Carte regalo'],
  guider: ['Guides & e-books', 'Ratgeber & E-Books', 'Guide ed e-book'],
};

/** The help and information pages each store view has its own version of (issue 33). */
const OWN_PAGES = Object.fromEntries(
  (Object.keys(CMS_PAGES_EN) as OwnPage[]).map((identifier) => [
    identifier,
    { en: CMS_PAGES_EN[identifier], de: CMS_PAGES_DE[identifier], it: CMS_PAGES_IT[identifier] },
  ]),
);

/** CMS pages by identifier, per store code. */
export const CMS_PAGE_TEXTS: Readonly<Record<string, Readonly<Record<'en' | 'de' | 'it', PageTexts>>>> = {
  ...OWN_PAGES,
  'size-guide': {
    en: {
      title: 'Size guide',
      content_heading: 'Size guide',
      meta_description: 'Sizes of beds, bed linen, rugs and curtains – how to choose the right size.',
      content: `<p>Measure twice before you order. All sizes are in centimetres, width × length.</p>
<h2>Beds and bed linen</h2>
<ul><li>Single bed 90x200 – duvet cover 150x210</li><li>Wide single bed 140x200 – duvet cover 150x210 or 220x220</li><li>Double bed 160x200 and 180x200 – duvet cover 220x220</li></ul>
<h2>Rugs</h2>
<ul><li>80x150 – in the hall or by the bed</li><li>160x230 – under the coffee table in an average living room</li><li>200x300 – under the dining table; the rug should reach at least 60 cm beyond the table</li></ul>
<h2>Curtains</h2>
<p>Choose a length that reaches the floor or rests on it by 1–2 cm. For a full drape, allow 1.5–2 times the width of the window.</p>`,
    },
    de: {
      title: 'Größenratgeber',
      content_heading: 'Größenratgeber',
      meta_description:
        'Maße für Betten, Bettwäsche, Teppiche und Vorhänge – so wählen Sie die richtige Größe.',
      content: `<p>Messen Sie lieber zweimal, bevor Sie bestellen. Alle Maße in Zentimetern, Breite × Länge.</p>
<h2>Betten und Bettwäsche</h2>
<ul><li>Einzelbett 90x200 – Bettbezug 150x210</li><li>Breites Einzelbett 140x200 – Bettbezug 150x210 oder 220x220</li><li>Doppelbett 160x200 und 180x200 – Bettbezug 220x220</li></ul>
<h2>Teppiche</h2>
<ul><li>80x150 – im Flur oder am Bett</li><li>160x230 – unter dem Couchtisch in einem normal großen Wohnzimmer</li><li>200x300 – unter dem Esstisch; der Teppich sollte mindestens 60 cm über den Tisch hinausragen</li></ul>
<h2>Vorhänge</h2>
<p>Wählen Sie eine Länge, die den Boden erreicht oder 1–2 cm aufliegt. Für einen vollen Fall rechnen Sie mit der 1,5- bis 2-fachen Fensterbreite.</p>`,
    },
    it: {
      title: 'Guida alle misure',
      content_heading: 'Guida alle misure',
      meta_description: 'Misure di letti, biancheria, tappeti e tende – come scegliere la misura giusta.',
      content: `<p>Misura due volte prima di ordinare. Tutte le misure sono in centimetri, larghezza × lunghezza.</p>
<h2>Letti e biancheria</h2>
<ul><li>Letto singolo 90x200 – copripiumino 150x210</li><li>Letto a una piazza e mezza 140x200 – copripiumino 150x210 o 220x220</li><li>Letto matrimoniale 160x200 e 180x200 – copripiumino 220x220</li></ul>
<h2>Tappeti</h2>
<ul><li>80x150 – nell’ingresso o accanto al letto</li><li>160x230 – sotto il tavolino in un soggiorno di medie dimensioni</li><li>200x300 – sotto il tavolo da pranzo; il tappeto deve sporgere almeno 60 cm oltre il tavolo</li></ul>
<h2>Tende</h2>
<p>Scegli una lunghezza che arrivi al pavimento o vi appoggi di 1–2 cm. Per un drappeggio pieno, calcola 1,5–2 volte la larghezza della finestra.</p>`,
    },
  },
  'about-us': {
    en: {
      title: 'About us',
      content_heading: 'About Hemma',
      meta_description: 'Hemma makes Scandinavian furniture and decor in natural materials, made to last.',
      content:
        '<p>Hemma is a Swedish home-furnishing shop: furniture, lighting and textiles in natural materials, designed to be used every day and to last for many years.</p>',
    },
    de: {
      title: 'Über uns',
      content_heading: 'Über Hemma',
      meta_description:
        'Hemma gestaltet skandinavische Möbel und Wohnaccessoires aus natürlichen Materialien.',
      content:
        '<p>Hemma ist ein schwedisches Einrichtungshaus: Möbel, Leuchten und Textilien aus natürlichen Materialien, gemacht für den täglichen Gebrauch und für viele Jahre.</p>',
    },
    it: {
      title: 'Chi siamo',
      content_heading: 'Chi è Hemma',
      meta_description: 'Hemma crea mobili e complementi scandinavi in materiali naturali, fatti per durare.',
      content:
        '<p>Hemma è un negozio svedese di arredamento: mobili, lampade e tessili in materiali naturali, pensati per l’uso di ogni giorno e per durare molti anni.</p>',
    },
  },
};

/** Product names and short descriptions by sku, per store code. */
export const PRODUCT_TEXTS: Readonly<
  Record<string, Readonly<Record<'en' | 'de' | 'it', { name: string; short_description: string }>>>
> = {
  'SOF-VASS-4': {
    en: { name: 'Vass 4-seat sofa', short_description: 'Bouclé sofa with oak legs. Colour: Natural.' },
    de: {
      name: 'Sofa Vass 4-Sitzer',
      short_description: 'Sofa aus Bouclé mit Beinen aus Eiche. Farbe: Natur.',
    },
    it: {
      name: 'Divano Vass 4 posti',
      short_description: 'Divano in bouclé con gambe in rovere. Colore: naturale.',
    },
  },
};
