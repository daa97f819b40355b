import { describe, expect, it } from 'vitest';
import { enUS } from '../../../i18n/en-US.ts';
import { svSE } from '../../../i18n/sv-SE.ts';
import { translator } from '../../../i18n/translate.ts';
import { importReasonText } from './import-reasons.ts';

const sv = translator(svSE);

describe('an import rejection in the owner’s words (issue 35)', () => {
  it('says the reasons the owner saw in English in Swedish, the columns named as the file names them', () => {
    expect(importReasonText('price: must not be negative', sv)).toBe('price: får inte vara negativt');
    expect(importReasonText('sku: a row needs an sku', sv)).toBe('sku: raden saknar artikelnummer');
    expect(importReasonText('price: "abc" is not a number; categories: no category "kök"', sv)).toBe(
      'price: ”abc” är inte ett tal; categories: kategorin ”kök” finns inte i butiken',
    );
    expect(importReasonText('line 4: color: no color option "Lila"', sv)).toBe(
      'rad 4: color: alternativet ”Lila” finns inte för attributet color',
    );
    expect(
      importReasonText('images.0.file: no image x/y.webp: upload it first (POST /api/admin/images)', sv),
    ).toBe('images.0.file: bilden x/y.webp finns inte: ladda upp den först');
    expect(importReasonText('sku: P-1 is on line 2 already', sv)).toBe('sku: P-1 finns redan på rad 2');
  });

  it('shows a reason it has no words for as the API says it, and speaks English in English', () => {
    expect(importReasonText('custom_options: something new', sv)).toBe('custom_options: something new');
    expect(importReasonText('price: must not be negative', translator(enUS))).toBe(
      'price: must not be negative',
    );
  });
});
