import type { FreightMessages } from './freight-sv-SE.ts';

/** English copy of the checkout's bulky goods (decision 0049). */
export const freightEnUS: FreightMessages = {
  'freight.unavailableTitle': 'Not available for your cart',
  'freight.tooHeavy': '{product} is too heavy for {method} (at most {limit} kg).',
  'freight.tooLong': '{product} is too long for {method} (at most {limit} cm).',
  'freight.tooLarge': '{product} is too large for {method} (length + girth at most {limit} cm).',
  'freight.carryIn': 'Carry-in – we carry the goods into the room you choose ({price})',
  'freight.carryInBooked': 'Carry-in is included in the delivery ({price}).',
};
