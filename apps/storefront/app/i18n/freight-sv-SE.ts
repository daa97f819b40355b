/**
 * Swedish copy of the checkout's bulky goods (decision 0049): why a shipping method is not offered for the cart, and
 * freight's carry-in option. {product} is the product's name, {method} the method's title.
 */
export const freightSvSE = {
  'freight.unavailableTitle': 'Går inte att välja för din varukorg',
  'freight.tooHeavy': '{product} är för tung för {method} (högst {limit} kg).',
  'freight.tooLong': '{product} är för lång för {method} (högst {limit} cm).',
  'freight.tooLarge': '{product} är för stor för {method} (längd + omkrets högst {limit} cm).',
  'freight.carryIn': 'Inbärning – vi bär in varorna i rummet du väljer ({price})',
  'freight.carryInBooked': 'Inbärning ingår i leveransen ({price}).',
} as const;

export type FreightMessages = Record<keyof typeof freightSvSE, string>;
