import type { FreightMessages } from './freight-sv-SE.ts';

/** German copy of the checkout's bulky goods (decision 0049). */
export const freightDeDE: FreightMessages = {
  'freight.unavailableTitle': 'Für Ihren Warenkorb nicht wählbar',
  'freight.tooHeavy': '{product} ist zu schwer für {method} (höchstens {limit} kg).',
  'freight.tooLong': '{product} ist zu lang für {method} (höchstens {limit} cm).',
  'freight.tooLarge': '{product} ist zu groß für {method} (Länge + Gurtmaß höchstens {limit} cm).',
  'freight.carryIn': 'Hereintragen – wir tragen die Ware in den Raum Ihrer Wahl ({price})',
  'freight.carryInBooked': 'Das Hereintragen ist in der Lieferung enthalten ({price}).',
};
