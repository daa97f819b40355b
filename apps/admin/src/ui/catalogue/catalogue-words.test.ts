import { describe, expect, it } from 'vitest';
import { svSE } from '../../i18n/sv-SE.ts';
import { translator } from '../../i18n/translate.ts';
import { priceReasonText, taxClassName } from './catalogue-words.ts';

const sv = translator(svSE);

describe('the catalogue’s English names in the Swedish back office (issue 35)', () => {
  it('names the starting tax classes in Swedish and an owner’s own class as named', () => {
    expect(taxClassName('Taxable Goods', sv)).toBe('Momspliktiga varor');
    expect(taxClassName('E-böcker', sv)).toBe('E-böcker');
  });

  it('says why a price was recorded in words, not as its code', () => {
    expect(priceReasonText('regular_price', sv)).toBe('Ordinarie pris ändrat');
    expect(priceReasonText('special_price_removed', sv)).toBe('Kampanjpris borttaget');
    expect(priceReasonText('something_else', sv)).toBe('something_else');
  });
});
