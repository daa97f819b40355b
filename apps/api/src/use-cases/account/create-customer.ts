import { InputError } from '../../errors.ts';
import { normalizeEmail } from '../../modules/customer/customer-repository.ts';
import { createLoyaltyCardNumber } from '../../modules/customer/loyalty-card.ts';
import { hashPassword } from '../../modules/credentials/password-hash.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { AccountContext } from './account-context.ts';
import { assertNoProblems, customerIssues, passwordProblem, toAddressRows } from './customer-input.ts';
import type { CustomerInputDto as CustomerInput } from '@hemma/contract';
import { DUPLICATE_EMAIL_MESSAGE, presentCustomer } from './profile.ts';
import { countRequest, refuseWhenThrottled } from './request-throttle.ts';
import type { CustomerDto } from '@hemma/contract';

/** Card numbers are random in 10^10; a clash is rare, three in a row would mean something else is wrong. */
const CARD_NUMBER_TRIES = 3;

/**
 * POST /api/user/create: registers a customer in the General group with a loyalty card. The client logs in
 * afterwards with the same password (SPEC §4); registering does not start a session by itself. The SPEC's "already
 * exists" answers are counted per client address, and beyond the limit the address gets 429 instead: they tell that
 * an e-mail is registered, so they must not be had for many e-mails (decision 0024).
 */
export async function createCustomer(
  context: AccountContext,
  input: { customer: CustomerInput; password: string },
  clientAddress: string,
): Promise<CustomerDto> {
  const password = passwordProblem(input.password);
  assertNoProblems([...customerIssues(input.customer), ...(password ? [`password: ${password}`] : [])]);
  await refuseWhenThrottled(context, 'register-address', clientAddress);
  const email = normalizeEmail(input.customer.email);
  const taken = async () => {
    await countRequest(context, 'register-address', clientAddress);
    return new InputError(DUPLICATE_EMAIL_MESSAGE);
  };
  if (await context.customers.findByEmail(email)) throw await taken();

  const now = context.now().toISOString();
  const passwordHash = await hashPassword(input.password);
  const addresses = toAddressRows(input.customer.addresses ?? []);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await context.customers.insert(
        {
          email,
          firstname: input.customer.firstname.trim(),
          lastname: input.customer.lastname.trim(),
          password_hash: passwordHash,
          loyalty_card_number: createLoyaltyCardNumber(),
          created_at: now,
          updated_at: now,
        },
        addresses,
      );
      return presentCustomer(row, await context.customers.addresses(row.id));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Registered by a concurrent request a moment ago, or (rarely) a card number that is already taken.
      if (await context.customers.findByEmail(email)) throw await taken();
      if (attempt >= CARD_NUMBER_TRIES) throw error;
    }
  }
}
