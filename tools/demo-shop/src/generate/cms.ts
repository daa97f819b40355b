import { STATIC_PAGES } from '@hemma/commerce';
import { HOME_BANNERS } from '../data/banners.ts';
import { CMS_PAGES } from '../data/cms-pages.ts';
import { REFERENCE_TIME } from '../data/reference.ts';
import type { SeedRows } from './model.ts';

export function addCms(rows: SeedRows): void {
  STATIC_PAGES.forEach((identifier, i) => {
    const page = CMS_PAGES[identifier];
    rows.cms_pages.push({
      id: i + 1,
      identifier,
      title: page.title,
      content_heading: page.heading,
      content: page.content,
      meta_title: page.title,
      meta_description: page.description,
      is_active: 1,
      updated_at: REFERENCE_TIME,
    });
  });
  rows.cms_blocks.push(
    {
      id: 1,
      identifier: 'footer-usps',
      title: 'Därför handlar du hos Hemma',
      is_active: 1,
      updated_at: REFERENCE_TIME,
      content:
        '<ul><li>Fri retur inom 30 dagar</li><li>Öppet köp i 365 dagar</li><li>Fri frakt till ombud över 1 000 kr</li><li>Tre års reklamationsrätt</li><li>Inredningshjälp i alla butiker</li></ul>',
    },
    {
      id: 2,
      identifier: 'home-intro',
      title: 'Välkommen hem',
      is_active: 1,
      updated_at: REFERENCE_TIME,
      content:
        '<h2>Välkommen hem</h2><p>Skandinaviska möbler, belysning och textilier i naturliga material – formgivna för att användas varje dag och hålla i många år.</p><p>Nyheter varje vecka, fri retur inom 30 dagar och öppet köp i 365 dagar.</p>',
    },
  );
}

/** The home page's main banners of the default store view (the other views show them too until they get own ones). */
export function addBanners(rows: SeedRows): void {
  HOME_BANNERS.forEach((banner, position) => {
    rows.home_banners.push({
      id: position + 1,
      store_code: 'default',
      position,
      ...banner,
      updated_at: REFERENCE_TIME,
    });
  });
}
