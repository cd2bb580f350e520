import type { SearchCounts } from '@saram/shared/search/search.schemas';
import { describe, expect, it } from 'vitest';
import { countText, filterCount, isSearchable, visibleFilters } from './api';
import { statusOptions } from './components/search-facets';
import { metaLine } from './components/search-result-summary';

const counts = (values: Partial<SearchCounts>): SearchCounts => ({
  employee: 0,
  candidate: 0,
  notice: 0,
  unit: 0,
  task_force: 0,
  checklist: 0,
  evaluation: 0,
  report: 0,
  document: 0,
  ...values,
});

describe('search rules', () => {
  it.each([
    ['김', true],
    ['ㄱ', false],
    ['a', false],
    ['7', false],
    ['ㄱㅁ', true],
    ['김ㅁ', true],
    ['ab', true],
    [' 김 ', true],
    ['', false],
  ])('%j searchable: %s', (query, expected) => {
    expect(isSearchable(query)).toBe(expected);
  });

  it("shows the spec's four filters, then the other types that have results or are chosen", () => {
    expect(visibleFilters(undefined, 'all')).toEqual(['all', 'employee', 'document', 'evaluation']);
    expect(visibleFilters(counts({ unit: 2, report: 1 }), 'all')).toEqual(['all', 'employee', 'document', 'evaluation', 'unit', 'report']);
    expect(visibleFilters(counts({}), 'checklist')).toEqual(['all', 'employee', 'document', 'evaluation', 'checklist']);
  });

  it('counts 전체 as the sum, marked + when a type reached the limit', () => {
    expect(filterCount(counts({ employee: 3, document: 2 }), 'all')).toEqual({ count: 5, capped: false });
    expect(filterCount(counts({ employee: 1000, document: 2 }), 'all')).toEqual({ count: 1002, capped: true });
    expect(filterCount(counts({ document: 2 }), 'document')).toEqual({ count: 2, capped: false });
    expect(countText(1000)).toBe('1,000+');
    expect(countText(1234, false)).toBe('1,234');
  });
});

describe('status facet', () => {
  it("offers the chosen type's statuses, every type's for 전체, and keeps a status from an old link", () => {
    expect(statusOptions('employee', undefined).map((o) => o.value)).toEqual(['재직', '휴직', '퇴직']);
    expect(statusOptions('candidate', undefined).map((o) => o.value)).toContain('입사 예정');
    expect(statusOptions('document', undefined)).toEqual([]);
    const all = statusOptions('all', undefined).map((o) => o.value);
    expect(all).toEqual(expect.arrayContaining(['재직', '입사 예정', '사용']));
    expect(new Set(all).size).toBe(all.length);
    expect(statusOptions('employee', '보류').map((o) => o.value)).toEqual(['재직', '휴직', '퇴직', '보류']);
  });
});

describe('result meta line', () => {
  it("names a document's kind and size once, and dates in Asia/Seoul", () => {
    const meta = { kind: '체크리스트 증빙 서류', size: 245_760, updatedAt: '2026-11-20T16:00:00.000Z' };
    expect(metaLine(meta, '체크리스트 증빙 서류 · 박현호')).toEqual(['240KB', '수정 2026.11.21']);
    expect(metaLine(meta, '박현호')).toEqual(['체크리스트 증빙 서류', '240KB', '수정 2026.11.21']);
    expect(metaLine({ employeeNo: '20200001', status: '재직' })).toEqual(['사번 20200001', '재직']);
  });
});
