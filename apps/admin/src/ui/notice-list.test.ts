import { NOTIFICATION_TTL_MS } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { afterNavigation, CARRY_OVER_MS, lifetimeOf, type Notice } from './notice-list.ts';

const notice = (id: number, raisedAt: number, tone: Notice['tone'] = 'success'): Notice => ({
  id,
  tone,
  text: `Notice ${id}`,
  raisedAt,
});

describe('notices in the back office (issue 35)', () => {
  it('a success closes itself after a few seconds, an error stays until it is closed', () => {
    expect(lifetimeOf('success')).toBe(NOTIFICATION_TTL_MS);
    expect(NOTIFICATION_TTL_MS).toBeLessThanOrEqual(8000);
    expect(lifetimeOf('error')).toBeNull();
  });

  it('does not follow the owner to another page, errors neither', () => {
    const now = 100_000;
    const old = [notice(1, now - 4000), notice(2, now - 60_000, 'error')];
    expect(afterNavigation(old, now)).toEqual([]);
  });

  it('keeps the notice of the action that moved the owner (saved → the saved thing’s page)', () => {
    const now = 100_000;
    const list = [notice(1, now - 30_000, 'error'), notice(2, now - 20), notice(3, now - CARRY_OVER_MS - 1)];
    expect(afterNavigation(list, now).map((n) => n.id)).toEqual([2]);
  });
});
