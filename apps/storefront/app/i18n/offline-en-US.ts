import type { offlineSvSE } from './offline-sv-SE.ts';

/** Offline catalogue and order queue texts (SPEC §8, exact English), spread into en-US.ts. */
export const offlineEnUS: { readonly [K in keyof typeof offlineSvSE]: string } = {
  'offline.unsynchronized': 'No products synchronized for this category. Please come back while online!',
  'offline.notAvailable':
    'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  'queue.orderSoldOut':
    'The order you placed offline could not be accepted: Some of the ordered products are not available! You have not been charged.',
  'queue.orderSoldOutNamed':
    'The order you placed offline could not be accepted. Not in stock in the quantity you chose: {names}. You have not been charged.',
  'queue.confirmOrder': 'Confirm the order',
};
