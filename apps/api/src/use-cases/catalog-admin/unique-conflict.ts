import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';

/**
 * Runs a write whose "is the name free?" check ran inside it: two requests may pass that check at once (PostgreSQL
 * reads committed rows only), and the database's unique key then refuses the second — a 409 with `message`, as the
 * check would have answered, never a 500 (found by the fuzz suite, decision 0024).
 */
export async function conflictOnUnique<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, message);
    throw error;
  }
}
