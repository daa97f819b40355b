import type { CategoryDto } from '@hemma/api-client';

/** The menu needs names and slugs only: this is what the root loader serialises into every page. */
export interface MenuCategory {
  name: string;
  slug: string;
  children: { name: string; slug: string }[];
}

const visible = (c: CategoryDto) => c.is_active && c.include_in_menu;
const byPosition = (a: CategoryDto, b: CategoryDto) => a.position - b.position;

export function toMenu(tree: CategoryDto[]): MenuCategory[] {
  return tree
    .filter(visible)
    .sort(byPosition)
    .map((category) => ({
      name: category.name,
      slug: category.slug,
      children: (category.children_data ?? [])
        .filter(visible)
        .sort(byPosition)
        .map(({ name, slug }) => ({ name, slug })),
    }));
}
