import { describe, expect, it } from 'vitest';
import { diffRows } from './audit-diff-rows.ts';

describe('diffRows', () => {
  it('when a staff user was changed, then the changed fields are marked and the others kept for context', () => {
    expect(
      diffRows(
        { email: 'a@b.se', name: 'Anna', role: 'orders', is_active: true },
        { email: 'a@b.se', name: 'Anna', role: 'catalogue', is_active: false },
      ),
    ).toEqual([
      { field: 'email', before: 'a@b.se', after: 'a@b.se', changed: false },
      { field: 'name', before: 'Anna', after: 'Anna', changed: false },
      { field: 'role', before: 'orders', after: 'catalogue', changed: true },
      { field: 'is_active', before: true, after: false, changed: true },
    ]);
  });

  it('when something was created, then every field is new', () => {
    expect(diffRows(null, { name: 'Soffa', price: 12_995 })).toEqual([
      { field: 'name', before: undefined, after: 'Soffa', changed: true },
      { field: 'price', before: undefined, after: 12_995, changed: true },
    ]);
  });

  it('compares nested values by content and lists fields only one side has', () => {
    const rows = diffRows({ tags: ['a', 'b'], gone: 1 }, { tags: ['a', 'b'], added: null });
    expect(rows.map((row) => [row.field, row.changed])).toEqual([
      ['tags', false],
      ['gone', true],
      ['added', true],
    ]);
  });
});
