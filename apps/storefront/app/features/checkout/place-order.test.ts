import { describe, expect, it } from 'vitest';
import { enUS } from '~/i18n/en-US.ts';
import { svSE } from '~/i18n/sv-SE.ts';
import { type MessageKey, type Params, translate } from '~/i18n/translate.ts';
import { orderRefusalText } from './place-order.ts';

const swedish = (key: MessageKey, params?: Params) => translate(svSE, key, params);
const english = (key: MessageKey, params?: Params) => translate(enUS, key, params);

describe('an order the API refused', () => {
  it('is told in Swedish when a product sold out, whichever products the API names', () => {
    const refusal = 'Some of the ordered products are not available! (SOF-VASS-4, KUD-HAVRE-4060)';
    expect(orderRefusalText(swedish, refusal)).toBe(
      'Några av de beställda produkterna finns inte längre i lager.',
    );
    expect(orderRefusalText(english, refusal)).toBe('Some of the ordered products are not available!');
  });

  it('names the products the cart shows for the skus the refusal names', () => {
    const items = [
      { sku: 'SOF-VASS-4', name: 'Soffa Vass 4-sits' },
      { sku: 'KUD-HAVRE-4060', name: 'Kuddfodral Havre 40×60' },
    ];
    expect(
      orderRefusalText(swedish, 'Some of the ordered products are not available! (SOF-VASS-4)', items),
    ).toBe(
      'Finns inte i lager i det antal du valt: Soffa Vass 4-sits. Ändra antalet eller ta bort varan i varukorgen.',
    );
    expect(
      orderRefusalText(
        english,
        'Some of the ordered products are not available! (SOF-VASS-4, KUD-HAVRE-4060)',
        items,
      ),
    ).toBe(
      'Not in stock in the quantity you chose: Soffa Vass 4-sits, Kuddfodral Havre 40×60. Change the quantity or remove the item from the cart.',
    );
    // A sku the cart does not have (it changed meanwhile): the general text, never a bare sku.
    expect(
      orderRefusalText(swedish, 'Some of the ordered products are not available! (SOF-VASS-4, OTHER)', items),
    ).toBe('Några av de beställda produkterna finns inte längre i lager.');
  });

  it('is told in Swedish when the coupon or the card payment no longer holds', () => {
    expect(orderRefusalText(swedish, "You've entered an incorrect coupon code. Please try again.")).toBe(
      'Rabattkoden är felaktig. Försök igen.',
    );
    expect(
      orderRefusalText(
        swedish,
        "The card payment was not completed for this order's amount. Please pay again.",
      ),
    ).toBe('Kortbetalningen slutfördes inte för beställningens belopp. Betala igen.');
  });

  it('keeps a message it does not know as the server wrote it (it names the field to correct)', () => {
    const refusal = 'The address data is invalid: shippingAddress.postcode: Postnumret ska ha fem siffror';
    expect(orderRefusalText(swedish, refusal)).toBe(refusal);
  });
});
