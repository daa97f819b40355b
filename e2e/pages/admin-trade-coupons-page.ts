import type { Locator } from '@playwright/test';
import { AdminPage } from './admin-page.ts';

export interface CouponRules {
  code?: string;
  /** As the form names it: 'Procent av varorna' or 'Fast belopp (kr)'. */
  type?: string;
  value?: string;
  usageLimit?: string;
  minSubtotal?: string;
  customerEmail?: string;
}

/** The coupons screens: the list (/admin/coupons), a new coupon, one coupon's editor. */
export class AdminCouponsPage extends AdminPage {
  get table(): Locator {
    return this.page.getByRole('table', { name: 'Rabattkoder' });
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  /** Fills the fields that are given (the code only on a new coupon). */
  async fill(rules: CouponRules): Promise<void> {
    const main = this.page.getByRole('main');
    if (rules.code !== undefined) await main.getByLabel('Kod', { exact: true }).fill(rules.code);
    if (rules.type !== undefined) await main.getByLabel('Typ av rabatt').selectOption({ label: rules.type });
    if (rules.value !== undefined) await main.getByLabel('Rabatt', { exact: true }).fill(rules.value);
    if (rules.usageLimit !== undefined)
      await main.getByLabel('Max antal användningar').fill(rules.usageLimit);
    if (rules.minSubtotal !== undefined)
      await main.getByLabel('Lägsta ordervärde (kr)').fill(rules.minSubtotal);
    if (rules.customerEmail !== undefined)
      await main.getByLabel('Personlig kod för e-post').fill(rules.customerEmail);
  }

  async create(rules: CouponRules): Promise<void> {
    await this.fill(rules);
    await this.page.getByRole('button', { name: 'Skapa rabattkod' }).click();
  }

  get usage(): Locator {
    return this.page.getByRole('region', { name: 'Användning' });
  }
}
