import { createCouponRepository, type DatabaseHandle, type NewCoupon } from '@hemma/api/seeding';

/** Demo coupons: a general percentage code, a fixed amount with a minimum, a single-use code and an expired one. */
type DemoCoupon = Pick<NewCoupon, 'code' | 'description' | 'type' | 'value'> & Partial<NewCoupon>;

export const DEMO_COUPONS: readonly NewCoupon[] = (
  [
    { code: 'HEMMA10', description: '10 % på hela köpet', type: 'percent', value: 10 },
    {
      code: 'VALKOMMEN200',
      description: '200 kr rabatt när du handlar för minst 1 000 kr',
      type: 'fixed',
      value: 20_000,
      min_subtotal_incl_tax: 100_000,
      // In /de and /it a round amount of the owner's (decision 0061), which their texts name.
      value_eur: 2_000,
      min_subtotal_incl_tax_eur: 10_000,
    },
    {
      code: 'ENGANG20',
      description: '20 %, kan användas en gång',
      type: 'percent',
      value: 20,
      usage_limit: 1,
    },
    {
      code: 'SOMMAR2026',
      description: 'Sommarrea 15 % (gällde juni–augusti 2026)',
      type: 'percent',
      value: 15,
      from_date: '2026-06-01T00:00:00.000Z',
      to_date: '2026-08-31T21:59:59.999Z',
    },
  ] satisfies DemoCoupon[]
).map((coupon) => ({
  from_date: null,
  to_date: null,
  usage_limit: null,
  min_subtotal_incl_tax: null,
  customer_email: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...coupon,
}));

export async function seedCoupons(handle: DatabaseHandle): Promise<void> {
  await createCouponRepository(handle.db).insert(DEMO_COUPONS);
}
