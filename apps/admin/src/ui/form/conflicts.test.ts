import { AdminApiError } from '@hemma/api-client/admin';
import { describe, expect, it } from 'vitest';
import { wordConflict } from './conflicts.ts';

const words = {
  taken: { field: 'url_key', text: 'Adressen används redan.' },
  stale: 'Någon annan har ändrat.',
};

describe('wordConflict', () => {
  it('when the API says a value is taken, then the form says so under that field, in its own words', () => {
    const error = new AdminApiError(
      409,
      'url_key: "soffor" is taken by the category Soffor (4)',
      'categories',
    );
    expect(wordConflict(error, words)).toEqual([{ field: 'url_key', text: 'Adressen används redan.' }]);
  });

  it('when someone else saved first, then the form says so at the top', () => {
    const error = new AdminApiError(
      409,
      'Category Soffor was changed by someone else since you opened it — reload',
      'categories/4',
    );
    expect(wordConflict(error, words)).toEqual([{ field: null, text: 'Någon annan har ändrat.' }]);
  });

  it('leaves every other refusal to the form, as the API says it', () => {
    const conflict = new AdminApiError(
      409,
      'Soffor has 19 product(s): take them out of it first',
      'categories/4',
    );
    const refusal = new AdminApiError(400, 'Invalid body: url_key: must be lower-case', 'categories');
    expect(() => wordConflict(conflict, words)).toThrow(conflict);
    expect(() => wordConflict(refusal, words)).toThrow(refusal);
    expect(() => wordConflict(conflict, {})).toThrow(conflict);
  });
});
