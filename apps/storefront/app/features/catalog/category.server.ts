import type { ApiClient, CategoryDto } from '@hemma/api-client';
import { ROOT_CATEGORY_ID, type StoreView, categoryPath, localizedPath } from '@hemma/commerce';
import { notFound, orNotFound } from '~/lib/not-found.server.ts';
import { breadcrumbList, jsonLdGraph } from '~/lib/seo.server.ts';
import type { Crumb } from '~/ui/breadcrumbs.tsx';
import { loadProductList } from './category-list.server.ts';

/** Crumbs for the ancestors of a category (below the root), outermost first. */
export async function categoryTrail(api: ApiClient, store: StoreView, parentIds: number[]): Promise<Crumb[]> {
  const ids = parentIds.filter((id) => id > ROOT_CATEGORY_ID);
  if (ids.length === 0) return [];
  const { items } = await api.searchCategories({ ids, size: ids.length });
  return items
    .filter((c) => c.level > 1 && c.id > ROOT_CATEGORY_ID)
    .sort((a, b) => a.level - b.level)
    .map((c) => ({ label: c.name, href: categoryPath(c, store) }));
}

async function subcategories(api: ApiClient, category: CategoryDto): Promise<CategoryDto[]> {
  const children = category.children_data ?? (await api.searchCategories({ parentId: category.id })).items;
  return children.filter((c) => c.is_active && c.product_count > 0).sort((a, b) => a.position - b.position);
}

export async function loadCategoryPage(api: ApiClient, store: StoreView, url: URL, slug: string) {
  const category = await orNotFound(() => api.getCategory(slug));
  // SPEC §2: ids below the root category count as not found (and the root itself is no shop page).
  if (category.id <= ROOT_CATEGORY_ID || !category.is_active) throw notFound();

  const [list, trail, children] = await Promise.all([
    loadProductList(api, store, url, { scope: { category: category.id } }),
    categoryTrail(api, store, category.parent_ids),
    subcategories(api, category),
  ]);

  return {
    category: {
      name: category.name,
      description: category.description,
      metaTitle: category.meta_title,
      metaDescription: category.meta_description,
    },
    trail,
    subcategories: children.map((c) => ({ label: c.name, href: categoryPath(c, store) })),
    list,
    // Structured data of the trail for search engines (decision 0028), rendered by the route.
    breadcrumbLd: jsonLdGraph(breadcrumbList(trail, category.name, localizedPath('/', store))),
  };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
