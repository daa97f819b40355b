import { AppError } from '../../errors.ts';

/**
 * Refuses an edit made from an old copy (decision 0020): the editor sends the `updated_at` it read, and a row
 * changed since is answered 409 rather than overwritten.
 */
export function requireUnchangedSince(current: string | null, sent: string | null, what: string): void {
  if (current !== sent)
    throw new AppError(409, `${what} was changed by someone else since you opened it — reload`);
}

/** Zod issues as the 400 message every admin write gives: `field.path: what is wrong`, joined by '; '. */
export function describeIssues(
  prefix: string,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${[prefix, ...issue.path.map(String)].filter(Boolean).join('.')}: ${issue.message}`)
    .join('; ');
}
