import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog.ts';
import { translateProse } from './translate-prose.ts';

describe('translateProse', () => {
  it('translates sentence by sentence, numbers kept', () => {
    expect(translateProse('Krukor i tre storlekar för fönsterbrädan.', 2)).toBe(
      'Vasi per piante in tre misure per il davanzale.',
    );
    expect(
      translateProse(
        'Plädar att blanda i soffan och sängen. Setet består av 3 delar som du kan köpa tillsammans eller var för sig.',
        1,
      ),
    ).toBe(
      'Plaids zum Kombinieren auf Sofa und Bett. Das Set besteht aus 3 Teilen, die Sie zusammen oder einzeln kaufen können.',
    );
  });

  it('answers null when a sentence is unknown, rather than a mixed text', () => {
    expect(translateProse('Krukor i tre storlekar för fönsterbrädan. Något helt annat.', 0)).toBeNull();
    expect(translateProse('', 0)).toBeNull();
  });

  it('gives every product and category of the demo shop a description in English, German and Italian', () => {
    const { rows } = generateCatalog();
    for (const [entity, all] of [
      ['product', rows.products],
      ['category', rows.categories.filter((c) => Number(c.id) > 2)],
    ] as const) {
      for (const store of ['en', 'de', 'it']) {
        const described = new Set(
          rows.store_view_texts
            .filter((t) => t.store_code === store && t.entity === entity && t.field === 'description')
            .map((t) => t.entity_id),
        );
        const missing = all.filter((row) => !described.has(Number(row.id))).map((row) => row.name);
        expect(missing, `${entity} ${store}`).toEqual([]);
      }
    }
  });
});
