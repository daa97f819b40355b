import { describe, expect, it } from 'vitest';
import { validationCatalogue } from './validation-catalogue.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('validationCatalogue', () => {
  it('when a form rule has an English message, then Swedish says it too, with the same placeholders', () => {
    const swedish = validationCatalogue('sv-SE');
    for (const [code, english] of Object.entries(VALIDATION_MESSAGES)) {
      const text = swedish[`validation.${code}` as keyof typeof swedish];
      expect(text, code).toBeTruthy();
      expect(placeholders(text), code).toEqual(placeholders(english));
    }
  });

  it('gives the English catalogue the API’s own texts', () => {
    expect(validationCatalogue('en-US')['validation.email']).toBe(VALIDATION_MESSAGES.email);
    expect(validationCatalogue('sv-SE')['validation.required']).toBe('Fältet måste fyllas i');
  });
});
