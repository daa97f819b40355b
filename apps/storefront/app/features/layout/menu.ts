import type { CategoryDto } from '@hemma/api-client';
import { type StoreView, categoryPath } from '@hemma/commerce';

/** The menu needs names and slugs only: this is what the root loader serialises into every page. */
export interface MenuCategory {
  name: string;
  slug: string;
  /** The link (built by the root loader with the store view and the URL dispatcher mode). */
  href: string;
  children: { name: string; slug: string; href: string }[];
}

const visible = (c: CategoryDto) => c.is_active && c.include_in_menu;
const byPosition = (a: CategoryDto, b: CategoryDto) => a.position - b.position;

export function toMenu(tree: CategoryDto[], store: StoreView): MenuCategory[] {
  return tree
    .filter(visible)
    .sort(byPosition)
    .map((category) => ({
      name: category.name,
      slug: category.slug,
      href: categoryPath(category, store),
      children: (category.children_data ?? [])
        .filter(visible)
        .sort(byPosition)
        .map((child) => ({ name: child.name, slug: child.slug, href: categoryPath(child, store) })),
    }));
}
