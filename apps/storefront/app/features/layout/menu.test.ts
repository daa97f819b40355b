import type { CategoryDto } from '@hemma/api-client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_VIEW, STORE_VIEWS } from '@hemma/commerce';
import { toMenu } from './menu.ts';

function category(id: number, name: string, extra: Partial<CategoryDto> = {}): CategoryDto {
  const slug = name.toLowerCase();
  return {
    id,
    parent_id: 2,
    parent_ids: [1, 2],
    name,
    slug,
    url_key: slug,
    url_path: slug,
    path: `1/2/${id}`,
    level: 2,
    position: id,
    is_active: true,
    include_in_menu: true,
    product_count: 3,
    description: null,
    meta_title: null,
    meta_description: null,
    image: null,
    bg_color: null,
    products_per_row: null,
    ...extra,
  };
}

describe('toMenu', () => {
  it('keeps only names and slugs of active menu categories, ordered by position', () => {
    const tree = [
      category(4, 'Belysning'),
      category(3, 'Soffor', {
        children_data: [
          category(7, 'Hörnsoffor', { position: 2 }),
          category(6, 'Bäddsoffor', { position: 1 }),
        ],
      }),
      category(5, 'Dold', { include_in_menu: false }),
      category(8, 'Inaktiv', { is_active: false }),
    ];
    expect(toMenu(tree, DEFAULT_STORE_VIEW)).toEqual([
      {
        name: 'Soffor',
        slug: 'soffor',
        href: '/c/soffor',
        children: [
          { name: 'Bäddsoffor', slug: 'bäddsoffor', href: '/c/b%C3%A4ddsoffor' },
          { name: 'Hörnsoffor', slug: 'hörnsoffor', href: '/c/h%C3%B6rnsoffor' },
        ],
      },
      { name: 'Belysning', slug: 'belysning', href: '/c/belysning', children: [] },
    ]);
  });

  it('links to url_paths in the store view with the URL dispatcher on (SPEC §2)', () => {
    const tree = [category(3, 'Soffor', { url_path: 'vardagsrum/soffor' })];
    const [menu] = toMenu(tree, { ...STORE_VIEWS.find((s) => s.storeCode === 'de')!, urlDispatcher: true });
    expect(menu!.href).toBe('/de/vardagsrum/soffor');
  });
});
