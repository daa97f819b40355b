import type { CouponCreateInput, CouponUpdateInput } from '@hemma/contract';
import { fromSek, type Ore } from '@hemma/commerce';
import {
  FIXED_RANGE,
  MAX_ORE,
  type CouponCreate,
  type CouponUpdate,
  type CouponValue,
} from '../../use-cases/coupons/save-coupon.ts';

/**
 * Coupons as the back office sends them (a fixed discount and the minimum in kronor, their EUR amounts in euros) → as
 * the use cases take them (öre, cents): the one place their amounts are converted (decisions 0002, 0061 and 0062).
 */

/**
 * A coupon's value both ways, for the use case to take by the coupon's type: a fixed discount is money, whole öre
 * (at most two decimals of SEK) and within what the column holds — checked before the amount is turned into öre,
 * which an amount like 1e308 would overflow.
 */
export function couponValue(value: number): CouponValue {
  if (!(value * 100 <= MAX_ORE)) return { percent: value, notOre: FIXED_RANGE };
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
    return { percent: value, notOre: 'value: a fixed discount must have at most two decimals' };
  return { percent: value, ore: fromSek(value) };
}

/** An amount in kronor (or euros) as öre (or cents), null kept. */
const oreOrNull = (amount: number | null): Ore | null => (amount === null ? null : fromSek(amount));

export function couponCreate(input: CouponCreateInput): CouponCreate {
  return {
    ...input,
    value: couponValue(input.value),
    min_subtotal_incl_tax: oreOrNull(input.min_subtotal_incl_tax),
    value_eur: oreOrNull(input.value_eur),
    min_subtotal_incl_tax_eur: oreOrNull(input.min_subtotal_incl_tax_eur),
  };
}

export function couponUpdate(input: CouponUpdateInput): CouponUpdate {
  const {
    value,
    min_subtotal_incl_tax: minimum,
    value_eur: valueEur,
    min_subtotal_incl_tax_eur: minimumEur,
    ...rest
  } = input;
  return {
    ...rest,
    ...(value === undefined ? {} : { value: couponValue(value) }),
    ...(minimum === undefined ? {} : { min_subtotal_incl_tax: oreOrNull(minimum) }),
    ...(valueEur === undefined ? {} : { value_eur: oreOrNull(valueEur) }),
    ...(minimumEur === undefined ? {} : { min_subtotal_incl_tax_eur: oreOrNull(minimumEur) }),
  };
}
