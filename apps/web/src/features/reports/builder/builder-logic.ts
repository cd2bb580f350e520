import type { BuilderFilterOp } from '@saram/shared/reports/report-builder';
import type { BuilderDataSetFields, BuilderDefinition, BuilderField } from '@saram/shared/reports/report-builder.schemas';

/** Pure rules of /reports/builder. */

export type Definition = BuilderDefinition;

/** A data set's starting point: its first four fields, grouped by the first groupable one, as bars. */
export function initialDefinition(set: BuilderDataSetFields): Definition {
  const groupable = set.fields.find((f) => f.groupable && f.key !== 'name');
  return {
    dataSet: set.key,
    columns: set.fields.slice(0, 4).map((f) => f.key),
    filters: [],
    groupBy: groupable?.key ?? null,
    aggregate: 'count',
    measure: null,
    chart: groupable ? 'bar' : 'none',
  };
}

/** Keeps the fields' order of the data set, whatever order they were ticked in. */
export function toggleColumn(set: BuilderDataSetFields, columns: readonly string[], key: string, on: boolean): string[] {
  const chosen = new Set(columns);
  if (on) chosen.add(key);
  else chosen.delete(key);
  return set.fields.map((f) => f.key).filter((k) => chosen.has(k));
}

export function opsFor(field: BuilderField | undefined): BuilderFilterOp[] {
  if (!field) return ['eq'];
  if (field.type === 'text') return field.options ? ['eq', 'neq'] : ['eq', 'neq', 'contains'];
  return ['eq', 'gte', 'lte'];
}

/** What stops a preview (and a save), said as the server would. */
export function definitionProblems(definition: Definition): string[] {
  const problems: string[] = [];
  if (definition.columns.length === 0) problems.push('열을 하나 이상 고르세요.');
  if (definition.chart !== 'none' && !definition.groupBy) problems.push('차트를 그리려면 묶을 필드를 고르세요.');
  if (definition.aggregate === 'avg' && !definition.measure) problems.push('평균을 낼 숫자 필드를 고르세요.');
  if (definition.filters.some((f) => !f.value.trim())) problems.push('조건의 값을 입력해주세요.');
  return problems;
}

/**
 * A saved definition checked against what the caller may read now: unknown or no longer readable
 * fields are dropped (a permission may have been taken away since it was saved).
 */
export function fitDefinition(raw: unknown, sets: readonly BuilderDataSetFields[]): Definition | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Partial<Definition>;
  const set = sets.find((s) => s.key === d.dataSet);
  if (!set) return null;
  const known = new Set(set.fields.map((f) => f.key));
  const keep = (key: string | null | undefined) => (key && known.has(key) ? key : null);
  const groupBy = keep(d.groupBy);
  return {
    dataSet: set.key,
    columns: (d.columns ?? []).filter((k) => known.has(k)),
    filters: (d.filters ?? []).filter((f) => known.has(f.field)),
    groupBy,
    aggregate: d.aggregate === 'avg' && keep(d.measure) ? 'avg' : 'count',
    measure: d.aggregate === 'avg' ? keep(d.measure) : null,
    chart: groupBy ? (d.chart ?? 'bar') : 'none',
  };
}
