/** PostgreSQL's code for a statement refused because an earlier statement of its transaction failed. */
const IN_FAILED_TRANSACTION = '25P02';

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Waits for all of a transaction's writes that were started together (sent in one round trip on PostgreSQL's
 * pipelined connections, decision 0073), then answers their results in order, or throws the first failure (in the
 * list's order) that is not only the echo of another: a statement refused because an earlier one failed
 * (`25P02`) gives way to the one that failed. Nothing is left running on the transaction when this settles, so the
 * rollback or commit that follows is its last statement.
 */
export async function together<T extends readonly unknown[]>(
  work: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(work);
  const failures = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  if (failures.length > 0)
    throw failures.find((reason) => codeOf(reason) !== IN_FAILED_TRANSACTION) ?? failures[0];
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
