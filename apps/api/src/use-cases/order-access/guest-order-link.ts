import { MAX_RETURN_DAYS, returnWindowDays } from '@hemma/commerce';
import type { GuestOrderAccessDto } from '@hemma/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { signToken } from '../../modules/credentials/signed-token.ts';
import type { SettingsRepository } from '../../modules/settings/settings-repository.ts';
import {
  issueGuestAccess,
  verifyGuestAccess,
  verifySigned,
  type OrderAccessContext,
} from './order-access.ts';

/**
 * A guest's access that lasts as long as the shopper needs it (issue 31): the access of the order page is renewed
 * while the page is open, and the shipping mail's link opens the order, without the e-mail, for as long as a return
 * can be asked for (decision 0054's addendum).
 */

export const ORDER_LINK_USE = 'guest-order-link';
/** Days the goods may take from the shipping mail to the shopper, on top of the return window the link covers. */
export const LINK_DELIVERY_DAYS = 30;

const ORDER_GONE = 'The order of this access no longer exists';

/**
 * A new access to the same order for the next 30 minutes, given one the API still takes; never past the end of its
 * opening (24 hours), after which the order is opened again. It cannot be widened: the order is the access's own.
 */
export async function renewGuestAccess(
  context: OrderAccessContext,
  guestAccess: string | undefined,
): Promise<GuestOrderAccessDto> {
  if (!guestAccess)
    throw new AppError(401, 'Send the guest access to renew as the header X-Hemma-Order-Access');
  const { claims } = verifyGuestAccess(context, guestAccess);
  const order = typeof claims.order === 'number' ? await context.orders.findById(claims.order) : undefined;
  if (!order) throw new AppError(401, ORDER_GONE);
  // An access signed before openings were bounded counts from when it was signed.
  const opened = (typeof claims.opened === 'number' ? claims.opened : claims.iat) * 1000;
  return issueGuestAccess(context, order, opened);
}

/** The shop's return window in days as the owner set it (decision 0054: never under 14), read in `trx`. */
async function returnWindowIn(trx: Transaction<Database>, settings: SettingsRepository): Promise<number> {
  const row = await settings.readIn(trx, 'returns');
  try {
    return returnWindowDays(
      (JSON.parse(row?.value ?? '{}') as { return_window_days?: number }).return_window_days,
    );
  } catch {
    return returnWindowDays(null);
  }
}

/**
 * The shipping mail's link to the guest order page, signed in the shipment's transaction: opens this one order for
 * the shop's return window plus LINK_DELIVERY_DAYS from the mail — the window runs from the delivery.
 */
export async function signOrderLink(
  trx: Transaction<Database>,
  context: { settingsStore: SettingsRepository; guestAccessSecret: string; now(): Date },
  orderId: number,
): Promise<string> {
  const days =
    Math.min(await returnWindowIn(trx, context.settingsStore), MAX_RETURN_DAYS) + LINK_DELIVERY_DAYS;
  const iat = Math.floor(context.now().getTime() / 1000);
  return signToken(context.guestAccessSecret, {
    use: ORDER_LINK_USE,
    order: orderId,
    iat,
    exp: iat + days * 24 * 60 * 60,
  });
}

/** The mail link's token exchanged for an access to its order (and the order's details), as the lookup answers. */
export async function openOrderLink(
  context: OrderAccessContext,
  token: string,
): Promise<GuestOrderAccessDto> {
  const verified = verifySigned(context, token, ORDER_LINK_USE, {
    expired:
      'The link to this order has expired with its return window: open the order with its number and e-mail address',
    invalid: 'The link to this order is not valid: open the order with its number and e-mail address',
  });
  const order =
    typeof verified.claims.order === 'number'
      ? await context.orders.findById(verified.claims.order)
      : undefined;
  if (!order) throw new AppError(401, ORDER_GONE);
  return issueGuestAccess(context, order, context.now().getTime());
}
