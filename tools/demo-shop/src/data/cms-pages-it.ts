import type { OwnPage, PageTexts } from './page-texts.ts';

/**
 * The Italian store view's help and information pages (issue 33), written for it: /it sells in EUR and delivers to
 * Italy, at Italian VAT. The about-us and size-guide pages are in store-texts.ts.
 */
export const CMS_PAGES_IT: Readonly<Record<OwnPage, PageTexts>> = {
  'customer-service': {
    title: 'Servizio clienti',
    content_heading: 'Servizio clienti',
    meta_description: 'Aiuto per ordini, consegne, resi e reclami.',
    content: `<p>Il nostro servizio clienti è a tua disposizione nei giorni feriali. Alla maggior parte delle domande rispondiamo subito.</p>
<h2>Orari (ora italiana)</h2>
<ul><li>Lunedì–venerdì 09.00–17.00</li><li>Sabato 10.00–14.00</li><li>Domenica chiuso</li></ul>
<h2>Domande frequenti</h2>
<ul><li>Dov’è la mia consegna? Quando l’ordine parte ricevi per e-mail un link per seguire la spedizione.</li><li>Posso modificare l’ordine? Sì, finché non è stato spedito – contattaci il prima possibile.</li><li>Come segnalo un difetto? Invia una foto del difetto e il numero d’ordine a kundservice@hemma.se.</li></ul>
<p>Telefono: +46 8 123 45 67. E-mail: kundservice@hemma.se.</p>`,
  },
  'store-locator': {
    title: 'Negozi',
    content_heading: 'I nostri negozi',
    meta_description: 'Hemma a Stoccolma, Göteborg, Malmö e Uppsala.',
    content: `<p>I nostri negozi sono in Svezia; in Italia consegniamo dal negozio online. In negozio puoi toccare i tessuti, provare i divani e prenotare una consulenza d’arredo.</p>
<h2>Stoccolma</h2>
<p>Götgatan 48, 118 26 Stockholm. Lunedì–venerdì 10–19, sabato 10–17, domenica 11–16.</p>
<h2>Göteborg</h2>
<p>Magasinsgatan 12, 411 18 Göteborg. Lunedì–venerdì 10–19, sabato 10–17, domenica 11–16.</p>
<h2>Malmö</h2>
<p>Davidshallsgatan 9, 211 45 Malmö. Lunedì–venerdì 10–18, sabato 10–16, domenica 12–16.</p>
<h2>Uppsala</h2>
<p>Svartbäcksgatan 21, 753 20 Uppsala. Lunedì–venerdì 10–18, sabato 10–16, domenica chiuso.</p>`,
  },
  delivery: {
    title: 'Consegna',
    content_heading: 'Consegna e spedizione',
    meta_description: 'Tempi di consegna, modalità e costi di spedizione in Italia.',
    content: `<p>Consegniamo in tutta Italia. Ogni prodotto indica il suo tempo di consegna.</p>
<h2>Tempi di consegna</h2>
<ul><li>Complementi e tessili disponibili: 4–10 giorni lavorativi</li><li>Mobili disponibili: 2–4 settimane</li><li>Mobili realizzati su ordinazione: 6–8 o 8–12 settimane</li></ul>
<h2>Modalità di consegna</h2>
<ul><li>Pacco a domicilio</li><li>Mobili con trasportatore, con consegna al piano a pagamento</li></ul>
<h2>Costi di spedizione</h2>
<p>Il carrello e la cassa mostrano in euro i costi di spedizione e l’importo oltre il quale la spedizione è gratuita, prima del pagamento. Tutti i prezzi includono l’IVA italiana (22 %, 4 % sugli e-book); nessun dazio all’interno dell’UE.</p>`,
  },
  returns: {
    title: 'Resi',
    content_heading: 'Recesso e resi',
    meta_description: 'Il tuo diritto di recesso di 14 giorni e 30 giorni di reso gratuito da Hemma.',
    content: `<p>Per legge hai <strong>14 giorni per recedere</strong> dall’acquisto dal momento in cui ricevi la merce. Da Hemma hai inoltre <strong>30 giorni di reso gratuito</strong>.</p>
<h2>Come fare un reso</h2>
<ul><li>Registra il reso nel tuo account o contatta il servizio clienti.</li><li>Imballa bene l’articolo, se possibile nella confezione originale.</li><li>Consegna il pacco al corriere con l’etichetta di reso che ricevi per e-mail.</li></ul>
<p>Rimborsiamo il prezzo, compresa la spedizione standard, entro 14 giorni dalla ricezione del recesso, con lo stesso metodo di pagamento che hai usato.</p>
<h2>Eccezioni</h2>
<ul><li>Biancheria da letto con confezione aperta</li><li>Articoli realizzati su ordinazione in un tessuto a tua scelta</li><li>Carte regalo e prodotti digitali dopo la consegna</li></ul>`,
  },
  legal: {
    title: 'Note legali',
    content_heading: 'Note legali',
    meta_description: 'Dati societari di Hemma Inredning AB.',
    content: `<p>Questo negozio online è gestito da Hemma Inredning AB, società per azioni di diritto svedese.</p>
<ul><li>Sede: Götgatan 48, 118 26 Stockholm, Svezia</li><li>Numero di registrazione: 556123-4567</li><li>Partita IVA: SE556123456701</li><li>E-mail: kundservice@hemma.se, telefono: +46 8 123 45 67</li></ul>
<h2>Controversie</h2>
<p>La Commissione europea mette a disposizione una piattaforma per la risoluzione online delle controversie: https://ec.europa.eu/consumers/odr.</p>`,
  },
  privacy: {
    title: 'Privacy',
    content_heading: 'Informativa sulla privacy',
    meta_description: 'Come Hemma tratta i tuoi dati personali secondo il GDPR.',
    content: `<p>Proteggiamo la tua privacy e trattiamo i tuoi dati personali secondo il Regolamento generale sulla protezione dei dati (GDPR). Il titolare del trattamento è Hemma Inredning AB, Stoccolma.</p>
<h2>Quali dati conserviamo</h2>
<ul><li>Nome, indirizzo, e-mail e numero di telefono, per consegnare il tuo ordine</li><li>Storico degli ordini, per garanzia, resi e contabilità</li><li>Indirizzo e-mail per la newsletter, se ti sei iscritto</li></ul>
<h2>I tuoi diritti</h2>
<p>Hai diritto di sapere quali dati abbiamo su di te, di farli correggere o cancellare e di opporti al loro uso per il marketing. Scrivi a dataskydd@hemma.se. Puoi anche rivolgerti al Garante per la protezione dei dati personali.</p>
<h2>Cookie</h2>
<p>Usiamo i cookie necessari per il carrello e l’accesso. I cookie statistici e di marketing li usiamo solo con il tuo consenso.</p>`,
  },
  terms: {
    title: 'Condizioni di vendita',
    content_heading: 'Condizioni generali di vendita',
    meta_description: 'Condizioni per acquistare da Hemma: prezzi, pagamento, consegna, recesso e garanzia.',
    content: `<p>Queste condizioni valgono per gli ordini nel negozio online di Hemma con consegna in Italia. Completando l’ordine le accetti.</p>
<h2>Prezzi e pagamento</h2>
<p>Tutti i prezzi sono in euro e includono l’IVA italiana del 22 % (4 % sugli e-book). Paghi con i metodi proposti alla cassa, per esempio con carta.</p>
<h2>Diritto di recesso</h2>
<p>Secondo il diritto dell’UE puoi recedere dall’acquisto entro 14 giorni dal ricevimento della merce, senza indicarne il motivo. Da Hemma hai inoltre 30 giorni di reso gratuito.</p>
<h2>Garanzia</h2>
<ul><li>Vale la garanzia legale di conformità di due anni dalla consegna.</li><li>Segnalaci un difetto appena lo noti.</li><li>Per un reclamo accolto paghiamo noi la spedizione di reso.</li></ul>`,
  },
  contact: {
    title: 'Contatti',
    content_heading: 'Contattaci',
    meta_description: 'Telefono, e-mail e indirizzo del servizio clienti Hemma.',
    content: `<p>Rispondiamo alle e-mail entro un giorno lavorativo.</p>
<ul><li>Telefono: +46 8 123 45 67 (lunedì–venerdì 09–17)</li><li>E-mail: kundservice@hemma.se</li><li>Stampa: press@hemma.se</li><li>Vendite alle aziende: foretag@hemma.se</li></ul>
<h2>Indirizzo postale</h2>
<p>Hemma Inredning AB, Box 4512, 102 65 Stockholm, Svezia</p>`,
  },
};
