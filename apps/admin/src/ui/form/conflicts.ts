import { isApiError } from '@hemma/api-client/admin';
import type { FormIssue } from './form-errors.ts';

/**
 * The conflicts (409) a form can word in the staff user's language: a value another row has (`url_key: … is taken`)
 * under its field, and an edit someone else saved first (decision 0021's stale check) at the top. Anything else is
 * rethrown, for the form to show as the API says it.
 */
export function wordConflict(
  error: unknown,
  words: { taken?: { field: string; text: string }; stale?: string },
): FormIssue[] {
  if (isApiError(error) && error.status === 409) {
    if (words.taken && error.message.startsWith(`${words.taken.field}: `))
      return [{ field: words.taken.field, text: words.taken.text }];
    if (words.stale && error.message.includes('changed by someone else'))
      return [{ field: null, text: words.stale }];
  }
  throw error;
}

/** A form's submit whose conflicts are worded by `wordConflict`. */
export function withConflicts<V>(
  submit: (values: V) => Promise<void | FormIssue[]>,
  words: Parameters<typeof wordConflict>[1],
): (values: V) => Promise<void | FormIssue[]> {
  return (values) => submit(values).catch((error: unknown) => wordConflict(error, words));
}
