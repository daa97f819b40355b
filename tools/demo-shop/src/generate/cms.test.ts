import { STATIC_PAGES } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog.ts';

describe('the CMS pages of /en, /de and /it (issue 33)', () => {
  const { rows } = generateCatalog();
  const texts = (store: string, pageId: number) =>
    new Map(
      rows.store_view_texts
        .filter((t) => t.store_code === store && t.entity === 'cms_page' && t.entity_id === pageId)
        .map((t) => [t.field, t.value]),
    );

  it('gives every static page its own title, heading, description and content in each store view', () => {
    expect(rows.cms_pages.map((p) => p.identifier).sort()).toEqual([...STATIC_PAGES].sort());
    for (const page of rows.cms_pages)
      for (const store of ['en', 'de', 'it']) {
        const own = texts(store, Number(page.id));
        for (const field of ['title', 'content_heading', 'meta_title', 'meta_description', 'content'])
          expect(own.get(field)?.trim(), `${store} ${page.identifier} ${field}`).toBeTruthy();
        expect(own.get('content'), `${store} ${page.identifier}`).not.toBe(page.content);
      }
  });

  it('prices nothing in kronor in the euro store views, and gives the EU right of withdrawal and 30-day returns', () => {
    for (const store of ['de', 'it'])
      for (const page of rows.cms_pages)
        for (const value of texts(store, Number(page.id)).values())
          expect(value, `${store} ${page.identifier}`).not.toMatch(/\bkr\b|\bSEK\b/);
    const returns = rows.cms_pages.find((p) => p.identifier === 'returns');
    for (const store of ['en', 'de', 'it']) {
      const content = texts(store, Number(returns?.id)).get('content') ?? '';
      expect(content, store).toMatch(/14/);
      expect(content, store).toMatch(/30/);
    }
  });

  it('gives the categories and products the store view’s <title> and search snippet, not the Swedish ones', () => {
    const shown = (store: string, entity: string, id: number) =>
      new Map(
        rows.store_view_texts
          .filter((t) => t.store_code === store && t.entity === entity && t.entity_id === id)
          .map((t) => [t.field, t.value]),
      );
    const sofa = rows.products.find((p) => p.sku === 'SOF-VASS-4')!;
    const livingRoom = rows.categories.find((c) => c.slug === 'vardagsrum')!;
    expect(Object.fromEntries(shown('de', 'product', Number(sofa.id)))).toMatchObject({
      meta_title: 'Sofa Vass 4-Sitzer',
      meta_description: 'Sofa aus Bouclé mit Beinen aus Eiche. Farbe: Natur.',
    });
    expect(shown('it', 'category', Number(livingRoom.id)).get('meta_title')).toBe('Soggiorno');
    expect(shown('en', 'category', Number(livingRoom.id)).get('meta_description')).toMatch(
      /^Sofas, armchairs .* Free returns within 30 days/,
    );
    for (const store of ['en', 'de', 'it'])
      for (const product of rows.products.filter((p) => p.meta_title)) {
        const own = shown(store, 'product', Number(product.id));
        if (own.has('name')) expect(own.get('meta_title'), `${store} ${product.sku}`).toBe(own.get('name'));
      }
  });
});
