import { employeeListQuerySchema, retiredListQuerySchema } from '@saram/shared/employees/employees.schemas';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  employeeListDefaults,
  parseEmployeeListParams,
  parseRetiredListParams,
  retiredListDefaults,
  toListParams,
  withChange,
  withoutFilters,
  withSort,
} from './list-params';

const url = (text: string) => new URLSearchParams(text);

describe('employee list ⇄ URL', () => {
  it('reads the defaults from an empty URL', () => {
    expect(parseEmployeeListParams(url(''))).toMatchObject({ page: 1, limit: 20, sortBy: 'employeeNo', sortOrder: 'asc' });
    expect(parseRetiredListParams(url(''))).toMatchObject({ page: 1, sortBy: 'terminationDate', sortOrder: 'desc' });
  });

  it("keeps good values and drops bad ones, '전체' and blanks", () => {
    const query = parseEmployeeListParams(url('page=0&sortBy=salary&status=전체&team=t-1&searchTerm=%20ㄱㅁㅅ%20&jobTitle='));
    expect(query).toMatchObject({ page: 1, sortBy: 'employeeNo', team: 't-1', searchTerm: 'ㄱㅁㅅ' });
    expect(query.status).toBeUndefined();
    expect(query.jobTitle).toBeUndefined();
  });

  it('ignores the page size and unknown keys in the URL', () => {
    const query = parseEmployeeListParams(url('limit=7&id=abc&foo=1'));
    expect(query.limit).toBe(20);
    expect(query).not.toHaveProperty('id');
  });

  it('writes only what differs from the defaults, never the page size', () => {
    expect(toListParams({ ...employeeListDefaults, limit: 100 }, employeeListDefaults).toString()).toBe('');
    const changed = { ...employeeListDefaults, page: 3, status: '휴직', corporation: 'c-1', sortBy: 'hireDate' as const, sortOrder: 'desc' as const };
    expect(Object.fromEntries(toListParams(changed, employeeListDefaults))).toEqual({
      page: '3',
      status: '휴직',
      corporation: 'c-1',
      sortBy: 'hireDate',
      sortOrder: 'desc',
    });
  });

  it('round-trips: parse(write(q)) is q', () => {
    const query = { ...employeeListDefaults, page: 2, searchTerm: '김민수', division: 'd-1', department: 'h-1', employmentType: '계약직', sortBy: 'name' as const };
    expect(parseEmployeeListParams(toListParams(query, employeeListDefaults))).toEqual(query);
  });

  it('round-trips the retired list with its period and refuses a date that does not exist', () => {
    const params = url('terminationFrom=2026-01-01&terminationTo=2026-06-30&resignationType=권고사직&sortOrder=asc');
    const query = parseRetiredListParams(params);
    expect(Object.fromEntries(toListParams(query, retiredListDefaults))).toEqual(Object.fromEntries(params));
    const bad = parseRetiredListParams(url('terminationFrom=2026-13-40&terminationTo=2026-06-30'));
    expect(bad.terminationFrom).toBeUndefined();
    expect(bad.terminationTo).toBe('2026-06-30');
  });
});

describe("the client's reading of the URL and the server's schemas", () => {
  // What the server reads from the same URL, bad values dropped one by one (the page size aside).
  function serverReading(schema: typeof employeeListQuerySchema | typeof retiredListQuerySchema, params: URLSearchParams) {
    const raw: Record<string, string> = Object.fromEntries(params);
    delete raw.limit;
    for (;;) {
      const result = schema.safeParse(raw);
      if (result.success) return result.data;
      for (const issue of result.error.issues) delete raw[String(issue.path[0])];
    }
  }
  const urls = [
    '',
    'page=3&sortBy=name&sortOrder=desc',
    'page=0&sortBy=salary&sortOrder=up&status=전체&team=t-1&searchTerm=%20ㄱㅁㅅ%20&jobTitle=',
    'page=1.5&division=%20%20&part=p&employmentType=계약직&status=휴직',
    'page=abc&limit=9999&corporation=' + 'x'.repeat(201),
    'page=2&page=7&searchTerm=' + 'y'.repeat(200),
    'page=-1&department=%EC%9D%B8%EC%82%AC&sortBy=terminationDate',
    'page=0x10&page=',
    'terminationFrom=2024-02-29&terminationTo=2023-02-29&resignationType=권고사직',
    'terminationFrom=2026-1-01&terminationTo=2026-12-31T00:00&sortBy=terminationDate&sortOrder=asc',
  ];

  it.each(urls)('agree on ?%s', (text) => {
    expect(parseEmployeeListParams(url(text))).toEqual(serverReading(employeeListQuerySchema, url(text)));
    expect(parseRetiredListParams(url(text))).toEqual(serverReading(retiredListQuerySchema, url(text)));
  });

  it('list the keys in the order of the schemas (the order of the URL)', () => {
    expect(Object.keys(employeeListDefaults)).toEqual(Object.keys(employeeListQuerySchema.shape));
    expect(Object.keys(retiredListDefaults)).toEqual(Object.keys(retiredListQuerySchema.shape));
  });
});

describe('list changes', () => {
  const base = { ...employeeListDefaults, page: 4, status: '재직', searchTerm: '김' };

  it('a filter change goes back to page 1; a page change keeps the filters', () => {
    expect(withChange(base, { status: '휴직' })).toMatchObject({ page: 1, status: '휴직', searchTerm: '김' });
    expect(withChange(base, { page: 5 })).toMatchObject({ page: 5, status: '재직' });
  });

  it('lists the filters in force (not page, size or sort)', () => {
    expect(activeFilters(base)).toEqual({ status: '재직', searchTerm: '김' });
    expect(activeFilters(employeeListDefaults)).toEqual({});
  });

  it('reset clears the filters and the page but keeps the sort', () => {
    const sorted = { ...base, sortBy: 'name' as const, sortOrder: 'desc' as const };
    expect(withoutFilters(sorted, employeeListDefaults)).toEqual({ ...employeeListDefaults, sortBy: 'name', sortOrder: 'desc' });
  });

  it('sorting a new column starts ascending; the same column flips', () => {
    const byName = withSort(base, 'name');
    expect(byName).toMatchObject({ sortBy: 'name', sortOrder: 'asc', page: 1 });
    expect(withSort(byName, 'name')).toMatchObject({ sortBy: 'name', sortOrder: 'desc' });
    expect(withSort(withSort(byName, 'name'), 'name')).toMatchObject({ sortOrder: 'asc' });
  });
});
