import { describe, expect, it } from 'vitest';
import { newsDay, newsFromDate, newsFromDay, stockholmToday } from './news-flag.ts';

describe('the editor’s "Nyhet" flag', () => {
  it('sets today when ticked and keeps a date set before', () => {
    expect(newsFromDate(null, true, '2026-12-05')).toBe('2026-12-05');
    expect(newsFromDate('2026-11-20T00:00:00Z', true, '2026-12-05')).toBe('2026-11-20T00:00:00Z');
  });

  it('removes the date when cleared, so the shop shows no NYHET badge', () => {
    expect(newsFromDate('2026-11-20T00:00:00Z', false, '2026-12-05')).toBeNull();
  });

  it('shows a stored date-time as its day and reads a typed day back', () => {
    expect(newsDay('2026-11-20T00:00:00Z')).toBe('2026-11-20');
    expect(newsDay(null)).toBe('');
    expect(newsFromDay('2026-12-24')).toBe('2026-12-24');
    expect(newsFromDay('')).toBeNull();
  });

  it('takes today in Stockholm, not in UTC', () => {
    expect(stockholmToday(new Date('2026-12-05T23:30:00Z'))).toBe('2026-12-06');
  });
});
