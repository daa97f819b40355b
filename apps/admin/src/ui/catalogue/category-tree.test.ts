import { ROOT_CATEGORY_ID } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import {
  buildTree,
  flattenTree,
  moveTargets,
  reorderPosition,
  trail,
  type TreeCategory,
} from './category-tree.ts';

const R = ROOT_CATEGORY_ID;
const category = (
  id: number,
  parent: number,
  position: number,
  name: string,
  path: string,
): TreeCategory => ({
  id,
  parent_id: parent,
  position,
  name,
  path,
});

// Möbler (10) › Soffor (11), Bord (12) › Soffbord (13); Belysning (20). Positions are not contiguous, as after deletes.
const CATEGORIES = [
  category(12, 10, 5, 'Bord', `1/${R}/10/12`),
  category(20, R, 4, 'Belysning', `1/${R}/20`),
  category(11, 10, 2, 'Soffor', `1/${R}/10/11`),
  category(10, R, 1, 'Möbler', `1/${R}/10`),
  category(13, 12, 0, 'Soffbord', `1/${R}/10/12/13`),
];

const names = (nodes: ReturnType<typeof buildTree>) =>
  flattenTree(nodes).map((node) => `${'  '.repeat(node.depth)}${node.category.name}`);

describe('buildTree', () => {
  it('when the API answers a flat list, then each level is ordered by position below its parent', () => {
    expect(names(buildTree(CATEGORIES))).toEqual([
      'Möbler',
      '  Soffor',
      '  Bord',
      '    Soffbord',
      'Belysning',
    ]);
  });

  it('when a parent is missing from the answer, then its child is shown at the top rather than lost', () => {
    expect(names(buildTree(CATEGORIES.filter((c) => c.id !== 12)))).toEqual([
      'Möbler',
      '  Soffor',
      'Belysning',
      'Soffbord',
    ]);
  });
});

describe('moveTargets', () => {
  it('when a category moves, then neither itself nor anything below it is offered as its new parent', () => {
    const moving = CATEGORIES.find((c) => c.id === 12)!;
    expect(moveTargets(CATEGORIES, moving).map((node) => node.category.name)).toEqual([
      'Möbler',
      'Soffor',
      'Belysning',
    ]);
  });

  it('when a new category is made, then every category may be its parent', () => {
    expect(moveTargets(CATEGORIES, null)).toHaveLength(CATEGORIES.length);
  });
});

describe('reorderPosition', () => {
  it('moves a category one place among its own siblings, by index, whatever the stored positions', () => {
    expect(reorderPosition(CATEGORIES, 12, -1)).toBe(0); // Bord above Soffor
    expect(reorderPosition(CATEGORIES, 11, 1)).toBe(1); // Soffor below Bord
    expect(reorderPosition(CATEGORIES, 20, -1)).toBe(0); // Belysning above Möbler
  });

  it('when a category is first or last among its siblings (or alone), then it cannot move further', () => {
    expect(reorderPosition(CATEGORIES, 11, -1)).toBeNull();
    expect(reorderPosition(CATEGORIES, 12, 1)).toBeNull();
    expect(reorderPosition(CATEGORIES, 13, 1)).toBeNull();
    expect(reorderPosition(CATEGORIES, 99, 1)).toBeNull();
  });
});

describe('trail', () => {
  it('names a category from the top down, leaving out the root', () => {
    expect(
      trail(
        CATEGORIES,
        CATEGORIES.find((c) => c.id === 13)!,
      ),
    ).toEqual(['Möbler', 'Bord', 'Soffbord']);
  });
});
