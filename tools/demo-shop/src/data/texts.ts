/** Product line names: short Swedish names, places and nature words ("Soffa Lund 3-sits"). */
export const LINE_NAMES = [
  'Lund',
  'Ella',
  'Åsa',
  'Sjö',
  'Glimt',
  'Berga',
  'Viken',
  'Falk',
  'Ask',
  'Alm',
  'Lind',
  'Runa',
  'Saga',
  'Tove',
  'Vilma',
  'Nora',
  'Stina',
  'Kajsa',
  'Linnea',
  'Frej',
  'Holm',
  'Strand',
  'Mora',
  'Ystad',
  'Visby',
  'Torp',
  'Äng',
  'Dal',
  'Fjäll',
  'Skog',
  'Bris',
  'Dimma',
  'Dagg',
  'Moln',
  'Måne',
  'Ljung',
  'Vass',
  'Tall',
  'Gran',
  'Hassel',
  'Rönn',
  'Sälg',
  'Vide',
  'Klöver',
  'Malva',
  'Vallmo',
  'Idun',
  'Embla',
  'Astrid',
  'Greta',
  'Elsa',
  'Maja',
  'Signe',
  'Ingrid',
  'Hedda',
  'Alva',
  'Ebba',
  'Agnes',
  'Vera',
  'Iris',
  'Ronja',
  'Selma',
  'Hugo',
  'Olle',
  'Nils',
  'Arvid',
  'Sigge',
  'Måns',
  'Knut',
  'Otto',
  'Edvin',
  'Orust',
  'Tjörn',
  'Koster',
  'Ven',
  'Kivik',
  'Skanör',
  'Böda',
  'Sunne',
  'Åre',
  'Tärna',
  'Sälen',
  'Varberg',
  'Rimfrost',
  'Hjortron',
  'Lingon',
  'Enbär',
  'Kvist',
  'Kotte',
  'Sten',
  'Flinta',
  'Kalk',
  'Lera',
  'Tång',
  'Bölja',
  'Våg',
  'Ebb',
  'Lugn',
  'Skymning',
  'Gryning',
  'Solvarv',
  'Midsommar',
  'Ängsull',
  'Kornblå',
  'Havre',
  'Råg',
  'Mjöd',
];

/** Second parts that make more line names for big benchmark shops ("Lundvik", "Ellaholm"). */
export const LINE_SUFFIXES = [
  '',
  'vik',
  'holm',
  'berg',
  'dal',
  'näs',
  'ås',
  'torp',
  'by',
  'sjö',
  'ö',
  'mark',
  'lid',
  'strand',
  'hult',
  'ryd',
];

interface MaterialText {
  sentence: string;
  care: string;
  /** Drawing tone of legs / frames in this material. */
  tone: string;
}

const WOOD_CARE = 'Torka av med en lätt fuktad trasa och behandla vid behov med möbelolja.';
const TEXTILE_CARE = 'Dammsug regelbundet och fläckbehandla med en fuktig trasa.';

export const MATERIAL_TEXT: Record<string, MaterialText> = {
  Ek: {
    sentence: 'Tillverkad av massiv ek som får en vacker, varm patina med åren.',
    care: WOOD_CARE,
    tone: '#C8A273',
  },
  Björk: {
    sentence: 'Tillverkad av ljus svensk björk med fin, jämn ådring.',
    care: WOOD_CARE,
    tone: '#E0C9A0',
  },
  Furu: { sentence: 'Tillverkad av kvistfri furu från svenska skogar.', care: WOOD_CARE, tone: '#DDBB8A' },
  Valnöt: {
    sentence: 'Valnötsfaneret har en djup, mörk ådring som gör varje exemplar unikt.',
    care: WOOD_CARE,
    tone: '#6B4A33',
  },
  Teak: {
    sentence: 'Teaken kommer från certifierade plantager och tål sol, regn och frost.',
    care: 'Tvätta med milt såpvatten och olja med teakolja om du vill behålla den gyllene tonen.',
    tone: '#A8784A',
  },
  Metall: {
    sentence: 'Stommen är i pulverlackerat stål som är både stabilt och lätt.',
    care: 'Torka av med en fuktig trasa och torka torrt.',
    tone: '#2E2D2B',
  },
  Mässing: {
    sentence: 'Detaljerna i borstad mässing ger ett varmt, exklusivt skimmer.',
    care: 'Torka av med en torr, mjuk trasa; mässingen får en naturlig patina med tiden.',
    tone: '#B8975A',
  },
  Aluminium: {
    sentence: 'Den pulverlackerade aluminiumramen rostar inte och är lätt att flytta.',
    care: 'Tvätta av med milt såpvatten.',
    tone: '#8E9396',
  },
  Glas: {
    sentence: 'Glaset är munblåst och har små luftbubblor som är typiska för hantverket.',
    care: 'Diska för hand med mild diskmedel.',
    tone: '#B9C7C4',
  },
  Marmor: {
    sentence: 'Skivan är i naturlig marmor där ådring och färgspel varierar.',
    care: 'Torka upp spill direkt; marmor är känsligt för syra och fett.',
    tone: '#E6E2DC',
  },
  Bomull: {
    sentence: 'Tyget är vävt av ekologisk, GOTS-certifierad bomull.',
    care: 'Tvättas i 40 grader.',
    tone: '#C8A273',
  },
  Linne: {
    sentence: 'Det stentvättade linnet är mjukt redan från början och andas året runt.',
    care: 'Tvättas i 40 grader och torkas gärna på tork.',
    tone: '#C8A273',
  },
  Ull: {
    sentence: 'Ullen kommer från svenska får och är naturligt smutsavvisande.',
    care: 'Vädra regelbundet och fläckbehandla med kallt vatten.',
    tone: '#C8A273',
  },
  Jute: {
    sentence: 'Jute är en snabbväxande naturfiber med en grov, levande struktur.',
    care: 'Dammsug utan borste och undvik väta.',
    tone: '#C8A273',
  },
  Sammet: {
    sentence: 'Klädseln är en tät sammet av återvunnen polyester som skiftar vackert i ljuset.',
    care: TEXTILE_CARE,
    tone: '#C8A273',
  },
  Bouclé: {
    sentence: 'Bouclétyget har en mjuk, lockig struktur som är skön mot huden.',
    care: TEXTILE_CARE,
    tone: '#C8A273',
  },
  Rotting: {
    sentence: 'Rottingen är handflätad och ger ett lätt, luftigt uttryck.',
    care: 'Dammsug med mjuk borste och torka av med en fuktig trasa.',
    tone: '#C9A26B',
  },
  Keramik: {
    sentence: 'Keramiken är handdrejad och glaserad för hand i en liten verkstad.',
    care: 'Diska för hand.',
    tone: '#C8A273',
  },
  Terrakotta: {
    sentence: 'Terrakottan är bränd av naturlig lera och andas så att rötterna mår bra.',
    care: 'Skölj ur med vatten och borsta vid behov.',
    tone: '#C0704F',
  },
  Läder: {
    sentence: 'Det vegetabiliskt garvade lädret blir bara vackrare med åren.',
    care: 'Behandla med läderbalsam två gånger om året.',
    tone: '#A0623A',
  },
  Papper: {
    sentence: 'Skärmen är gjord av handgjort rispapper som ger ett mjukt, diffust ljus.',
    care: 'Damma av med en mjuk pensel.',
    tone: '#EDE6D8',
  },
};

export function materialText(material: string): MaterialText {
  const text = MATERIAL_TEXT[material];
  if (!text) throw new Error(`No text for material ${material}`);
  return text;
}

/** A shop-style price in kronor: 249, 1 295, 12 995, sometimes 4 500. */
export function nicePriceKr(kronor: number, roundHundreds: boolean): number {
  if (kronor < 100) return Math.max(49, Math.round(kronor / 10) * 10 - 1);
  if (kronor < 1000) return Math.round(kronor / 50) * 50 - 1;
  if (kronor < 5000) return Math.round(kronor / 100) * 100 - 5;
  const rounded = Math.round(kronor / 500) * 500;
  return roundHundreds ? rounded : rounded - 5;
}
