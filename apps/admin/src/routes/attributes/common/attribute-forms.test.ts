import { describe, expect, it } from 'vitest';
import { attributeCreateForm, optionForm, optionPosition } from './attribute-forms.ts';

describe('optionPosition', () => {
  const options = [{ id: 7 }, { id: 3 }, { id: 9 }];
  it('moves an option one place by its index among the others, as the API counts', () => {
    expect(optionPosition(options, 3, -1)).toBe(0);
    expect(optionPosition(options, 3, 1)).toBe(2);
  });
  it('when an option is first or last, or unknown, then it cannot move that way', () => {
    expect(optionPosition(options, 7, -1)).toBeNull();
    expect(optionPosition(options, 9, 1)).toBeNull();
    expect(optionPosition(options, 1, 1)).toBeNull();
  });
});

describe('the attribute forms', () => {
  it('when the code is not lower-case letters, digits and _, then the code field is named', () => {
    const result = attributeCreateForm.safeParse({
      attribute_code: 'Sitthöjd',
      frontend_label: 'Sitthöjd',
      default_label: '',
      frontend_input: 'number',
      unit: 'cm',
      is_visible: true,
      is_comparable: false,
      is_filterable: false,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['attribute_code']);
  });

  it('takes a swatch as a colour such as #8C8B87, or none', () => {
    expect(optionForm.safeParse({ label: 'Grå', default_label: '', swatch_value: '#8C8B87' }).success).toBe(
      true,
    );
    expect(optionForm.safeParse({ label: 'Grå', default_label: '', swatch_value: '' }).success).toBe(true);
    expect(optionForm.safeParse({ label: 'Grå', default_label: '', swatch_value: 'grå' }).success).toBe(
      false,
    );
  });
});
