import { describe, expect, it } from 'vitest';
import {
  namesNotAvailable,
  PRODUCTS_NOT_AVAILABLE,
  productsNotAvailable,
  skusNotAvailable,
} from './order-messages.ts';

describe('the refusal of products not available', () => {
  it('names the skus, and they are read back as written', () => {
    const message = productsNotAvailable(['SOF-VASS-4', 'LMP-ORB-1']);
    expect(message).toBe('Some of the ordered products are not available! (SOF-VASS-4, LMP-ORB-1)');
    expect(skusNotAvailable(message)).toEqual(['SOF-VASS-4', 'LMP-ORB-1']);
  });

  it('reads no skus from the refusal without them, and nothing from another message', () => {
    expect(skusNotAvailable(PRODUCTS_NOT_AVAILABLE)).toEqual([]);
    expect(skusNotAvailable('Coupon code is incorrect (SUMMER)')).toBeNull();
  });
});

describe('the names of the products not available', () => {
  const names: Record<string, string> = {
    'SOF-VASS-4': 'Soffa Vass 4-sits',
    'SOF-VASS-4-G': 'Soffa Vass 4-sits',
  };
  const nameOf = (sku: string) => names[sku];

  it('names each product once, as the shopper knows it', () => {
    expect(namesNotAvailable(productsNotAvailable(['SOF-VASS-4', 'SOF-VASS-4-G']), nameOf)).toBe(
      'Soffa Vass 4-sits',
    );
  });

  it('names nothing when a sku is unknown, none is named or the message is another', () => {
    expect(namesNotAvailable(productsNotAvailable(['SOF-VASS-4', 'LMP-ORB-1']), nameOf)).toBeNull();
    expect(namesNotAvailable(PRODUCTS_NOT_AVAILABLE, nameOf)).toBeNull();
    expect(namesNotAvailable('Coupon code is incorrect', nameOf)).toBeNull();
  });
});
