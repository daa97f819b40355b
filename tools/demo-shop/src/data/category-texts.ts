/**
 * Category descriptions of the English, German and Italian store views (decisions 0029, 0058), by slug: the same
 * sentence as the Swedish one in categories.ts, so no category page of /en, /de or /it shows Swedish prose.
 */
type Texts = Readonly<Record<string, readonly [en: string, de: string, it: string]>>;

export const CATEGORY_DESCRIPTIONS: Texts = {
  vardagsrum: [
    'Sofas, armchairs and tables for the room where life happens – soft, hard-wearing and made to last.',
    'Sofas, Sessel und Tische für den Raum, in dem das Leben spielt – weich, robust und gemacht, um lange zu halten.',
    'Divani, poltrone e tavolini per la stanza dove si vive – morbidi, resistenti e fatti per durare.',
  ],
  soffor: [
    'Deep, comfortable sofas in bouclé, linen and velvet. Choose the size and colour that suit your living room.',
    'Tiefe, bequeme Sofas aus Bouclé, Leinen und Samt. Wählen Sie Größe und Farbe passend zu Ihrem Wohnzimmer.',
    'Divani profondi e comodi in bouclé, lino e velluto. Scegli la misura e il colore adatti al tuo soggiorno.',
  ],
  fatoljer: [
    'Armchairs for the reading corner and the fireside – from light shells to deep wing chairs.',
    'Sessel für die Leseecke und den Kamin – von leichten Schalensesseln bis zu tiefen Ohrensesseln.',
    'Poltrone per l’angolo lettura e il caminetto – dalle sedute leggere alle bergère più profonde.',
  ],
  soffbord: [
    'Coffee tables in oak, walnut, marble and glass – round, oval and rectangular.',
    'Couchtische aus Eiche, Nussbaum, Marmor und Glas – rund, oval und rechteckig.',
    'Tavolini in rovere, noce, marmo e vetro – rotondi, ovali e rettangolari.',
  ],
  'tv-bankar': [
    'Low TV benches with room for cables, games and books behind plain doors.',
    'Niedrige TV-Bänke mit Platz für Kabel, Spiele und Bücher hinter glatten Türen.',
    'Mobili TV bassi con spazio per cavi, giochi e libri dietro ante lisce.',
  ],
  sovrum: [
    'Beds, bedside tables and wardrobes for a calm bedroom with room for everything.',
    'Betten, Nachttische und Kleiderschränke für ein ruhiges Schlafzimmer mit Platz für alles.',
    'Letti, comodini e armadi per una camera tranquilla con spazio per tutto.',
  ],
  sangar: [
    'Beds and bed frames with an upholstered headboard or in solid wood, in every common width.',
    'Betten und Bettgestelle mit gepolstertem Kopfteil oder aus Massivholz, in allen üblichen Breiten.',
    'Letti e strutture con testiera imbottita o in legno massello, in tutte le larghezze comuni.',
  ],
  sangbord: [
    'Bedside tables with a drawer or an open shelf – room for a book, a lamp and a glass of water.',
    'Nachttische mit Schublade oder offenem Fach – Platz für Buch, Lampe und ein Glas Wasser.',
    'Comodini con cassetto o ripiano aperto – spazio per un libro, una lampada e un bicchiere d’acqua.',
  ],
  garderober: [
    'Wardrobes with shelves and a clothes rail, with plain or glazing-bar doors.',
    'Kleiderschränke mit Fächern und Kleiderstange, mit glatten oder Sprossentüren.',
    'Armadi con ripiani e asta appendiabiti, con ante lisce o a riquadri.',
  ],
  matplats: [
    'Dining tables, chairs and benches for long dinners and everyday breakfasts.',
    'Esstische, Stühle und Bänke für lange Abendessen und das Frühstück im Alltag.',
    'Tavoli, sedie e panche per lunghe cene e colazioni di tutti i giorni.',
  ],
  matbord: [
    'Dining tables in solid wood – round for conversation, long for the family dinner.',
    'Esstische aus Massivholz – rund für das Gespräch, lang für das Familienessen.',
    'Tavoli da pranzo in legno massello – rotondi per conversare, lunghi per le cene in famiglia.',
  ],
  matstolar: [
    'Sturdy, comfortable dining chairs in wood, with an upholstered seat or in rattan.',
    'Stabile, bequeme Esszimmerstühle aus Holz, mit gepolstertem Sitz oder aus Rattan.',
    'Sedie da pranzo robuste e comode in legno, con seduta imbottita o in rattan.',
  ],
  bankar: [
    'Benches for the dining area, the hall and the foot of the bed.',
    'Bänke für den Essplatz, den Flur und das Fußende des Bettes.',
    'Panche per la zona pranzo, l’ingresso e ai piedi del letto.',
  ],
  forvaring: [
    'Shelves, cabinets and chests of drawers that bring order without taking over the room.',
    'Regale, Schränke und Kommoden, die Ordnung schaffen, ohne den Raum zu beherrschen.',
    'Scaffali, mobili e cassettiere che mettono ordine senza invadere la stanza.',
  ],
  hyllor: [
    'Bookcases, wall shelves and shelving systems in wood and metal.',
    'Bücherregale, Wandregale und Regalsysteme aus Holz und Metall.',
    'Librerie, mensole e sistemi di scaffali in legno e metallo.',
  ],
  skap: [
    'Sideboards and display cabinets for china, books and collections.',
    'Sideboards und Vitrinen für Porzellan, Bücher und Sammlungen.',
    'Credenze e vetrine per porcellane, libri e collezioni.',
  ],
  byraer: [
    'Chests of drawers with soft-closing drawers in oak, birch and lacquered colours.',
    'Kommoden mit sanft schließenden Schubladen aus Eiche, Birke und in lackierten Farben.',
    'Cassettiere con cassetti a chiusura ammortizzata in rovere, betulla e colori laccati.',
  ],
  belysning: [
    'Lamps that give a warm, cosy light – on the ceiling, on the floor and on the table.',
    'Leuchten für ein warmes, gemütliches Licht – an der Decke, auf dem Boden und auf dem Tisch.',
    'Lampade che danno una luce calda e accogliente – a soffitto, da terra e da tavolo.',
  ],
  taklampor: [
    'Ceiling lamps and pendants in glass, metal, paper and rattan.',
    'Deckenleuchten und Pendelleuchten aus Glas, Metall, Papier und Rattan.',
    'Lampade a soffitto e a sospensione in vetro, metallo, carta e rattan.',
  ],
  golvlampor: [
    'Floor lamps for reading and for atmosphere, with shades in linen and metal.',
    'Stehleuchten für Leselicht und Stimmungslicht, mit Schirmen aus Leinen und Metall.',
    'Lampade da terra per leggere e per creare atmosfera, con paralumi in lino e metallo.',
  ],
  bordslampor: [
    'Table lamps with a base in ceramic, glass and brass.',
    'Tischleuchten mit Fuß aus Keramik, Glas und Messing.',
    'Lampade da tavolo con base in ceramica, vetro e ottone.',
  ],
  textilier: [
    'Rugs, cushions, throws and curtains in natural materials such as linen, wool and cotton.',
    'Teppiche, Kissen, Plaids und Vorhänge aus Naturmaterialien wie Leinen, Wolle und Baumwolle.',
    'Tappeti, cuscini, plaid e tende in materiali naturali come lino, lana e cotone.',
  ],
  mattor: [
    'Hand-woven and tufted rugs in wool, jute and cotton in several sizes.',
    'Handgewebte und getuftete Teppiche aus Wolle, Jute und Baumwolle in mehreren Größen.',
    'Tappeti tessuti a mano e tufted in lana, iuta e cotone in diverse misure.',
  ],
  kuddar: [
    'Cushion covers and cushions in linen, velvet and bouclé.',
    'Kissenbezüge und Kissen aus Leinen, Samt und Bouclé.',
    'Federe e cuscini in lino, velluto e bouclé.',
  ],
  pladar: [
    'Soft throws in wool, cotton and merino for the sofa and the bed.',
    'Weiche Plaids aus Wolle, Baumwolle und Merino für Sofa und Bett.',
    'Plaid morbidi in lana, cotone e merino per il divano e il letto.',
  ],
  gardiner: [
    'Curtains and curtain panels in linen and cotton that filter the light beautifully.',
    'Vorhänge und Vorhangschals aus Leinen und Baumwolle, die das Licht schön filtern.',
    'Tende e teli in lino e cotone che filtrano la luce con delicatezza.',
  ],
  sangklader: [
    'Duvet covers and pillowcases in stone-washed linen and organic cotton percale.',
    'Bettbezüge und Kissenbezüge aus stonewashed Leinen und Perkal aus Bio-Baumwolle.',
    'Copripiumini e federe in lino lavato e percalle di cotone biologico.',
  ],
  dekoration: [
    'Vases, candle holders, mirrors and pots that turn a house into a home.',
    'Vasen, Kerzenhalter, Spiegel und Töpfe, die aus einem Haus ein Zuhause machen.',
    'Vasi, portacandele, specchi e vasi per piante che trasformano una casa nella tua casa.',
  ],
  vaser: [
    'Vases in mouth-blown glass and handmade ceramics.',
    'Vasen aus mundgeblasenem Glas und handgemachter Keramik.',
    'Vasi in vetro soffiato a bocca e ceramica fatta a mano.',
  ],
  ljusstakar: [
    'Candle holders and lanterns in brass, glass and ceramics.',
    'Kerzenhalter und Laternen aus Messing, Glas und Keramik.',
    'Portacandele e lanterne in ottone, vetro e ceramica.',
  ],
  speglar: [
    'Round, oval and rectangular mirrors with frames in wood and metal.',
    'Runde, ovale und rechteckige Spiegel mit Rahmen aus Holz und Metall.',
    'Specchi rotondi, ovali e rettangolari con cornice in legno e metallo.',
  ],
  krukor: [
    'Plant pots and cover pots in terracotta and glazed ceramics.',
    'Blumentöpfe und Übertöpfe aus Terrakotta und glasierter Keramik.',
    'Vasi e coprivasi in terracotta e ceramica smaltata.',
  ],
  utemobler: [
    'Outdoor furniture in teak, aluminium and rattan for the balcony, the deck and the garden.',
    'Gartenmöbel aus Teak, Aluminium und Rattan für Balkon, Terrasse und Garten.',
    'Mobili da esterno in teak, alluminio e rattan per il balcone, la terrazza e il giardino.',
  ],
  utesoffor: [
    'Outdoor sofas with weatherproof cushions for long summer evenings.',
    'Gartensofas mit wetterfesten Polstern für lange Sommerabende.',
    'Divani da esterno con cuscini resistenti alle intemperie per le lunghe sere d’estate.',
  ],
  utebord: [
    'Outdoor tables in teak and powder-coated aluminium – from café tables to long tables.',
    'Gartentische aus Teak und pulverbeschichtetem Aluminium – vom Bistrotisch bis zur langen Tafel.',
    'Tavoli da esterno in teak e alluminio verniciato a polvere – dal tavolino da bistrot al tavolo lungo.',
  ],
  solstolar: [
    'Sun loungers and deck chairs with an adjustable backrest.',
    'Sonnenliegen und Liegestühle mit verstellbarer Rückenlehne.',
    'Sdraio e lettini con schienale regolabile.',
  ],
  tjanster: [
    'Interior design help, assembly, gift cards and guides for your home.',
    'Einrichtungsberatung, Montage, Geschenkkarten und Ratgeber für Ihr Zuhause.',
    'Consulenza d’arredo, montaggio, carte regalo e guide per la tua casa.',
  ],
  inredningshjalp: [
    'Book one of our interior designers – in a shop, in your home or by video.',
    'Buchen Sie eine unserer Einrichtungsberaterinnen – im Geschäft, bei Ihnen zu Hause oder per Video.',
    'Prenota uno dei nostri arredatori – in negozio, a casa tua o in videochiamata.',
  ],
  montering: [
    'We assemble your furniture and take the packaging away.',
    'Wir montieren Ihre Möbel und nehmen die Verpackung mit.',
    'Montiamo i tuoi mobili e portiamo via l’imballaggio.',
  ],
  presentkort: [
    'Gift cards that are valid in all our shops and in the online shop.',
    'Geschenkkarten, die in allen unseren Geschäften und im Onlineshop gelten.',
    'Carte regalo valide in tutti i nostri negozi e nel negozio online.',
  ],
  guider: [
    'E-books, inspiration and assembly instructions to download.',
    'E-Books, Inspiration und Montageanleitungen zum Herunterladen.',
    'E-book, ispirazione e istruzioni di montaggio da scaricare.',
  ],
};
