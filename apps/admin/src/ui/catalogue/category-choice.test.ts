import { ROOT_CATEGORY_ID } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { buildTree, type TreeCategory } from './category-tree.ts';
import { branchesToChosen, filterTree } from './category-choice.ts';

const R = ROOT_CATEGORY_ID;
const category = (id: number, parent: number, name: string, path: string): TreeCategory => ({
  id,
  parent_id: parent,
  position: id,
  name,
  path: `1/${R}/${path}`,
});

// Möbler (10) › Soffor (11), Bord (12) › Soffbord (13); Belysning (20) › Taklampor (21).
const TREE = buildTree([
  category(10, R, 'Möbler', '10'),
  category(11, 10, 'Soffor', '10/11'),
  category(12, 10, 'Bord', '10/12'),
  category(13, 12, 'Soffbord', '10/12/13'),
  category(20, R, 'Belysning', '20'),
  category(21, 20, 'Taklampor', '20/21'),
]);

/** The tree as `Name(child, …)` for readable expectations. */
const shape = (nodes: ReturnType<typeof filterTree>): string =>
  nodes
    .map((n) => (n.children.length ? `${n.category.name}(${shape(n.children)})` : n.category.name))
    .join(', ');

describe('the product editor’s category search', () => {
  it('shows the whole tree for an empty search', () => {
    expect(shape(filterTree(TREE, '  '))).toBe('Möbler(Soffor, Bord(Soffbord)), Belysning(Taklampor)');
  });

  it('keeps the matches with the way down to them, whatever the case', () => {
    expect(shape(filterTree(TREE, 'SOFF'))).toBe('Möbler(Soffor, Bord(Soffbord))');
    expect(shape(filterTree(TREE, 'bord'))).toBe('Möbler(Bord(Soffbord))');
    expect(shape(filterTree(TREE, 'lampor'))).toBe('Belysning(Taklampor)');
  });

  it('keeps what lies below a matching branch', () => {
    expect(shape(filterTree(TREE, 'möbler'))).toBe('Möbler(Soffor, Bord(Soffbord))');
  });

  it('finds nothing for a name no category has', () => {
    expect(filterTree(TREE, 'Mattor')).toEqual([]);
  });
});

describe('the branches open at first', () => {
  it('are the ones on the way down to a chosen category', () => {
    expect([...branchesToChosen(TREE, new Set([13]))].sort()).toEqual([10, 12]);
    expect([...branchesToChosen(TREE, new Set([21, 11]))].sort()).toEqual([10, 20]);
  });

  it('are none when nothing is chosen or only a top category', () => {
    expect(branchesToChosen(TREE, new Set()).size).toBe(0);
    expect(branchesToChosen(TREE, new Set([20])).size).toBe(0);
  });
});
