import { describe, expect, it } from 'vitest';
import { type ProductOption, hasChecksumOptions, productOptionChecksum } from './product-option.ts';

const opt = (extension_attributes: ProductOption['extension_attributes']): ProductOption => ({
  extension_attributes,
});

describe('productOptionChecksum', () => {
  it('is SHA3-224 of the canonical JSON, pinned because the API stores checksums with cart lines', () => {
    // python3: hashlib.sha3_224(b'{"extension_attributes":{"custom_options":[],"configurable_item_options":[],"bundle_options":[]}}')
    expect(productOptionChecksum(null)).toBe('228214dd5d4b5ace370c6405f2b79a3a1b23ba8f942fc388dd67e948');
  });

  it.each<[string, ProductOption | null | undefined]>([
    ['undefined', undefined],
    ['no extension attributes', opt({})],
    ['empty arrays', opt({ custom_options: [], configurable_item_options: [], bundle_options: [] })],
    ['an unfilled field option', opt({ custom_options: [{ option_id: 4, option_value: '' }] })],
  ])('treats %s the same as no option', (_, option) => {
    expect(productOptionChecksum(option)).toBe(productOptionChecksum(null));
  });

  it.each<[string, ProductOption, ProductOption]>([
    [
      'custom options in another order',
      opt({
        custom_options: [
          { option_id: 9, option_value: 'Anna' },
          { option_id: 2, option_value: '5' },
        ],
      }),
      opt({
        custom_options: [
          { option_id: 2, option_value: '5' },
          { option_id: 9, option_value: 'Anna' },
        ],
      }),
    ],
    [
      'multi-choice value ids in another order',
      opt({ custom_options: [{ option_id: 3, option_value: '12,3,7' }] }),
      opt({ custom_options: [{ option_id: 3, option_value: '3, 7,12' }] }),
    ],
    [
      'bundle options and their selections in another order',
      opt({
        bundle_options: [
          { option_id: 5, option_qty: 1, option_selections: [22, 21] },
          { option_id: 1, option_qty: 2, option_selections: [10] },
        ],
      }),
      opt({
        bundle_options: [
          { option_id: 1, option_qty: 2, option_selections: [10] },
          { option_id: 5, option_qty: 1, option_selections: [21, 22] },
        ],
      }),
    ],
    [
      'configurable options in another order',
      opt({
        configurable_item_options: [
          { option_id: 269, option_value: 41 },
          { option_id: 140, option_value: 7 },
        ],
      }),
      opt({
        configurable_item_options: [
          { option_id: 140, option_value: 7 },
          { option_id: 269, option_value: 41 },
        ],
      }),
    ],
    [
      'ids stored as strings by an older client',
      opt({ configurable_item_options: [{ option_id: '269', option_value: '41' } as never] }),
      opt({ configurable_item_options: [{ option_id: 269, option_value: 41 }] }),
    ],
    [
      'display fields the server adds (label, value)',
      opt({ configurable_item_options: [{ option_id: 269, option_value: 41, label: 'Färg' } as never] }),
      opt({ configurable_item_options: [{ option_id: 269, option_value: 41 }] }),
    ],
  ])('is the same for %s', (_, a, b) => {
    expect(productOptionChecksum(a)).toBe(productOptionChecksum(b));
  });

  it.each<[string, ProductOption, ProductOption]>([
    [
      'another custom value',
      opt({ custom_options: [{ option_id: 3, option_value: '1' }] }),
      opt({ custom_options: [{ option_id: 3, option_value: '2' }] }),
    ],
    [
      'field text with commas, which is kept as written',
      opt({ custom_options: [{ option_id: 3, option_value: 'Hej, Anna' }] }),
      opt({ custom_options: [{ option_id: 3, option_value: 'Anna,Hej ' }] }),
    ],
    [
      'another bundle quantity',
      opt({ bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [10] }] }),
      opt({ bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [10] }] }),
    ],
    [
      'another bundle link',
      opt({ bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [10] }] }),
      opt({ bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [11] }] }),
    ],
    [
      'the same ids in custom rather than configurable options',
      opt({ custom_options: [{ option_id: 269, option_value: '41' }] }),
      opt({ configurable_item_options: [{ option_id: 269, option_value: 41 }] }),
    ],
  ])('differs for %s', (_, a, b) => {
    expect(productOptionChecksum(a)).not.toBe(productOptionChecksum(b));
  });

  it('never returns an empty string', () => {
    expect(productOptionChecksum(undefined)).toMatch(/^[0-9a-f]{56}$/);
  });
});

describe('hasChecksumOptions', () => {
  it.each<[string, ProductOption | null | undefined, boolean]>([
    ['no option', null, false],
    ['empty arrays', opt({ custom_options: [], bundle_options: [] }), false],
    [
      'only configurable options',
      opt({ configurable_item_options: [{ option_id: 269, option_value: 41 }] }),
      false,
    ],
    ['only unfilled custom options', opt({ custom_options: [{ option_id: 1, option_value: '  ' }] }), false],
    ['a custom option', opt({ custom_options: [{ option_id: 1, option_value: 'Anna' }] }), true],
    [
      'a bundle option',
      opt({ bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [3] }] }),
      true,
    ],
  ])('%s → %s', (_, option, expected) => {
    expect(hasChecksumOptions(option)).toBe(expected);
  });
});
