/** Swedish copy of the SPEC §2 modals (authentication, sign-up, newsletter), spread into sv-SE.ts. */
export declare const modalsSvSE: {
    readonly 'modals.close': "Stäng";
    readonly 'modals.authChoice': "Logga in eller skapa konto";
    readonly 'modals.backToLogin': "Tillbaka till inloggningen";
    readonly 'modals.sessionExpiredTitle': "Logga in igen";
    readonly 'modals.sessionExpired': "Din session har gått ut. Logga in igen eller skapa ett konto.";
    readonly 'modals.newsletterOpen': "Anmäl dig till nyhetsbrevet";
};
