/** Offline catalogue and order queue texts (SPEC §8), spread into sv-SE.ts. */
export const offlineSvSE = {
  'offline.unsynchronized':
    'Inga produkter har synkroniserats för den här kategorin. Kom tillbaka när du är online!',
  'offline.notAvailable':
    'Produkten, kategorin eller sidan finns inte i offlineläge. Du skickas till startsidan.',
  'queue.orderSoldOut':
    'Beställningen du gjorde offline kunde inte tas emot: några av de beställda produkterna finns inte längre. Du har inte debiterats.',
  'queue.orderSoldOutNamed':
    'Beställningen du gjorde offline kunde inte tas emot. Finns inte i lager i det antal du valt: {names}. Du har inte debiterats.',
  'queue.confirmOrder': 'Bekräfta beställningen',
} as const;
