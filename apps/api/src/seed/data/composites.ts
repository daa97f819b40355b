import type { DeliveryTimeCode } from '@hemma/commerce';
import type { Kind } from '../generate/model.ts';

export interface BundleTemplate {
  name: string;
  sku: string;
  kind: Kind;
  description: string;
  options: {
    title: string;
    category: string;
    type: 'radio' | 'select' | 'checkbox' | 'multi';
    qty: number;
    required: boolean;
  }[];
  delivery: DeliveryTimeCode;
}

/** Bundles: "{line}" is the line name. The bundle price is the default selection minus 10 %. */
export const BUNDLES: BundleTemplate[] = [
  {
    name: 'Matgrupp {line}: bord + 4 stolar',
    sku: 'MGR',
    kind: 'dining-table',
    delivery: 'w3-6',
    description: 'Ett komplett matrum: välj bord och stolar som passar ihop.',
    options: [
      { title: 'Matbord', category: 'matbord', type: 'radio', qty: 1, required: true },
      { title: 'Stolar', category: 'matstolar', type: 'select', qty: 4, required: true },
    ],
  },
  {
    name: 'Soffgrupp {line}',
    sku: 'SGR',
    kind: 'sofa',
    delivery: 'w6-8',
    description: 'Soffa och soffbord – med en matta till om du vill.',
    options: [
      { title: 'Soffa', category: 'soffor', type: 'radio', qty: 1, required: true },
      { title: 'Soffbord', category: 'soffbord', type: 'select', qty: 1, required: true },
      { title: 'Matta', category: 'mattor', type: 'checkbox', qty: 1, required: false },
    ],
  },
  {
    name: 'Sovrumsset {line}',
    sku: 'SRS',
    kind: 'bed',
    delivery: 'w3-6',
    description: 'Säng med två matchande sängbord och sängkläder.',
    options: [
      { title: 'Säng', category: 'sangar', type: 'radio', qty: 1, required: true },
      { title: 'Sängbord', category: 'sangbord', type: 'select', qty: 2, required: true },
      { title: 'Sängkläder', category: 'sangklader', type: 'checkbox', qty: 1, required: false },
    ],
  },
  {
    name: 'Läshörna {line}',
    sku: 'LHO',
    kind: 'armchair',
    delivery: 'w3-6',
    description: 'Fåtölj, golvlampa och pläd – allt för en skön läsplats.',
    options: [
      { title: 'Fåtölj', category: 'fatoljer', type: 'radio', qty: 1, required: true },
      { title: 'Golvlampa', category: 'golvlampor', type: 'radio', qty: 1, required: true },
      { title: 'Pläd', category: 'pladar', type: 'multi', qty: 1, required: false },
    ],
  },
  {
    name: 'Belysningspaket {line}',
    sku: 'BLP',
    kind: 'ceiling-lamp',
    delivery: 'd7-14',
    description: 'En taklampa och två bordslampor i samma formspråk.',
    options: [
      { title: 'Taklampa', category: 'taklampor', type: 'radio', qty: 1, required: true },
      { title: 'Bordslampor', category: 'bordslampor', type: 'select', qty: 2, required: true },
    ],
  },
  {
    name: 'Utegrupp {line}',
    sku: 'UGR',
    kind: 'outdoor-table',
    delivery: 'w2-4',
    description: 'Utebord och två solstolar för balkongen eller altanen.',
    options: [
      { title: 'Utebord', category: 'utebord', type: 'radio', qty: 1, required: true },
      { title: 'Solstolar', category: 'solstolar', type: 'select', qty: 2, required: true },
    ],
  },
  {
    name: 'Hallpaket {line}',
    sku: 'HPK',
    kind: 'mirror',
    delivery: 'w2-4',
    description: 'Spegel och bänk som gör hallen välkomnande.',
    options: [
      { title: 'Spegel', category: 'speglar', type: 'radio', qty: 1, required: true },
      { title: 'Bänk', category: 'bankar', type: 'radio', qty: 1, required: true },
    ],
  },
  {
    name: 'Dukat bord {line}',
    sku: 'DBD',
    kind: 'candle-holder',
    delivery: 'd2-8',
    description: 'Tre ljusstakar och en vas för det dukade bordet.',
    options: [
      { title: 'Ljusstakar', category: 'ljusstakar', type: 'select', qty: 3, required: true },
      { title: 'Vas', category: 'vaser', type: 'radio', qty: 1, required: true },
    ],
  },
];

export interface GroupedTemplate {
  name: string;
  sku: string;
  category: string;
  description: string;
}

export const GROUPED: GroupedTemplate[] = [
  {
    name: 'Kuddset {line}',
    sku: 'KSET',
    category: 'kuddar',
    description: 'Kuddfodral i färger som passar ihop – köp hela setet eller bara dina favoriter.',
  },
  {
    name: 'Vasset {line}',
    sku: 'VSET',
    category: 'vaser',
    description: 'Vaser i olika höjder som gör sig bäst i grupp.',
  },
  {
    name: 'Ljusstakeset {line}',
    sku: 'LSET',
    category: 'ljusstakar',
    description: 'Ljusstakar i olika höjder för en levande bordsdukning.',
  },
  {
    name: 'Krukset {line}',
    sku: 'KRSET',
    category: 'krukor',
    description: 'Krukor i tre storlekar för fönsterbrädan.',
  },
  {
    name: 'Plädset {line}',
    sku: 'PSET',
    category: 'pladar',
    description: 'Plädar att blanda i soffan och sängen.',
  },
];

export interface ServiceTemplate {
  name: string;
  sku: string;
  kind: Kind;
  category: string;
  priceKr: number;
  description: string;
  /** Downloadables: e-books are taxed at 6 %. */
  ebook?: boolean;
}

export const VIRTUALS: ServiceTemplate[] = [
  {
    name: 'Inredningsrådgivning 1 timme',
    sku: 'TJ-INR-1H',
    kind: 'service',
    category: 'inredningshjalp',
    priceKr: 995,
    description:
      'En timme med en av våra inredare i butik eller via video. Du får förslag på möblering, färg och belysning.',
  },
  {
    name: 'Inredningsrådgivning 3 timmar',
    sku: 'TJ-INR-3H',
    kind: 'service',
    category: 'inredningshjalp',
    priceKr: 2495,
    description:
      'Vår inredare besöker dig hemma och tar fram en plan för ett eller två rum med skisser och produktlista.',
  },
  {
    name: 'Videorådgivning 45 minuter',
    sku: 'TJ-VID-45',
    kind: 'service',
    category: 'inredningshjalp',
    priceKr: 595,
    description: 'Visa ditt rum i mobilen och få konkreta tips från en inredare.',
  },
  {
    name: 'Färgsättning av ett rum',
    sku: 'TJ-FARG',
    kind: 'service',
    category: 'inredningshjalp',
    priceKr: 1495,
    description: 'En färgsättning med väggkulör, textilier och detaljer som passar ditt ljus.',
  },
  {
    name: 'Montering av garderob',
    sku: 'TJ-MON-GAR',
    kind: 'service',
    category: 'montering',
    priceKr: 1295,
    description: 'Vi monterar och förankrar garderoben och tar med oss emballaget.',
  },
  {
    name: 'Montering av säng',
    sku: 'TJ-MON-SNG',
    kind: 'service',
    category: 'montering',
    priceKr: 695,
    description: 'Vi monterar sängram och botten på plats i sovrummet.',
  },
  {
    name: 'Montering av hylla på vägg',
    sku: 'TJ-MON-HYL',
    kind: 'service',
    category: 'montering',
    priceKr: 495,
    description: 'Vi hänger upp och förankrar hyllan med rätt beslag för din vägg.',
  },
  {
    name: 'Installation av taklampa',
    sku: 'TJ-INST-TAK',
    kind: 'service',
    category: 'montering',
    priceKr: 795,
    description: 'En behörig elektriker ansluter och hänger upp din taklampa.',
  },
  {
    name: 'Inbärning och rumsplacering',
    sku: 'TJ-INB',
    kind: 'service',
    category: 'montering',
    priceKr: 395,
    description: 'Vi bär in dina möbler och ställer dem i rätt rum.',
  },
  {
    name: 'Bortforsling av gamla möbler',
    sku: 'TJ-BORT',
    kind: 'service',
    category: 'montering',
    priceKr: 695,
    description: 'Vi tar med oss upp till tre gamla möbler till återbruk eller återvinning.',
  },
  {
    name: 'Tygskyddsbehandling av soffa',
    sku: 'TJ-TYG',
    kind: 'service',
    category: 'montering',
    priceKr: 1195,
    description: 'Impregnering som gör att spill pärlar sig och kan torkas bort.',
  },
  {
    name: 'Presentkort 250 kr',
    sku: 'PK-250',
    kind: 'gift-card',
    category: 'presentkort',
    priceKr: 250,
    description: 'Ett digitalt presentkort som skickas via e-post och gäller i två år.',
  },
  {
    name: 'Presentkort 500 kr',
    sku: 'PK-500',
    kind: 'gift-card',
    category: 'presentkort',
    priceKr: 500,
    description: 'Ett digitalt presentkort som skickas via e-post och gäller i två år.',
  },
  {
    name: 'Presentkort 1000 kr',
    sku: 'PK-1000',
    kind: 'gift-card',
    category: 'presentkort',
    priceKr: 1000,
    description: 'Ett digitalt presentkort som skickas via e-post och gäller i två år.',
  },
  {
    name: 'Presentkort 2000 kr',
    sku: 'PK-2000',
    kind: 'gift-card',
    category: 'presentkort',
    priceKr: 2000,
    description: 'Ett digitalt presentkort som skickas via e-post och gäller i två år.',
  },
];

export const DOWNLOADABLES: ServiceTemplate[] = [
  {
    name: 'Inredningsguide: Skandinaviskt hem (e-bok)',
    sku: 'EB-SKAND',
    kind: 'guide',
    category: 'guider',
    priceKr: 149,
    ebook: true,
    description:
      'Hur du skapar ett ljust, lugnt och personligt hem med nordiska material och färger. 120 sidor med bilder från verkliga hem.',
  },
  {
    name: 'Färg hemma – en guide till kulörer (e-bok)',
    sku: 'EB-FARG',
    kind: 'guide',
    category: 'guider',
    priceKr: 129,
    ebook: true,
    description: 'Lär dig kombinera kulörer som fungerar i nordiskt ljus, rum för rum.',
  },
  {
    name: 'Små hem, stora idéer (e-bok)',
    sku: 'EB-SMA',
    kind: 'guide',
    category: 'guider',
    priceKr: 119,
    ebook: true,
    description: 'Smarta lösningar för förvaring och möblering i ettor och tvåor.',
  },
  {
    name: 'Textilguiden: linne, ull och bomull (e-bok)',
    sku: 'EB-TEXTIL',
    kind: 'guide',
    category: 'guider',
    priceKr: 99,
    ebook: true,
    description: 'Allt om naturfibrer: hur de känns, åldras och ska skötas.',
  },
  {
    name: 'Ljus i mörker – belysning för nordiska hem (e-bok)',
    sku: 'EB-LJUS',
    kind: 'guide',
    category: 'guider',
    priceKr: 129,
    ebook: true,
    description: 'Planera belysningen i lager så att hemmet känns varmt hela vintern.',
  },
  {
    name: 'Gröna rum – växter inomhus (e-bok)',
    sku: 'EB-GRONA',
    kind: 'guide',
    category: 'guider',
    priceKr: 119,
    ebook: true,
    description: 'Vilka växter trivs var, och hur du håller dem gröna året runt.',
  },
  {
    name: 'Loppisfynd och ommålning (e-bok)',
    sku: 'EB-LOPPIS',
    kind: 'guide',
    category: 'guider',
    priceKr: 99,
    ebook: true,
    description: 'Ge gamla möbler nytt liv – steg för steg med slipning, grundning och målning.',
  },
  {
    name: 'Balkong och altan året runt (e-bok)',
    sku: 'EB-BALKONG',
    kind: 'guide',
    category: 'guider',
    priceKr: 119,
    ebook: true,
    description: 'Gör uteplatsen till ett extra rum från april till oktober.',
  },
  {
    name: 'Monteringsanvisning PDF: Garderober',
    sku: 'PDF-MON-GAR',
    kind: 'guide',
    category: 'guider',
    priceKr: 29,
    description: 'Illustrerad monteringsanvisning för våra garderober, med lista över beslag.',
  },
  {
    name: 'Planeringsmall för vardagsrum (PDF)',
    sku: 'PDF-PLAN-VR',
    kind: 'guide',
    category: 'guider',
    priceKr: 49,
    description: 'Rutpapper och skalenliga möbelmallar för att planera vardagsrummet.',
  },
  {
    name: 'Möbelvårdsguide (PDF)',
    sku: 'PDF-VARD',
    kind: 'guide',
    category: 'guider',
    priceKr: 39,
    description: 'Så sköter du trä, textil, läder och sten så att möblerna håller i generationer.',
  },
  {
    name: 'Sy egna kuddfodral – mönster (PDF)',
    sku: 'PDF-KUDDE',
    kind: 'guide',
    category: 'guider',
    priceKr: 59,
    description: 'Mönster i tre storlekar och en enkel sybeskrivning för nybörjare.',
  },
  {
    name: 'Bygg en bänk i ek – ritningar (PDF)',
    sku: 'PDF-BANK',
    kind: 'guide',
    category: 'guider',
    priceKr: 79,
    description: 'Måttsatta ritningar och materiallista för en klassisk bänk i massiv ek.',
  },
  {
    name: 'Planeringsmall för matplats (PDF)',
    sku: 'PDF-PLAN-MP',
    kind: 'guide',
    category: 'guider',
    priceKr: 49,
    description: 'Mått och avstånd för bord, stolar och belysning kring matbordet.',
  },
  {
    name: 'Checklista för flytten (PDF)',
    sku: 'PDF-FLYTT',
    kind: 'guide',
    category: 'guider',
    priceKr: 29,
    description: 'Vecka för vecka: allt du behöver tänka på inför flytten.',
  },
];
