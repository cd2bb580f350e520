import type { Resignation } from '@saram/shared/resignations/resignations.schemas';
import { describe, expect, it } from 'vitest';
import { isFiltered, openRequestOf, parseManagementParams } from './resignation-logic';

const row = (id: string, status: Resignation['status'], created_at: string) => ({ id, status, created_at }) as Resignation;

describe('resignation logic', () => {
  it('the open request is the newest pending or approved one', () => {
    expect(openRequestOf([row('a', 'rejected', '2026-11-03'), row('b', 'approved', '2026-11-01'), row('c', 'cancelled', '2026-11-04')])?.id).toBe('b');
    expect(openRequestOf([row('a', 'rejected', '2026-11-03'), row('c', 'completed', '2026-11-04')])).toBeNull();
  });

  it('reads the filters from the URL and drops bad values', () => {
    expect(parseManagementParams(new URLSearchParams('status=pending&page=2&limit=50&unit=u1&q=김&type=자진퇴사&from=2026-01-01&to=2026-12-31'))).toEqual({
      status: 'pending',
      page: 2,
      limit: 50,
      unit_id: 'u1',
      search: '김',
      resignationType: '자진퇴사',
      from: '2026-01-01',
      to: '2026-12-31',
    });
    const bad = parseManagementParams(new URLSearchParams('status=bogus&page=-1&limit=7&from=yesterday'));
    expect(bad).toEqual({ status: 'ALL', page: 1, limit: 20 });
    expect(isFiltered(bad)).toBe(false);
    expect(isFiltered({ ...bad, from: '2026-01-01' })).toBe(true);
  });
});
