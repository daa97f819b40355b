import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation.ts';

const sales = (role: 'owner' | 'catalogue' | 'orders') =>
  navigationFor(role)
    .filter((group) => group.label === 'nav.group.sales')
    .flatMap((group) => group.items.map((item) => item.to));

describe('the menu group Försäljning', () => {
  it('shows the orders role and the owner orders, customers, returns, reviews and coupons', () => {
    for (const role of ['orders', 'owner'] as const)
      expect(sales(role)).toEqual(['/orders', '/customers', '/returns', '/reviews', '/coupons']);
  });

  it('is not shown to the catalogue role', () => {
    expect(sales('catalogue')).toEqual([]);
  });
});
