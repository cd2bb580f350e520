import { describe, expect, it } from 'vitest';
import { apiQuery, customStart, filtersFromParams, paramsFromFilters, presetOf, presetPeriod, savedFilters } from './report-filters';

const today = '2026-11-29';

describe('report filters', () => {
  it('reads the URL and writes it back the same', () => {
    const params = new URLSearchParams('from=2026-01-01&to=2026-06-30&unitIds=a,b&corporationId=c&employeeId=e&page=2');
    const filters = filtersFromParams(params);
    expect(filters).toEqual({ from: '2026-01-01', to: '2026-06-30', unitIds: ['a', 'b'], corporationId: 'c', employeeId: 'e' });
    expect(paramsFromFilters(filters)).toEqual({ from: '2026-01-01', to: '2026-06-30', unitIds: 'a,b', corporationId: 'c', employeeId: 'e' });
    expect(filtersFromParams(new URLSearchParams(''))).toEqual({});
  });

  it('names the period presets and knows them again from their dates', () => {
    expect(presetPeriod('thisYear', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetPeriod('lastYear', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presetPeriod('last12', today)).toEqual({});
    expect(presetOf({}, today)).toBe('last12');
    expect(presetOf({ from: '2026-01-01', to: today }, today)).toBe('thisYear');
    expect(presetOf({ from: '2025-01-01', to: '2025-12-31' }, today)).toBe('lastYear');
    expect(presetOf({ from: '2026-03-01', to: today }, today)).toBe('custom');
    expect(customStart(today)).toEqual({ from: '2025-11-30', to: today });
    expect(customStart('2028-02-29')).toEqual({ from: '2027-03-02', to: '2028-02-29' });
  });

  it('sends the person only to the individual report, and saves only what is set', () => {
    const filters = { unitIds: ['a'], employeeId: 'e' };
    expect(apiQuery('EXECUTIVE_SUMMARY', filters)).toEqual({ unitIds: 'a' });
    expect(apiQuery('INDIVIDUAL_PROGRESS', filters)).toEqual({ unitIds: 'a', employeeId: 'e' });
    expect(savedFilters('EXECUTIVE_SUMMARY', filters)).toEqual({ unitIds: ['a'] });
    expect(savedFilters('INDIVIDUAL_PROGRESS', filters)).toEqual({ unitIds: ['a'], employeeId: 'e' });
  });
});
