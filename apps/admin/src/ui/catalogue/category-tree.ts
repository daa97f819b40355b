import { ROOT_CATEGORY_ID } from '@hemma/commerce';

/** What the tree needs of a category (the API's `AdminCategory`). */
export interface TreeCategory {
  id: number;
  parent_id: number | null;
  name: string;
  path: string;
  position: number;
}

export interface TreeNode<C extends TreeCategory> {
  category: C;
  depth: number;
  children: TreeNode<C>[];
}

const parentOf = (category: TreeCategory) => category.parent_id ?? ROOT_CATEGORY_ID;
const byPosition = (a: TreeCategory, b: TreeCategory) => a.position - b.position || a.id - b.id;

/** A category's siblings (itself included), in the order the shop shows them. */
export function siblingsOf<C extends TreeCategory>(categories: readonly C[], parentId: number): C[] {
  return categories.filter((category) => parentOf(category) === parentId).sort(byPosition);
}

/**
 * The flat list of the API as a tree below the root, each level in position order. A category whose parent is not
 * in the list (an inconsistent answer) is shown at the top rather than lost.
 */
export function buildTree<C extends TreeCategory>(categories: readonly C[]): TreeNode<C>[] {
  const ids = new Set(categories.map((category) => category.id));
  const level = (parentId: number, depth: number, seen: Set<number>): TreeNode<C>[] =>
    siblingsOf(categories, parentId)
      .filter((category) => !seen.has(category.id))
      .map((category) => ({
        category,
        depth,
        children: level(category.id, depth + 1, new Set([...seen, category.id])),
      }));
  const orphans = categories
    .filter((category) => parentOf(category) !== ROOT_CATEGORY_ID && !ids.has(parentOf(category)))
    .sort(byPosition)
    .map((category) => ({ category, depth: 0, children: level(category.id, 1, new Set([category.id])) }));
  return [...level(ROOT_CATEGORY_ID, 0, new Set()), ...orphans];
}

/** The tree in display order, flat: each node after its parent (for a select of parents). */
export function flattenTree<C extends TreeCategory>(nodes: readonly TreeNode<C>[]): TreeNode<C>[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** Whether `category` is `ancestor` or lies below it (by the materialised path `1/2/5/9`). */
export function isWithin(category: TreeCategory, ancestor: TreeCategory): boolean {
  return category.id === ancestor.id || category.path.startsWith(`${ancestor.path}/`);
}

/**
 * Where a category may move: the root and every category that is neither itself nor below it (the API refuses a
 * move below itself with a 409; the form does not offer it).
 */
export function moveTargets<C extends TreeCategory>(
  categories: readonly C[],
  moving: C | null,
): TreeNode<C>[] {
  return flattenTree(buildTree(categories)).filter((node) => !moving || !isWithin(node.category, moving));
}

/**
 * The `position` that moves a category one place up (-1) or down (+1) among its siblings — the API's position is
 * the index among the siblings without it — or null at the edge.
 */
export function reorderPosition(
  categories: readonly TreeCategory[],
  id: number,
  step: -1 | 1,
): number | null {
  const moving = categories.find((category) => category.id === id);
  if (!moving) return null;
  const siblings = siblingsOf(categories, parentOf(moving));
  const index = siblings.findIndex((category) => category.id === id);
  const target = index + step;
  return target < 0 || target >= siblings.length ? null : target;
}

/** The names from the top down to a category (`Möbler › Soffor`), for a breadcrumb or a select's label. */
export function trail(categories: readonly TreeCategory[], category: TreeCategory): string[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return category.path
    .split('/')
    .map(Number)
    .flatMap((id) => {
      const found = byId.get(id);
      return found ? [found.name] : [];
    });
}
