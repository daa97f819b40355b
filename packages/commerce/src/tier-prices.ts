import type { Ore } from './money.ts';
import { isSpecialPriceActive, type CatalogPrice, type PriceBreakdown } from './prices.ts';
import { grossForDestination, type TaxedAmount } from './tax.ts';

/** A quantity price as the shop enters it: öre incl. VAT; `customerGroupId` null means every group. */
export interface TierPriceRule {
  customerGroupId: number | null;
  qty: number;
  value: Ore;
}

/** Customer group id of guests (SPEC §6: NOT LOGGED IN). */
export const DEFAULT_CUSTOMER_GROUP_ID = 0;

function appliesTo(tier: TierPriceRule, groupId: number): boolean {
  return tier.customerGroupId === null || tier.customerGroupId === groupId;
}

/**
 * The tiers a customer group sees: its own and those for all groups, only when cheaper than the regular price,
 * the cheapest one per quantity, by ascending quantity.
 */
export function tiersForGroup(
  tiers: readonly TierPriceRule[],
  groupId: number,
  regularPrice: Ore,
): TierPriceRule[] {
  const byQty = new Map<number, TierPriceRule>();
  for (const tier of tiers) {
    if (!appliesTo(tier, groupId) || tier.value >= regularPrice || tier.value < 0 || tier.qty <= 0) continue;
    const known = byQty.get(tier.qty);
    if (!known || tier.value < known.value) byQty.set(tier.qty, tier);
  }
  return [...byQty.values()].sort((a, b) => a.qty - b.qty);
}

/** The lowest tier value for the group among tiers whose quantity is at most `qty`; null when none applies. */
export function bestTierPrice(tiers: readonly TierPriceRule[], groupId: number, qty: number): Ore | null {
  let best: Ore | null = null;
  for (const tier of tiers) {
    if (!appliesTo(tier, groupId) || tier.qty > qty || tier.value < 0) continue;
    if (best === null || tier.value < best) best = tier.value;
  }
  return best;
}

/**
 * A catalogue price (gross at the catalogue's reference rate) as a customer with another rate pays it: the net part
 * stays, the customer's VAT is added. With equal rates it is the plain split of the gross price (decision 0002).
 */
export function taxedForCustomer(
  gross: Ore,
  catalogRatePercent: number,
  customerRatePercent: number,
): TaxedAmount {
  // The customer's rate is the destination's (decision 0056): one computation for both.
  return grossForDestination(gross, catalogRatePercent, customerRatePercent);
}

export interface GroupPriceInput {
  price: CatalogPrice;
  tiers: readonly TierPriceRule[];
  groupId: number;
  /** Tier prices count only when the shop enables them. */
  tiersEnabled: boolean;
  /** The VAT rate the stored (gross) prices include: the reference customer's rate. */
  catalogRatePercent: number;
  /** The VAT rate of the customer group's tax class. */
  customerRatePercent: number;
  now: Date;
  /** Quantity the final price is for (default 1). */
  qty?: number;
}

export interface GroupPriceBreakdown extends PriceBreakdown {
  /** Which price won the final price: the regular one, the active special price or a tier price. */
  finalSource: 'regular' | 'special' | 'tier';
  /** The tiers this group sees (empty when tiers are disabled), taxed for the customer. */
  tiers: (TierPriceRule & { amount: TaxedAmount })[];
}

/**
 * Prices for one customer group: the final price is the lowest of the regular price, the special price when active
 * (SPEC §4: lower than the regular price and inside its window) and the best tier price with qty <= the quantity.
 * `onSale` stays tied to the special price — a group or quantity price is not a publicly announced reduction.
 */
export function groupPriceBreakdown(input: GroupPriceInput): GroupPriceBreakdown {
  const { price, catalogRatePercent: catalogRate, customerRatePercent: customerRate } = input;
  const taxed = (gross: Ore) => taxedForCustomer(gross, catalogRate, customerRate);
  const specialGross =
    isSpecialPriceActive(price, input.now) && price.specialPrice !== null ? price.specialPrice : null;
  const tierGross = input.tiersEnabled ? bestTierPrice(input.tiers, input.groupId, input.qty ?? 1) : null;
  let finalGross = price.price;
  let finalSource: GroupPriceBreakdown['finalSource'] = 'regular';
  if (specialGross !== null && specialGross < finalGross) {
    finalGross = specialGross;
    finalSource = 'special';
  }
  if (tierGross !== null && tierGross < finalGross) {
    finalGross = tierGross;
    finalSource = 'tier';
  }
  const original = taxed(price.price);
  const special = specialGross === null ? null : taxed(specialGross);
  const final =
    finalSource === 'regular' ? original : finalSource === 'special' ? special! : taxed(finalGross);
  const tiers = input.tiersEnabled
    ? tiersForGroup(input.tiers, input.groupId, price.price).map((t) => ({ ...t, amount: taxed(t.value) }))
    : [];
  return { original, special, final, onSale: special !== null, finalSource, tiers };
}
