/**
 * The parts demo product names are built from (templates' nouns and variant labels, colours, composite and service
 * names), in English, German and Italian (decision 0058). Names are translated part by part, so every text here is a
 * short term that can be checked; line names (Lund, Vass, …) are names and stay as they are, but for those that are
 * colour words (COLOR_LINES).
 */
export type Terms = Readonly<Record<string, readonly [en: string, de: string, it: string]>>;

export const NOUNS: Terms = {
  Soffa: ['Sofa', 'Sofa', 'Divano'],
  Divansoffa: ['Chaise sofa', 'Sofa mit Récamiere', 'Divano con chaise longue'],
  Fåtölj: ['Armchair', 'Sessel', 'Poltrona'],
  Soffbord: ['Coffee table', 'Couchtisch', 'Tavolino'],
  'TV-bänk': ['TV bench', 'TV-Bank', 'Mobile TV'],
  Säng: ['Bed', 'Bett', 'Letto'],
  Sängbord: ['Bedside table', 'Nachttisch', 'Comodino'],
  Garderob: ['Wardrobe', 'Kleiderschrank', 'Armadio'],
  Matbord: ['Dining table', 'Esstisch', 'Tavolo da pranzo'],
  Stol: ['Chair', 'Stuhl', 'Sedia'],
  Bänk: ['Bench', 'Bank', 'Panca'],
  Hylla: ['Shelf', 'Regal', 'Scaffale'],
  Skänk: ['Sideboard', 'Sideboard', 'Credenza'],
  Vitrinskåp: ['Display cabinet', 'Vitrine', 'Vetrina'],
  Byrå: ['Chest of drawers', 'Kommode', 'Cassettiera'],
  Taklampa: ['Ceiling lamp', 'Deckenleuchte', 'Lampada a soffitto'],
  Golvlampa: ['Floor lamp', 'Stehleuchte', 'Lampada da terra'],
  Bordslampa: ['Table lamp', 'Tischleuchte', 'Lampada da tavolo'],
  Matta: ['Rug', 'Teppich', 'Tappeto'],
  Kuddfodral: ['Cushion cover', 'Kissenbezug', 'Federa per cuscino'],
  Pläd: ['Throw', 'Plaid', 'Plaid'],
  Gardinlängd: ['Curtain panel', 'Vorhangschal', 'Tenda'],
  Påslakanset: ['Duvet cover set', 'Bettwäsche-Set', 'Set copripiumino'],
  Vas: ['Vase', 'Vase', 'Vaso'],
  Ljusstake: ['Candle holder', 'Kerzenhalter', 'Portacandela'],
  Spegel: ['Mirror', 'Spiegel', 'Specchio'],
  Kruka: ['Plant pot', 'Blumentopf', 'Vaso per piante'],
  Utesoffa: ['Outdoor sofa', 'Gartensofa', 'Divano da esterno'],
  Utebord: ['Outdoor table', 'Gartentisch', 'Tavolo da esterno'],
  Solstol: ['Deckchair', 'Liegestuhl', 'Sedia a sdraio'],
  Solsäng: ['Sun lounger', 'Sonnenliege', 'Lettino prendisole'],
};

/** Variant labels that are words; sizes (160x230, Ø30, 180) are the same in every language. */
export const LABELS: Terms = {
  '2-sits': ['2-seat', '2-Sitzer', '2 posti'],
  '3-sits': ['3-seat', '3-Sitzer', '3 posti'],
  '4-sits': ['4-seat', '4-Sitzer', '4 posti'],
  mini: ['mini', 'Mini', 'mini'],
  'hög rygg': ['high back', 'hohe Rückenlehne', 'schienale alto'],
  stort: ['large', 'groß', 'grande'],
  '1 dörr': ['1 door', '1 Tür', '1 anta'],
  '2 dörrar': ['2 doors', '2 Türen', '2 ante'],
  '3 dörrar': ['3 doors', '3 Türen', '3 ante'],
  runt: ['round', 'rund', 'rotondo'],
  'med armstöd': ['with armrests', 'mit Armlehnen', 'con braccioli'],
  låg: ['low', 'niedrig', 'basso'],
  hög: ['tall', 'hoch', 'alto'],
  '3 lådor': ['3 drawers', '3 Schubladen', '3 cassetti'],
  '6 lådor': ['6 drawers', '6 Schubladen', '6 cassetti'],
  liten: ['small', 'klein', 'piccolo'],
  stor: ['large', 'groß', 'grande'],
  rund: ['round', 'rund', 'rotondo'],
  hel: ['full-length', 'Ganzkörper', 'a figura intera'],
  café: ['bistro', 'Bistro', 'bistrot'],
};

export const COLORS: Terms = {
  Vit: ['White', 'Weiß', 'Bianco'],
  Svart: ['Black', 'Schwarz', 'Nero'],
  Grå: ['Grey', 'Grau', 'Grigio'],
  Ljusgrå: ['Light grey', 'Hellgrau', 'Grigio chiaro'],
  Mörkgrå: ['Dark grey', 'Dunkelgrau', 'Grigio scuro'],
  Beige: ['Beige', 'Beige', 'Beige'],
  Natur: ['Natural', 'Natur', 'Naturale'],
  Ek: ['Oak', 'Eiche', 'Rovere'],
  Valnöt: ['Walnut', 'Nussbaum', 'Noce'],
  Grön: ['Green', 'Grün', 'Verde'],
  Mörkgrön: ['Dark green', 'Dunkelgrün', 'Verde scuro'],
  Blå: ['Blue', 'Blau', 'Blu'],
  Mörkblå: ['Navy', 'Dunkelblau', 'Blu scuro'],
  Terrakotta: ['Terracotta', 'Terrakotta', 'Terracotta'],
  Rosa: ['Pink', 'Rosa', 'Rosa'],
  Gul: ['Yellow', 'Gelb', 'Giallo'],
  Brun: ['Brown', 'Braun', 'Marrone'],
  Cognac: ['Cognac', 'Cognac', 'Cognac'],
  Mässing: ['Brass', 'Messing', 'Ottone'],
};

/**
 * Line names that are words a shopper reads as a colour ("Kornblå", cornflower blue): a German or Italian shopper
 * would read a Swedish colour word in the name, so these are named in each language, as the colours above are.
 */
export const COLOR_LINES: Terms = {
  Kornblå: ['Cornflower', 'Kornblau', 'Fiordaliso'],
};

/** Bundles' and grouped products' names; {line} is the product line's name. */
export const COMPOSITES: Terms = {
  'Matgrupp {line}: bord + 4 stolar': [
    'Dining set {line}: table + 4 chairs',
    'Essgruppe {line}: Tisch + 4 Stühle',
    'Set da pranzo {line}: tavolo + 4 sedie',
  ],
  'Soffgrupp {line}': ['Sofa set {line}', 'Sofagruppe {line}', 'Salotto {line}'],
  'Sovrumsset {line}': ['Bedroom set {line}', 'Schlafzimmer-Set {line}', 'Set camera da letto {line}'],
  'Läshörna {line}': ['Reading corner {line}', 'Leseecke {line}', 'Angolo lettura {line}'],
  'Belysningspaket {line}': ['Lighting set {line}', 'Leuchten-Set {line}', 'Set di illuminazione {line}'],
  'Utegrupp {line}': ['Outdoor set {line}', 'Gartengruppe {line}', 'Set da esterno {line}'],
  'Hallpaket {line}': ['Hallway set {line}', 'Flur-Set {line}', 'Set ingresso {line}'],
  'Dukat bord {line}': ['Table setting {line}', 'Gedeckter Tisch {line}', 'Tavola apparecchiata {line}'],
  'Kuddset {line}': ['Cushion set {line}', 'Kissen-Set {line}', 'Set di cuscini {line}'],
  'Vasset {line}': ['Vase set {line}', 'Vasen-Set {line}', 'Set di vasi {line}'],
  'Ljusstakeset {line}': [
    'Candle holder set {line}',
    'Kerzenhalter-Set {line}',
    'Set di portacandele {line}',
  ],
  'Krukset {line}': ['Plant pot set {line}', 'Blumentopf-Set {line}', 'Set di vasi per piante {line}'],
  'Plädset {line}': ['Throw set {line}', 'Plaid-Set {line}', 'Set di plaid {line}'],
};

/** Services', gift cards' and guides' names. */
export const SERVICES: Terms = {
  'Inredningsrådgivning 1 timme': [
    'Interior design advice, 1 hour',
    'Einrichtungsberatung, 1 Stunde',
    'Consulenza d’arredo, 1 ora',
  ],
  'Inredningsrådgivning 3 timmar': [
    'Interior design advice, 3 hours',
    'Einrichtungsberatung, 3 Stunden',
    'Consulenza d’arredo, 3 ore',
  ],
  'Videorådgivning 45 minuter': [
    'Video advice, 45 minutes',
    'Videoberatung, 45 Minuten',
    'Consulenza video, 45 minuti',
  ],
  'Färgsättning av ett rum': [
    'Colour scheme for one room',
    'Farbkonzept für einen Raum',
    'Scelta dei colori per una stanza',
  ],
  'Montering av garderob': ['Wardrobe assembly', 'Montage eines Kleiderschranks', 'Montaggio dell’armadio'],
  'Montering av säng': ['Bed assembly', 'Montage eines Betts', 'Montaggio del letto'],
  'Montering av hylla på vägg': [
    'Wall shelf mounting',
    'Wandmontage eines Regals',
    'Montaggio di una mensola a parete',
  ],
  'Installation av taklampa': [
    'Ceiling lamp installation',
    'Installation einer Deckenleuchte',
    'Installazione di una lampada a soffitto',
  ],
  'Inbärning och rumsplacering': [
    'Carry-in and room placement',
    'Hereintragen und Aufstellen im Raum',
    'Trasporto in casa e posizionamento',
  ],
  'Bortforsling av gamla möbler': [
    'Removal of old furniture',
    'Abholung alter Möbel',
    'Ritiro dei vecchi mobili',
  ],
  'Tygskyddsbehandling av soffa': [
    'Fabric protection for a sofa',
    'Stoffschutzbehandlung für ein Sofa',
    'Trattamento protettivo per il tessuto del divano',
  ],
  'Presentkort 250 kr': ['Gift card 250 kr', 'Geschenkkarte 25 €', 'Carta regalo 25 €'],
  'Presentkort 500 kr': ['Gift card 500 kr', 'Geschenkkarte 50 €', 'Carta regalo 50 €'],
  'Presentkort 1000 kr': ['Gift card 1000 kr', 'Geschenkkarte 100 €', 'Carta regalo 100 €'],
  'Presentkort 2000 kr': ['Gift card 2000 kr', 'Geschenkkarte 200 €', 'Carta regalo 200 €'],
  'Inredningsguide: Skandinaviskt hem (e-bok)': [
    'Interior guide: Scandinavian home (e-book)',
    'Einrichtungsratgeber: Skandinavisches Zuhause (E-Book)',
    'Guida d’arredo: casa scandinava (e-book)',
  ],
  'Färg hemma – en guide till kulörer (e-bok)': [
    'Colour at home – a guide to shades (e-book)',
    'Farbe zu Hause – ein Ratgeber für Farbtöne (E-Book)',
    'Colore in casa – guida alle tinte (e-book)',
  ],
  'Små hem, stora idéer (e-bok)': [
    'Small homes, big ideas (e-book)',
    'Kleine Wohnung, große Ideen (E-Book)',
    'Case piccole, grandi idee (e-book)',
  ],
  'Textilguiden: linne, ull och bomull (e-bok)': [
    'The textile guide: linen, wool and cotton (e-book)',
    'Textilratgeber: Leinen, Wolle und Baumwolle (E-Book)',
    'Guida ai tessuti: lino, lana e cotone (e-book)',
  ],
  'Ljus i mörker – belysning för nordiska hem (e-bok)': [
    'Light in the dark – lighting for Nordic homes (e-book)',
    'Licht im Dunkeln – Beleuchtung für nordische Wohnungen (E-Book)',
    'Luce nel buio – illuminazione per case nordiche (e-book)',
  ],
  'Gröna rum – växter inomhus (e-bok)': [
    'Green rooms – indoor plants (e-book)',
    'Grüne Räume – Zimmerpflanzen (E-Book)',
    'Stanze verdi – piante da interno (e-book)',
  ],
  'Loppisfynd och ommålning (e-bok)': [
    'Flea market finds and repainting (e-book)',
    'Flohmarktfunde neu gestrichen (E-Book)',
    'Trovate al mercatino e riverniciate (e-book)',
  ],
  'Balkong och altan året runt (e-bok)': [
    'Balcony and terrace all year round (e-book)',
    'Balkon und Terrasse das ganze Jahr (E-Book)',
    'Balcone e terrazza tutto l’anno (e-book)',
  ],
  'Monteringsanvisning PDF: Garderober': [
    'Assembly instructions PDF: Wardrobes',
    'Montageanleitung PDF: Kleiderschränke',
    'Istruzioni di montaggio PDF: armadi',
  ],
  'Planeringsmall för vardagsrum (PDF)': [
    'Living room planner (PDF)',
    'Planungsvorlage für das Wohnzimmer (PDF)',
    'Modello di progettazione per il soggiorno (PDF)',
  ],
  'Möbelvårdsguide (PDF)': [
    'Furniture care guide (PDF)',
    'Möbelpflege-Ratgeber (PDF)',
    'Guida alla cura dei mobili (PDF)',
  ],
  'Sy egna kuddfodral – mönster (PDF)': [
    'Sew your own cushion covers – patterns (PDF)',
    'Kissenbezüge selbst nähen – Schnittmuster (PDF)',
    'Cuci le tue federe – cartamodelli (PDF)',
  ],
  'Bygg en bänk i ek – ritningar (PDF)': [
    'Build an oak bench – drawings (PDF)',
    'Eine Bank aus Eiche bauen – Baupläne (PDF)',
    'Costruisci una panca in rovere – disegni (PDF)',
  ],
  'Planeringsmall för matplats (PDF)': [
    'Dining area planner (PDF)',
    'Planungsvorlage für den Essbereich (PDF)',
    'Modello di progettazione per la zona pranzo (PDF)',
  ],
  'Checklista för flytten (PDF)': [
    'Moving checklist (PDF)',
    'Checkliste für den Umzug (PDF)',
    'Lista di controllo per il trasloco (PDF)',
  ],
};

/** A later edition of a service or guide: "{name} – utgåva 2". */
export const EDITION: readonly [en: string, de: string, it: string] = ['edition', 'Ausgabe', 'edizione'];

/** Materials of the short descriptions ("Soffa i bouclé"), lower case as they stand in a sentence. */
export const MATERIALS: Terms = {
  aluminium: ['aluminium', 'Aluminium', 'alluminio'],
  björk: ['birch', 'Birke', 'betulla'],
  bomull: ['cotton', 'Baumwolle', 'cotone'],
  bouclé: ['bouclé', 'Bouclé', 'bouclé'],
  ek: ['oak', 'Eiche', 'rovere'],
  furu: ['pine', 'Kiefer', 'pino'],
  glas: ['glass', 'Glas', 'vetro'],
  jute: ['jute', 'Jute', 'iuta'],
  keramik: ['ceramic', 'Keramik', 'ceramica'],
  linne: ['linen', 'Leinen', 'lino'],
  läder: ['leather', 'Leder', 'pelle'],
  marmor: ['marble', 'Marmor', 'marmo'],
  metall: ['metal', 'Metall', 'metallo'],
  mässing: ['brass', 'Messing', 'ottone'],
  papper: ['paper', 'Papier', 'carta'],
  rotting: ['rattan', 'Rattan', 'rattan'],
  sammet: ['velvet', 'Samt', 'velluto'],
  teak: ['teak', 'Teak', 'teak'],
  terrakotta: ['terracotta', 'Terrakotta', 'terracotta'],
  ull: ['wool', 'Wolle', 'lana'],
  valnöt: ['walnut', 'Nussbaum', 'noce'],
  'svart metall': ['black metal', 'schwarzem Metall', 'metallo nero'],
  trä: ['wood', 'Holz', 'legno'],
};

/** The sentence parts of a short description: "{noun} i {material}", legs or frame, colour. */
export const SHORT: Readonly<
  Record<'made' | 'legs' | 'frame' | 'color' | 'colors', readonly [string, string, string]>
> = {
  made: ['{noun} in {material}', '{noun} aus {material}', '{noun} in {material}'],
  legs: [' with legs in {material}', ' mit Beinen aus {material}', ' con gambe in {material}'],
  frame: [' with a frame in {material}', ' mit Gestell aus {material}', ' con struttura in {material}'],
  color: ['Colour: {color}.', 'Farbe: {color}.', 'Colore: {color}.'],
  colors: [
    'Available in {count} colours.',
    'In {count} Farben erhältlich.',
    'Disponibile in {count} colori.',
  ],
};
