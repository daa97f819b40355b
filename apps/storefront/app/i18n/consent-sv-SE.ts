/** The cookie banner (ui/consent-banner.tsx). */
export const consentSvSE = {
  'consent.title': 'Cookies på Hemma',
  'consent.text':
    'Vi vill använda cookies för statistik och för att visa relevanta erbjudanden. Nödvändiga cookies för varukorg och inloggning används alltid.',
  'consent.readMore': 'Läs mer i vår integritetspolicy',
  'consent.accept': 'Godkänn alla',
  'consent.reject': 'Endast nödvändiga',
} as const;
