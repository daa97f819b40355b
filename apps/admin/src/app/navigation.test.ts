import { describe, expect, it } from 'vitest';
import { type NavGroup, navigationFor } from './navigation.ts';

const groups: NavGroup[] = [
  { label: 'nav.group.overview', items: [{ to: '/', label: 'nav.dashboard', area: 'any' }] },
  { label: 'nav.group.catalogue', items: [{ to: '/products', label: 'nav.dashboard', area: 'catalogue' }] },
  { label: 'nav.group.sales', items: [{ to: '/orders', label: 'nav.dashboard', area: 'orders' }] },
  { label: 'nav.group.administration', items: [{ to: '/staff', label: 'nav.staff', area: 'owner' }] },
];
const paths = (role: 'owner' | 'catalogue' | 'orders') =>
  navigationFor(role, groups).flatMap((group) => group.items.map((item) => item.to));

describe('navigationFor', () => {
  it('shows the owner every screen', () => {
    expect(paths('owner')).toEqual(['/', '/products', '/orders', '/staff']);
  });

  it('shows a role the screens of its own area only, and no empty groups', () => {
    expect(paths('catalogue')).toEqual(['/', '/products']);
    expect(paths('orders')).toEqual(['/', '/orders']);
    expect(navigationFor('orders', groups).map((group) => group.label)).toEqual([
      'nav.group.overview',
      'nav.group.sales',
    ]);
  });

  it('never shows the staff screens to anyone but the owner in the real menu', () => {
    for (const role of ['catalogue', 'orders'] as const)
      expect(navigationFor(role).flatMap((g) => g.items.map((i) => i.to))).not.toContain('/staff');
  });
});
