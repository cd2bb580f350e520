import type { BuilderDataSetFields } from '@saram/shared/reports/report-builder.schemas';
import { describe, expect, it } from 'vitest';
import { definitionProblems, fitDefinition, initialDefinition, opsFor, toggleColumn } from './builder-logic';

const employees: BuilderDataSetFields = {
  key: 'employees',
  label: '재직자 명단/인원',
  description: '',
  fields: [
    { key: 'name', label: '이름', type: 'text', groupable: false, averageable: false },
    { key: 'employeeNo', label: '사번', type: 'text', groupable: false, averageable: false },
    { key: 'team', label: '팀', type: 'text', groupable: true, averageable: false },
    { key: 'jobGrade', label: '직급', type: 'text', groupable: true, averageable: false },
    { key: 'employmentStatus', label: '재직 상태', type: 'text', groupable: true, averageable: false, options: ['재직', '휴직', '퇴직'] },
    { key: 'tenureYears', label: '근속 연수', type: 'number', groupable: false, averageable: true },
  ],
};

describe('builder definition', () => {
  it('starts from the first fields, grouped by the first groupable one, as bars', () => {
    expect(initialDefinition(employees)).toEqual({ dataSet: 'employees', columns: ['name', 'employeeNo', 'team', 'jobGrade'], filters: [], groupBy: 'team', aggregate: 'count', measure: null, chart: 'bar' });
  });

  it('keeps the columns in the data set order', () => {
    expect(toggleColumn(employees, ['team'], 'name', true)).toEqual(['name', 'team']);
    expect(toggleColumn(employees, ['name', 'team'], 'name', false)).toEqual(['team']);
  });

  it('offers the comparisons that fit a field', () => {
    expect(opsFor(employees.fields[0])).toEqual(['eq', 'neq', 'contains']);
    expect(opsFor(employees.fields[4])).toEqual(['eq', 'neq']);
    expect(opsFor(employees.fields[5])).toEqual(['eq', 'gte', 'lte']);
  });

  it('names what stops a preview', () => {
    const d = initialDefinition(employees);
    expect(definitionProblems(d)).toEqual([]);
    expect(definitionProblems({ ...d, columns: [], groupBy: null })).toEqual(['열을 하나 이상 고르세요.', '차트를 그리려면 묶을 필드를 고르세요.']);
    expect(definitionProblems({ ...d, aggregate: 'avg', measure: null })).toEqual(['평균을 낼 숫자 필드를 고르세요.']);
  });

  it('drops from a saved definition what the caller may no longer read', () => {
    const saved = { dataSet: 'employees', columns: ['name', 'salary'], filters: [{ field: 'rrn', op: 'eq', value: 'x' }], groupBy: 'grade', aggregate: 'avg', measure: 'finalScore', chart: 'pie' };
    expect(fitDefinition(saved, [employees])).toEqual({ dataSet: 'employees', columns: ['name'], filters: [], groupBy: null, aggregate: 'count', measure: null, chart: 'none' });
    expect(fitDefinition({ ...saved, dataSet: 'evaluations' }, [employees])).toBeNull();
  });
});
