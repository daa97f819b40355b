import type { StaticPageIdentifier } from '@hemma/commerce';

export interface CmsPageDef {
  title: string;
  heading: string;
  description: string;
  content: string;
}

/** The static info pages (SPEC §2), one per STATIC_PAGES identifier. Shop-authored HTML: h2, p, ul only. */
export const CMS_PAGES: Record<StaticPageIdentifier, CmsPageDef> = {
  'about-us': {
    title: 'Om oss',
    heading: 'Om Hemma',
    description:
      'Hemma säljer skandinaviska möbler och inredning som är gjorda för att hålla – i form, funktion och kvalitet.',
    content: `<p>Hemma startade 2009 som en liten butik på Södermalm i Stockholm med en enkel idé: att det ska vara lätt att skapa ett hem som känns personligt, lugnt och hållbart.</p>
<h2>Det vi tror på</h2>
<ul><li>Möbler i massivt trä och naturmaterial som blir vackrare med åren.</li><li>Formgivning som är tidlös snarare än trendig.</li><li>Samarbeten med nordiska verkstäder och väverier som vi känner personligen.</li></ul>
<h2>Hållbarhet</h2>
<p>Vi väljer FSC-certifierat trä, OEKO-TEX-certifierade textilier och så lite plast som möjligt i förpackningarna. Många av våra soffor kan klädas om, och vi säljer reservdelar i minst tio år.</p>
<p>Idag har vi fyra butiker och en webbutik, men idén är densamma: bra saker för ditt hem.</p>`,
  },
  'customer-service': {
    title: 'Kundservice',
    heading: 'Kundservice',
    description: 'Vi hjälper dig med beställningar, leveranser, returer och reklamationer.',
    content: `<p>Vår kundservice finns här för dig alla vardagar. De flesta frågor har vi svar på direkt.</p>
<h2>Öppettider</h2>
<ul><li>Måndag–fredag 09.00–17.00</li><li>Lördag 10.00–14.00</li><li>Söndag stängt</li></ul>
<h2>Vanliga frågor</h2>
<ul><li>Var är min leverans? Du får en spårningslänk via sms och e-post när ordern skickas.</li><li>Kan jag ändra min beställning? Ja, så länge den inte har skickats – kontakta oss så snart som möjligt.</li><li>Hur reklamerar jag en vara? Skicka en bild på felet och ditt ordernummer till kundservice@hemma.se.</li></ul>
<p>Telefon: 08-123 45 67. E-post: kundservice@hemma.se.</p>`,
  },
  'store-locator': {
    title: 'Hitta butik',
    heading: 'Våra butiker',
    description: 'Besök Hemma i Stockholm, Göteborg, Malmö och Uppsala.',
    content: `<p>I våra butiker kan du känna på tygerna, provsitta sofforna och boka en inredare.</p>
<h2>Stockholm</h2>
<p>Götgatan 48, 118 26 Stockholm. Vardagar 10–19, lördag 10–17, söndag 11–16.</p>
<h2>Göteborg</h2>
<p>Magasinsgatan 12, 411 18 Göteborg. Vardagar 10–19, lördag 10–17, söndag 11–16.</p>
<h2>Malmö</h2>
<p>Davidshallsgatan 9, 211 45 Malmö. Vardagar 10–18, lördag 10–16, söndag 12–16.</p>
<h2>Uppsala</h2>
<p>Svartbäcksgatan 21, 753 20 Uppsala. Vardagar 10–18, lördag 10–16, söndag stängt.</p>`,
  },
  'size-guide': {
    title: 'Storleksguide',
    heading: 'Storleksguide',
    description: 'Mått för sängar, sängkläder, mattor och gardiner – så väljer du rätt storlek.',
    content: `<p>Mät gärna två gånger innan du beställer. Alla mått anges i centimeter som bredd × längd.</p>
<h2>Sängar och sängkläder</h2>
<ul><li>Enkelsäng 90x200 – påslakan 150x210</li><li>Bred enkelsäng 140x200 – påslakan 150x210 eller 220x220</li><li>Dubbelsäng 160x200 och 180x200 – påslakan 220x220</li></ul>
<h2>Mattor</h2>
<ul><li>80x150 – i hallen eller vid sängen</li><li>160x230 – under soffbordet i ett normalstort vardagsrum</li><li>200x300 – under matbordet; mattan ska gå minst 60 cm utanför bordet</li></ul>
<h2>Gardiner</h2>
<p>Välj en längd som når golvet eller ligger an 1–2 cm. För ett fylligt fall, räkna med 1,5–2 gånger fönstrets bredd.</p>`,
  },
  delivery: {
    title: 'Leverans',
    heading: 'Leverans och frakt',
    description: 'Leveranstider, leveranssätt och fraktpriser för beställningar hos Hemma.',
    content: `<p>Vi levererar i hela Sverige. Leveranstiden står på varje produkt.</p>
<h2>Leveranstider</h2>
<ul><li>Inredning och textilier i lager: 2–8 arbetsdagar</li><li>Möbler i lager: 2–4 veckor</li><li>Möbler som tillverkas på beställning: 6–8 eller 8–12 veckor</li></ul>
<h2>Leveranssätt</h2>
<ul><li>Ombud – paket hämtas hos ett ombud nära dig, 49 kr</li><li>Hemleverans – till dörren med avisering, 149 kr</li><li>Möbelleverans med inbärning – 695 kr</li></ul>
<p>Fri frakt till ombud när du handlar för minst 1 000 kr.</p>`,
  },
  returns: {
    title: 'Returer',
    heading: 'Returer och öppet köp',
    description: 'Fri retur inom 30 dagar och öppet köp i 365 dagar på Hemma.',
    content: `<p>Ångrat dig? Inga problem. Vi har <strong>fri retur inom 30 dagar</strong> och <strong>öppet köp i 365 dagar</strong>.</p>
<h2>Så returnerar du</h2>
<ul><li>Anmäl returen under Mina sidor eller kontakta kundservice.</li><li>Packa varan väl, gärna i originalförpackningen.</li><li>Lämna paketet hos ett ombud med den returetikett du får via e-post.</li></ul>
<h2>Öppet köp</h2>
<p>Inom 365 dagar kan du lämna tillbaka oanvända varor i originalförpackning och få pengarna tillbaka. Efter 30 dagar betalar du själv returfrakten.</p>
<h2>Undantag</h2>
<ul><li>Sängkläder i öppnad förpackning</li><li>Varor som tillverkats på beställning i valfritt tyg</li><li>Presentkort och nedladdningsbara produkter</li></ul>`,
  },
  legal: {
    title: 'Juridisk information',
    heading: 'Juridisk information',
    description: 'Företagsuppgifter för Hemma Inredning AB.',
    content: `<p>Webbutiken drivs av Hemma Inredning AB.</p>
<ul><li>Organisationsnummer: 556123-4567</li><li>Momsregistreringsnummer: SE556123456701</li><li>Adress: Götgatan 48, 118 26 Stockholm</li><li>Styrelsens säte: Stockholm</li></ul>
<h2>Tvister</h2>
<p>Vid en tvist följer vi Allmänna reklamationsnämndens rekommendationer. Du kan även använda EU-kommissionens plattform för tvistlösning online.</p>`,
  },
  privacy: {
    title: 'Integritetspolicy',
    heading: 'Integritetspolicy',
    description: 'Så behandlar Hemma dina personuppgifter enligt GDPR.',
    content: `<p>Vi värnar om din integritet och behandlar dina personuppgifter enligt dataskyddsförordningen (GDPR).</p>
<h2>Vilka uppgifter vi sparar</h2>
<ul><li>Namn, adress, e-post och telefonnummer för att leverera din beställning</li><li>Orderhistorik för garantier, returer och bokföring</li><li>E-postadress för nyhetsbrevet, om du har valt att prenumerera</li></ul>
<h2>Dina rättigheter</h2>
<p>Du har rätt att få veta vilka uppgifter vi har om dig, att få dem rättade eller raderade och att invända mot behandling för marknadsföring. Kontakta dataskydd@hemma.se.</p>
<h2>Cookies</h2>
<p>Vi använder nödvändiga cookies för varukorg och inloggning. Statistik- och marknadsföringscookies används bara om du har godkänt dem.</p>`,
  },
  terms: {
    title: 'Köpvillkor',
    heading: 'Köpvillkor',
    description: 'Villkor för köp i Hemmas webbutik: priser, betalning, leverans, ångerrätt och reklamation.',
    content: `<p>Dessa villkor gäller när du handlar i Hemmas webbutik. Genom att slutföra köpet godkänner du villkoren.</p>
<h2>Priser och betalning</h2>
<p>Alla priser anges i svenska kronor inklusive 25 % moms (6 % för e-böcker). Du kan betala med kort, faktura eller Swish.</p>
<h2>Ångerrätt</h2>
<p>Enligt distansavtalslagen har du 14 dagars ångerrätt. Hos oss gäller dessutom fri retur inom 30 dagar och öppet köp i 365 dagar.</p>
<h2>Reklamation</h2>
<ul><li>Du har tre års reklamationsrätt enligt konsumentköplagen.</li><li>Reklamera så snart du upptäcker felet.</li><li>Vi står för returfrakten vid godkänd reklamation.</li></ul>`,
  },
  contact: {
    title: 'Kontakt',
    heading: 'Kontakta oss',
    description: 'Telefon, e-post och adress till Hemmas kundservice.',
    content: `<p>Vi svarar på e-post inom en arbetsdag.</p>
<ul><li>Telefon: 08-123 45 67 (vardagar 09–17)</li><li>E-post: kundservice@hemma.se</li><li>Press: press@hemma.se</li><li>Företagsförsäljning: foretag@hemma.se</li></ul>
<h2>Postadress</h2>
<p>Hemma Inredning AB, Box 4512, 102 65 Stockholm</p>`,
  },
};
