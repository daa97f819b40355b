/**
 * The sentences of bundles', grouped products' and services' descriptions (composites.ts, services.ts and the
 * sentences generate/composites.ts adds) in English, German and Italian (decision 0058), by the Swedish sentence.
 * `{n}` stands for a number.
 */
type Sentences = Readonly<Record<string, readonly [en: string, de: string, it: string]>>;

export const PROSE: Sentences = {
  // Services (virtual products)
  'En timme med en av våra inredare i butik eller via video.': [
    'An hour with one of our interior designers, in a shop or by video.',
    'Eine Stunde mit einer unserer Einrichtungsberaterinnen im Geschäft oder per Video.',
    'Un’ora con uno dei nostri arredatori, in negozio o in videochiamata.',
  ],
  'Du får förslag på möblering, färg och belysning.': [
    'You get suggestions for furnishing, colour and lighting.',
    'Sie erhalten Vorschläge für Möblierung, Farbe und Beleuchtung.',
    'Ricevi proposte per arredamento, colori e illuminazione.',
  ],
  'Vår inredare besöker dig hemma och tar fram en plan för ett eller två rum med skisser och produktlista.': [
    'Our interior designer visits you at home and draws up a plan for one or two rooms with sketches and a product list.',
    'Unsere Einrichtungsberaterin besucht Sie zu Hause und erstellt einen Plan für ein oder zwei Räume mit Skizzen und Produktliste.',
    'Il nostro arredatore ti visita a casa e prepara un progetto per una o due stanze con schizzi ed elenco prodotti.',
  ],
  'Visa ditt rum i mobilen och få konkreta tips från en inredare.': [
    'Show your room on your phone and get practical tips from an interior designer.',
    'Zeigen Sie Ihren Raum über das Handy und erhalten Sie konkrete Tipps von einer Einrichtungsberaterin.',
    'Mostra la tua stanza con il telefono e ricevi consigli concreti da un arredatore.',
  ],
  'En färgsättning med väggkulör, textilier och detaljer som passar ditt ljus.': [
    'A colour scheme with wall colour, textiles and details that suit your light.',
    'Ein Farbkonzept mit Wandfarbe, Textilien und Details, die zu Ihrem Licht passen.',
    'Una palette di colori per pareti, tessili e dettagli adatta alla tua luce.',
  ],
  'Vi monterar och förankrar garderoben och tar med oss emballaget.': [
    'We assemble and anchor the wardrobe and take the packaging away.',
    'Wir montieren und befestigen den Kleiderschrank und nehmen die Verpackung mit.',
    'Montiamo e fissiamo l’armadio e portiamo via l’imballaggio.',
  ],
  'Vi monterar sängram och botten på plats i sovrummet.': [
    'We assemble the bed frame and base in your bedroom.',
    'Wir montieren Bettgestell und Lattenrost direkt im Schlafzimmer.',
    'Montiamo struttura e rete del letto direttamente in camera.',
  ],
  'Vi hänger upp och förankrar hyllan med rätt beslag för din vägg.': [
    'We hang and anchor the shelf with the right fittings for your wall.',
    'Wir hängen das Regal auf und befestigen es mit den richtigen Beschlägen für Ihre Wand.',
    'Appendiamo e fissiamo la mensola con gli accessori giusti per la tua parete.',
  ],
  'En behörig elektriker ansluter och hänger upp din taklampa.': [
    'A qualified electrician connects and hangs your ceiling lamp.',
    'Ein zugelassener Elektriker schließt Ihre Deckenleuchte an und hängt sie auf.',
    'Un elettricista abilitato collega e installa la tua lampada a soffitto.',
  ],
  'Vi bär in dina möbler och ställer dem i rätt rum.': [
    'We carry your furniture in and put it in the right room.',
    'Wir tragen Ihre Möbel hinein und stellen sie in den richtigen Raum.',
    'Portiamo dentro i tuoi mobili e li sistemiamo nella stanza giusta.',
  ],
  'Vi tar med oss upp till tre gamla möbler till återbruk eller återvinning.': [
    'We take up to three old pieces of furniture away for reuse or recycling.',
    'Wir nehmen bis zu drei alte Möbel zur Wiederverwendung oder zum Recycling mit.',
    'Portiamo via fino a tre vecchi mobili per il riuso o il riciclo.',
  ],
  'Impregnering som gör att spill pärlar sig och kan torkas bort.': [
    'A treatment that makes spills bead up so they can be wiped away.',
    'Eine Imprägnierung, an der Verschüttetes abperlt und sich abwischen lässt.',
    'Un trattamento impermeabilizzante: i liquidi versati non penetrano e si asciugano con un panno.',
  ],
  'Ett digitalt presentkort som skickas via e-post och gäller i två år.': [
    'A digital gift card sent by e-mail and valid for two years.',
    'Eine digitale Geschenkkarte, die per E-Mail verschickt wird und zwei Jahre gilt.',
    'Una carta regalo digitale inviata via e-mail e valida due anni.',
  ],
  // E-books and PDFs (downloadable products)
  'Hur du skapar ett ljust, lugnt och personligt hem med nordiska material och färger.': [
    'How to create a light, calm and personal home with Nordic materials and colours.',
    'Wie Sie mit nordischen Materialien und Farben ein helles, ruhiges und persönliches Zuhause schaffen.',
    'Come creare una casa luminosa, tranquilla e personale con materiali e colori nordici.',
  ],
  '120 sidor med bilder från verkliga hem.': [
    '120 pages with pictures from real homes.',
    '120 Seiten mit Bildern aus echten Wohnungen.',
    '120 pagine con immagini di case vere.',
  ],
  'Lär dig kombinera kulörer som fungerar i nordiskt ljus, rum för rum.': [
    'Learn to combine colours that work in Nordic light, room by room.',
    'Lernen Sie, Farben zu kombinieren, die im nordischen Licht wirken – Raum für Raum.',
    'Impara ad abbinare colori che funzionano nella luce nordica, stanza per stanza.',
  ],
  'Smarta lösningar för förvaring och möblering i ettor och tvåor.': [
    'Smart solutions for storage and furnishing in one- and two-room flats.',
    'Clevere Lösungen für Stauraum und Einrichtung in Ein- und Zweizimmerwohnungen.',
    'Soluzioni intelligenti per contenere e arredare monolocali e bilocali.',
  ],
  'Allt om naturfibrer: hur de känns, åldras och ska skötas.': [
    'All about natural fibres: how they feel, how they age and how to care for them.',
    'Alles über Naturfasern: wie sie sich anfühlen, wie sie altern und wie man sie pflegt.',
    'Tutto sulle fibre naturali: come sono al tatto, come invecchiano e come curarle.',
  ],
  'Planera belysningen i lager så att hemmet känns varmt hela vintern.': [
    'Plan your lighting in layers so that your home feels warm all winter.',
    'Planen Sie die Beleuchtung in Schichten, damit sich Ihr Zuhause den ganzen Winter warm anfühlt.',
    'Progetta l’illuminazione a strati perché la casa sia accogliente tutto l’inverno.',
  ],
  'Vilka växter trivs var, och hur du håller dem gröna året runt.': [
    'Which plants thrive where, and how to keep them green all year round.',
    'Welche Pflanzen wo gedeihen und wie Sie sie das ganze Jahr grün halten.',
    'Quali piante crescono bene e dove, e come mantenerle verdi tutto l’anno.',
  ],
  'Ge gamla möbler nytt liv – steg för steg med slipning, grundning och målning.': [
    'Give old furniture a new life – step by step with sanding, priming and painting.',
    'Geben Sie alten Möbeln neues Leben – Schritt für Schritt mit Schleifen, Grundieren und Streichen.',
    'Dai nuova vita ai vecchi mobili – passo dopo passo con levigatura, fondo e verniciatura.',
  ],
  'Gör uteplatsen till ett extra rum från april till oktober.': [
    'Make your patio an extra room from April to October.',
    'Machen Sie die Terrasse von April bis Oktober zu einem zusätzlichen Zimmer.',
    'Trasforma la terrazza in una stanza in più da aprile a ottobre.',
  ],
  'Illustrerad monteringsanvisning för våra garderober, med lista över beslag.': [
    'Illustrated assembly instructions for our wardrobes, with a list of fittings.',
    'Illustrierte Montageanleitung für unsere Kleiderschränke, mit Beschlagliste.',
    'Istruzioni di montaggio illustrate per i nostri armadi, con l’elenco della ferramenta.',
  ],
  'Rutpapper och skalenliga möbelmallar för att planera vardagsrummet.': [
    'Grid paper and furniture templates to scale for planning your living room.',
    'Karopapier und maßstabsgetreue Möbelschablonen, um das Wohnzimmer zu planen.',
    'Carta a quadretti e sagome di mobili in scala per progettare il soggiorno.',
  ],
  'Så sköter du trä, textil, läder och sten så att möblerna håller i generationer.': [
    'How to care for wood, textiles, leather and stone so your furniture lasts for generations.',
    'So pflegen Sie Holz, Textil, Leder und Stein, damit die Möbel Generationen überdauern.',
    'Come curare legno, tessuti, pelle e pietra perché i mobili durino per generazioni.',
  ],
  'Mönster i tre storlekar och en enkel sybeskrivning för nybörjare.': [
    'Patterns in three sizes and simple sewing instructions for beginners.',
    'Schnittmuster in drei Größen und eine einfache Nähanleitung für Anfänger.',
    'Cartamodelli in tre misure e semplici istruzioni di cucito per principianti.',
  ],
  'Måttsatta ritningar och materiallista för en klassisk bänk i massiv ek.': [
    'Dimensioned drawings and a list of materials for a classic bench in solid oak.',
    'Bemaßte Zeichnungen und Materialliste für eine klassische Bank aus massiver Eiche.',
    'Disegni quotati ed elenco dei materiali per una panca classica in rovere massello.',
  ],
  'Mått och avstånd för bord, stolar och belysning kring matbordet.': [
    'Sizes and distances for the table, chairs and lighting around the dining table.',
    'Maße und Abstände für Tisch, Stühle und Beleuchtung rund um den Esstisch.',
    'Misure e distanze per tavolo, sedie e illuminazione attorno al tavolo da pranzo.',
  ],
  'Vecka för vecka: allt du behöver tänka på inför flytten.': [
    'Week by week: everything to think of before you move.',
    'Woche für Woche: alles, woran Sie vor dem Umzug denken müssen.',
    'Settimana per settimana: tutto ciò a cui pensare prima del trasloco.',
  ],
  'Bokningsbekräftelse skickas via e-post.': [
    'A booking confirmation is sent by e-mail.',
    'Die Buchungsbestätigung wird per E-Mail verschickt.',
    'La conferma della prenotazione viene inviata via e-mail.',
  ],
  'Laddas ner direkt efter köpet.': [
    'Download it right after your purchase.',
    'Direkt nach dem Kauf herunterladen.',
    'Si scarica subito dopo l’acquisto.',
  ],
  // Bundles
  'Ett komplett matrum: välj bord och stolar som passar ihop.': [
    'A complete dining room: choose a table and chairs that go together.',
    'Ein komplettes Esszimmer: Wählen Sie Tisch und Stühle, die zusammenpassen.',
    'Una sala da pranzo completa: scegli tavolo e sedie che stanno bene insieme.',
  ],
  'Soffa och soffbord – med en matta till om du vill.': [
    'Sofa and coffee table – with a rug too, if you like.',
    'Sofa und Couchtisch – mit einem Teppich dazu, wenn Sie möchten.',
    'Divano e tavolino – con un tappeto, se vuoi.',
  ],
  'Säng med två matchande sängbord och sängkläder.': [
    'A bed with two matching bedside tables and bed linen.',
    'Ein Bett mit zwei passenden Nachttischen und Bettwäsche.',
    'Un letto con due comodini abbinati e biancheria.',
  ],
  'Fåtölj, golvlampa och pläd – allt för en skön läsplats.': [
    'Armchair, floor lamp and throw – everything for a cosy reading spot.',
    'Sessel, Stehleuchte und Plaid – alles für eine gemütliche Leseecke.',
    'Poltrona, lampada da terra e plaid – tutto per un comodo angolo lettura.',
  ],
  'En taklampa och två bordslampor i samma formspråk.': [
    'A ceiling lamp and two table lamps in the same design.',
    'Eine Deckenleuchte und zwei Tischleuchten in derselben Formensprache.',
    'Una lampada a soffitto e due lampade da tavolo dallo stesso stile.',
  ],
  'Utebord och två solstolar för balkongen eller altanen.': [
    'An outdoor table and two sun loungers for the balcony or the deck.',
    'Ein Gartentisch und zwei Sonnenliegen für Balkon oder Terrasse.',
    'Un tavolo da esterno e due sdraio per il balcone o la terrazza.',
  ],
  'Spegel och bänk som gör hallen välkomnande.': [
    'A mirror and a bench that make the hall welcoming.',
    'Spiegel und Bank, die den Flur einladend machen.',
    'Specchio e panca che rendono accogliente l’ingresso.',
  ],
  'Tre ljusstakar och en vas för det dukade bordet.': [
    'Three candle holders and a vase for the laid table.',
    'Drei Kerzenhalter und eine Vase für den gedeckten Tisch.',
    'Tre portacandele e un vaso per la tavola apparecchiata.',
  ],
  'Köp allt i ett paket och välj själv bland alternativen i varje del – priset följer ditt val.': [
    'Buy it all as one package and choose among the options for each part – the price follows your choice.',
    'Kaufen Sie alles als ein Paket und wählen Sie für jeden Teil selbst aus – der Preis folgt Ihrer Wahl.',
    'Acquista tutto in un unico pacchetto e scegli tu tra le opzioni di ogni parte – il prezzo segue la tua scelta.',
  ],
  'Välj delarna själv.': [
    'Choose the parts yourself.',
    'Wählen Sie die Teile selbst.',
    'Scegli tu le parti.',
  ],
  // Grouped products
  'Kuddfodral i färger som passar ihop – köp hela setet eller bara dina favoriter.': [
    'Cushion covers in colours that go together – buy the whole set or just your favourites.',
    'Kissenbezüge in Farben, die zusammenpassen – kaufen Sie das ganze Set oder nur Ihre Favoriten.',
    'Federe in colori che stanno bene insieme – acquista tutto il set o solo le tue preferite.',
  ],
  'Vaser i olika höjder som gör sig bäst i grupp.': [
    'Vases in different heights that look best as a group.',
    'Vasen in verschiedenen Höhen, die in der Gruppe am schönsten wirken.',
    'Vasi di altezze diverse che danno il meglio in gruppo.',
  ],
  'Ljusstakar i olika höjder för en levande bordsdukning.': [
    'Candle holders in different heights for a lively table setting.',
    'Kerzenhalter in verschiedenen Höhen für einen lebendig gedeckten Tisch.',
    'Portacandele di altezze diverse per una tavola vivace.',
  ],
  'Krukor i tre storlekar för fönsterbrädan.': [
    'Plant pots in three sizes for the windowsill.',
    'Blumentöpfe in drei Größen für die Fensterbank.',
    'Vasi per piante in tre misure per il davanzale.',
  ],
  'Plädar att blanda i soffan och sängen.': [
    'Throws to mix on the sofa and the bed.',
    'Plaids zum Kombinieren auf Sofa und Bett.',
    'Plaid da abbinare sul divano e sul letto.',
  ],
  'Setet består av {n} delar som du kan köpa tillsammans eller var för sig.': [
    'The set has {n} parts that you can buy together or one by one.',
    'Das Set besteht aus {n} Teilen, die Sie zusammen oder einzeln kaufen können.',
    'Il set è composto da {n} pezzi che puoi acquistare insieme o separatamente.',
  ],
};
