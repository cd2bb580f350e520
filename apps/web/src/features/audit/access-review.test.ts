import { describe, expect, it } from 'vitest';
import { seoulPreviousMonth as previousMonth } from '../../lib/labels/seoul-dates';

describe('monthly review', () => {
  it('opens on the previous month in Asia/Seoul', () => {
    expect(previousMonth(new Date('2026-11-24T12:00:00Z'))).toBe('2026-10');
    expect(previousMonth(new Date('2026-01-05T00:00:00Z'))).toBe('2025-12');
    // 31 Dec 16:00 UTC is already 1 January in Seoul.
    expect(previousMonth(new Date('2026-12-31T16:00:00Z'))).toBe('2026-12');
  });
});
