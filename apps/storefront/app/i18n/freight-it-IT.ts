import type { FreightMessages } from './freight-sv-SE.ts';

/** Italian copy of the checkout's bulky goods (decision 0049). */
export const freightItIT: FreightMessages = {
  'freight.unavailableTitle': 'Non disponibile per il tuo carrello',
  'freight.tooHeavy': '{product} è troppo pesante per {method} (al massimo {limit} kg).',
  'freight.tooLong': '{product} è troppo lungo per {method} (al massimo {limit} cm).',
  'freight.tooLarge':
    '{product} è troppo grande per {method} (lunghezza + circonferenza al massimo {limit} cm).',
  'freight.carryIn': 'Consegna al piano – portiamo la merce nella stanza che scegli ({price})',
  'freight.carryInBooked': 'La consegna al piano è inclusa ({price}).',
};
