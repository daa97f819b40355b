/** Offline catalogue and order queue texts (SPEC §8), spread into sv-SE.ts. */
export declare const offlineSvSE: {
    readonly 'offline.unsynchronized': "Inga produkter har synkroniserats för den här kategorin. Kom tillbaka när du är online!";
    readonly 'offline.notAvailable': "Produkten, kategorin eller sidan finns inte i offlineläge. Du skickas till startsidan.";
    readonly 'queue.orderSoldOut': "Beställningen du gjorde offline kunde inte tas emot: några av de beställda produkterna finns inte längre. Du har inte debiterats.";
    readonly 'queue.confirmOrder': "Bekräfta beställningen";
};
