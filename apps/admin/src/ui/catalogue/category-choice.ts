import type { TreeCategory, TreeNode } from './category-tree.ts';

const folded = (text: string) => text.toLocaleLowerCase('sv-SE').trim();

/**
 * The category tree as the product editor's picker shows it for a search: the categories whose name holds `query`
 * (any case) with the way down to them and everything below them; the whole tree for an empty query.
 */
export function filterTree<C extends TreeCategory>(
  nodes: readonly TreeNode<C>[],
  query: string,
): TreeNode<C>[] {
  const wanted = folded(query);
  if (wanted === '') return [...nodes];
  return nodes.flatMap((node) => {
    if (folded(node.category.name).includes(wanted)) return [node];
    const children = filterTree(node.children, query);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** The branches to show open at first: those on the way down to a chosen category, so every choice is in view. */
export function branchesToChosen<C extends TreeCategory>(
  nodes: readonly TreeNode<C>[],
  chosen: ReadonlySet<number>,
): Set<number> {
  const open = new Set<number>();
  const walk = (node: TreeNode<C>): boolean => {
    const below = node.children.map(walk).some(Boolean);
    if (below) open.add(node.category.id);
    return below || chosen.has(node.category.id);
  };
  nodes.forEach(walk);
  return open;
}
