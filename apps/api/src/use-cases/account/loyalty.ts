import type { LoyaltyEntryDto, LoyaltyDto } from '@hemma/contract';
import { InputError } from '../../errors.ts';
import type { AccountContext } from './account-context.ts';

/** How many ledger entries the answer lists; the balance always counts them all. */
export const LOYALTY_HISTORY_LIMIT = 100;

/** The caller's loyalty card and points (decision 0016). The id comes from the verified token. */
export async function getLoyalty(context: AccountContext, customerId: number): Promise<LoyaltyDto> {
  const customer = await context.customers.findById(customerId);
  if (!customer) throw new InputError('The customer account no longer exists.');
  const [balance, entries] = await Promise.all([
    context.loyalty.balance(customerId),
    context.loyalty.entries(customerId, LOYALTY_HISTORY_LIMIT),
  ]);
  return {
    card_number: customer.loyalty_card_number,
    points_balance: balance,
    history: entries.map((e) => ({
      order_id: e.order_id,
      increment_id: e.increment_id,
      points: e.points,
      reason: e.reason,
      created_at: e.created_at,
    })),
  };
}

export type { LoyaltyEntryDto };
