import { describe, expect, it } from 'vitest';
import { isStaleEdit, keyOfApiMessage } from './api-messages.ts';

describe('the catalogue API refusals the editor words itself', () => {
  it.each([
    ['sku: SOFFA-1 is the sku of another product', 'product.error.skuTaken'],
    ['variants.1.sku: SOFFA-1-GRA is the sku of another product', 'product.error.skuTaken'],
    ['url_key: "soffa" is the url key of SOFFA-2 already', 'product.error.urlKeyTaken'],
    ['qty: an order moved it while you saved — reload', 'product.error.stockMoved'],
    ['image: the body is not a picture sharp can read', 'product.image.notAnImage'],
    ['image: only JPEG, PNG and WebP pictures are taken', 'product.image.wrongType'],
    [
      'PALL-1 is in 2 order line(s): disable it (status 2) instead of deleting it — orders keep their own lines',
      'product.error.ordered',
    ],
    ['KRK-1 is part of SET-1, GRP-2: remove it there first', 'product.error.inUse'],
    ['image: more than 50 megapixels', 'product.image.tooManyPixels'],
    ['image: 12.4 MB is larger than the 10 MB an upload may have', 'product.image.tooLarge'],
  ])('%s → %s', (message, key) => {
    expect(keyOfApiMessage(message)).toBe(key);
  });

  it('tells a stale edit from other conflicts, and leaves unknown messages as the API says them', () => {
    expect(isStaleEdit('product 4: changed by someone else since you opened it — reload')).toBe(true);
    expect(isStaleEdit('sku: X is the sku of another product')).toBe(false);
    expect(keyOfApiMessage('tax_class_id: no tax class 99')).toBeNull();
  });
});
