import type { OwnPage, PageTexts } from './page-texts.ts';

/**
 * The German store view's help and information pages (issue 33), written for it: /de sells in EUR and delivers to
 * Germany and Austria, at the VAT of the country of delivery. The about-us and size-guide pages are in store-texts.ts.
 */
export const CMS_PAGES_DE: Readonly<Record<OwnPage, PageTexts>> = {
  'customer-service': {
    title: 'Kundenservice',
    content_heading: 'Kundenservice',
    meta_description: 'Hilfe zu Bestellungen, Lieferungen, Rücksendungen und Reklamationen.',
    content: `<p>Unser Kundenservice ist werktags für Sie da, auch auf Deutsch. Die meisten Fragen beantworten wir sofort.</p>
<h2>Servicezeiten (MEZ)</h2>
<ul><li>Montag–Freitag 09.00–17.00 Uhr</li><li>Samstag 10.00–14.00 Uhr</li><li>Sonntag geschlossen</li></ul>
<h2>Häufige Fragen</h2>
<ul><li>Wo ist meine Lieferung? Sobald Ihre Bestellung versandt ist, erhalten Sie einen Link zur Sendungsverfolgung per E-Mail.</li><li>Kann ich meine Bestellung ändern? Ja, solange sie noch nicht versandt ist – melden Sie sich bitte so bald wie möglich.</li><li>Wie reklamiere ich einen Artikel? Senden Sie ein Foto des Mangels und Ihre Bestellnummer an kundservice@hemma.se.</li></ul>
<p>Telefon: +46 8 123 45 67. E-Mail: kundservice@hemma.se.</p>`,
  },
  'store-locator': {
    title: 'Filialen',
    content_heading: 'Unsere Geschäfte',
    meta_description: 'Hemma in Stockholm, Göteborg, Malmö und Uppsala.',
    content: `<p>Unsere Geschäfte sind in Schweden. Nach Deutschland und Österreich liefern wir aus unserem Onlineshop. Im Geschäft können Sie Stoffe fühlen, Sofas probesitzen und eine Einrichtungsberatung buchen.</p>
<h2>Stockholm</h2>
<p>Götgatan 48, 118 26 Stockholm. Montag–Freitag 10–19, Samstag 10–17, Sonntag 11–16 Uhr.</p>
<h2>Göteborg</h2>
<p>Magasinsgatan 12, 411 18 Göteborg. Montag–Freitag 10–19, Samstag 10–17, Sonntag 11–16 Uhr.</p>
<h2>Malmö</h2>
<p>Davidshallsgatan 9, 211 45 Malmö. Montag–Freitag 10–18, Samstag 10–16, Sonntag 12–16 Uhr.</p>
<h2>Uppsala</h2>
<p>Svartbäcksgatan 21, 753 20 Uppsala. Montag–Freitag 10–18, Samstag 10–16 Uhr, Sonntag geschlossen.</p>`,
  },
  delivery: {
    title: 'Lieferung',
    content_heading: 'Lieferung und Versand',
    meta_description: 'Lieferzeiten, Versandarten und Versandkosten nach Deutschland und Österreich.',
    content: `<p>Wir liefern nach Deutschland und Österreich. Die Lieferzeit steht bei jedem Artikel.</p>
<h2>Lieferzeiten</h2>
<ul><li>Wohnaccessoires und Textilien auf Lager: 4–10 Werktage</li><li>Möbel auf Lager: 2–4 Wochen</li><li>Möbel, die auf Bestellung gefertigt werden: 6–8 oder 8–12 Wochen</li></ul>
<h2>Versandarten</h2>
<ul><li>Paket nach Hause</li><li>Möbel per Spedition, auf Wunsch mit Hereintragen gegen Aufpreis</li></ul>
<h2>Versandkosten</h2>
<p>Die Versandkosten in Euro und der Bestellwert, ab dem wir kostenlos liefern, stehen im Warenkorb und an der Kasse, bevor Sie bezahlen. Alle Preise enthalten die Mehrwertsteuer des Lieferlandes (Deutschland 19 %, Österreich 20 %); Zölle fallen innerhalb der EU nicht an.</p>`,
  },
  returns: {
    title: 'Rücksendungen',
    content_heading: 'Widerruf und Rücksendung',
    meta_description: 'Ihr 14-tägiges Widerrufsrecht und 30 Tage kostenlose Rücksendung bei Hemma.',
    content: `<p>Sie haben ein gesetzliches <strong>Widerrufsrecht von 14 Tagen</strong> ab Erhalt der Ware. Bei Hemma können Sie Artikel darüber hinaus <strong>30 Tage lang kostenlos zurücksenden</strong>.</p>
<h2>So senden Sie zurück</h2>
<ul><li>Melden Sie die Rücksendung in Ihrem Kundenkonto oder beim Kundenservice an.</li><li>Verpacken Sie den Artikel gut, am besten in der Originalverpackung.</li><li>Geben Sie das Paket mit dem Rücksendeetikett, das Sie per E-Mail erhalten, bei der Post ab.</li></ul>
<p>Wir erstatten den Kaufpreis einschließlich der Standard-Versandkosten innerhalb von 14 Tagen nach Eingang Ihres Widerrufs, über die Zahlungsart, mit der Sie bezahlt haben.</p>
<h2>Ausnahmen</h2>
<ul><li>Bettwäsche in geöffneter Verpackung</li><li>Artikel, die nach Ihren Wünschen in einem Stoff Ihrer Wahl gefertigt wurden</li><li>Geschenkkarten und digitale Produkte nach der Lieferung</li></ul>`,
  },
  legal: {
    title: 'Impressum',
    content_heading: 'Impressum',
    meta_description: 'Anbieterkennzeichnung der Hemma Inredning AB.',
    content: `<p>Dieser Onlineshop wird betrieben von der Hemma Inredning AB, einer Aktiengesellschaft nach schwedischem Recht.</p>
<ul><li>Anschrift: Götgatan 48, 118 26 Stockholm, Schweden</li><li>Sitz der Gesellschaft: Stockholm; Handelsregisternummer 556123-4567</li><li>USt-IdNr.: SE556123456701</li><li>E-Mail: kundservice@hemma.se, Telefon: +46 8 123 45 67</li></ul>
<h2>Streitbeilegung</h2>
<p>Die EU-Kommission stellt eine Plattform zur Online-Streitbeilegung bereit: https://ec.europa.eu/consumers/odr. Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir nicht verpflichtet und nicht bereit.</p>`,
  },
  privacy: {
    title: 'Datenschutz',
    content_heading: 'Datenschutzerklärung',
    meta_description: 'Wie Hemma Ihre personenbezogenen Daten nach der DSGVO verarbeitet.',
    content: `<p>Wir schützen Ihre Privatsphäre und verarbeiten Ihre personenbezogenen Daten nach der Datenschutz-Grundverordnung (DSGVO). Verantwortlich ist die Hemma Inredning AB, Stockholm.</p>
<h2>Welche Daten wir speichern</h2>
<ul><li>Name, Anschrift, E-Mail-Adresse und Telefonnummer, um Ihre Bestellung zu liefern</li><li>Bestellhistorie für Gewährleistung, Rücksendungen und Buchhaltung</li><li>E-Mail-Adresse für den Newsletter, wenn Sie ihn abonniert haben</li></ul>
<h2>Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft über Ihre Daten, auf Berichtigung und Löschung sowie auf Widerspruch gegen die Nutzung für Werbung. Schreiben Sie an dataskydd@hemma.se. Sie können sich auch bei einer Datenschutz-Aufsichtsbehörde beschweren.</p>
<h2>Cookies</h2>
<p>Wir verwenden notwendige Cookies für den Warenkorb und die Anmeldung. Statistik- und Marketing-Cookies setzen wir nur mit Ihrer Einwilligung.</p>`,
  },
  terms: {
    title: 'AGB',
    content_heading: 'Allgemeine Geschäftsbedingungen',
    meta_description:
      'Bedingungen für Ihren Einkauf bei Hemma: Preise, Zahlung, Lieferung, Widerruf und Gewährleistung.',
    content: `<p>Diese Bedingungen gelten für Bestellungen in Hemmas Onlineshop mit Lieferung nach Deutschland und Österreich. Mit Abschluss der Bestellung stimmen Sie ihnen zu.</p>
<h2>Preise und Zahlung</h2>
<p>Alle Preise sind in Euro und enthalten die Mehrwertsteuer des Lieferlandes: in Deutschland 19 % (7 % auf E-Books), in Österreich 20 % (10 % auf E-Books). Sie bezahlen mit den Zahlungsarten, die an der Kasse angeboten werden, zum Beispiel mit Karte.</p>
<h2>Widerrufsrecht</h2>
<p>Nach EU-Recht können Sie Ihren Kauf innerhalb von 14 Tagen ab Erhalt der Ware ohne Angabe von Gründen widerrufen. Bei Hemma gilt zusätzlich eine kostenlose Rücksendung innerhalb von 30 Tagen.</p>
<h2>Gewährleistung</h2>
<ul><li>Es gilt die gesetzliche Gewährleistung von zwei Jahren ab Lieferung.</li><li>Melden Sie einen Mangel bitte, sobald Sie ihn bemerken.</li><li>Bei einer berechtigten Reklamation tragen wir die Kosten der Rücksendung.</li></ul>`,
  },
  contact: {
    title: 'Kontakt',
    content_heading: 'Kontakt',
    meta_description: 'Telefon, E-Mail und Anschrift des Hemma-Kundenservice.',
    content: `<p>Wir beantworten E-Mails innerhalb eines Werktages.</p>
<ul><li>Telefon: +46 8 123 45 67 (Montag–Freitag 09–17 Uhr)</li><li>E-Mail: kundservice@hemma.se</li><li>Presse: press@hemma.se</li><li>Geschäftskunden: foretag@hemma.se</li></ul>
<h2>Postanschrift</h2>
<p>Hemma Inredning AB, Box 4512, 102 65 Stockholm, Schweden</p>`,
  },
};
