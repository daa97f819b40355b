/** Swedish copy of the SPEC §2 modals (authentication, sign-up, newsletter), spread into sv-SE.ts. */
export const modalsSvSE = {
  'modals.close': 'Stäng',
  'modals.authChoice': 'Logga in eller skapa konto',
  'modals.backToLogin': 'Tillbaka till inloggningen',
  'modals.sessionExpiredTitle': 'Logga in igen',
  'modals.sessionExpired': 'Din session har gått ut. Logga in igen eller skapa ett konto.',
  'modals.newsletterOpen': 'Anmäl dig till nyhetsbrevet',
} as const;
