/** Swedish copy of the SPEC §2 modals (authentication, sign-up, newsletter), spread into sv-SE.ts. */
export const modalsSvSE = {
  'modals.close': 'Stäng',
  'modals.authChoice': 'Logga in eller skapa konto',
  'modals.backToLogin': 'Tillbaka till inloggningen',
  'modals.sessionExpiredTitle': 'Logga in igen',
  'modals.sessionExpired': 'Din session har gått ut. Logga in igen eller skapa ett konto.',
  'modals.newsletterOpen': 'Anmäl dig till nyhetsbrevet',
  'modals.notImplementedTitle': 'Kommer snart',
  'modals.notImplemented': 'Den här funktionen finns inte i butiken än.',
  'modals.orderConfirmationTitle': 'Bekräfta din beställning',
  'modals.orderConfirmationText': 'Beställningar du gjorde utan anslutning väntar på att skickas: {count}.',
  'modals.orderConfirmationOrder': '{date}, {name}: {count} st.',
  'modals.notNow': 'Inte nu',
} as const;
