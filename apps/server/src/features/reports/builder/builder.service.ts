import { builderAggregateLabels, builderDataSetInfo, builderRowLimit } from '@saram/shared/reports/report-builder';
import { builderDefinitionSchema, type BuilderDefinition } from '@saram/shared/reports/report-builder.schemas';
import type { ChartSpec, ReportFilters, ReportResult, ValueFormat } from '@saram/shared/reports/report-result.schemas';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { recordBulkAccess } from '../../../lib/data/audit';
import { AppError, validationError } from '../../../lib/errors';
import { seoulToday } from '../../../lib/seoul-time';
import { builderFields, fieldsFor, readableFields, type FieldDef } from './builder-fields';
import { builderGroups, builderRows, filterNames, type BuilderPlan } from './builder.repo';

export { fieldsFor };

/** Groupings read in their own order (years, months, cycles) rather than largest first. */
const ordered = new Set(['hireYear', 'lastWorkingMonth', 'cycle', 'grade']);
const personal = new Set(['name', 'employeeNo']);
const figureLabels = { employees: '해당 인원', resignations: '퇴직 신청', evaluations: '평가 대상' } as const;

/** The default period: the twelve months up to `to` (the day after the same date a year earlier). */
function yearBefore(to: string): string {
  const d = new Date(`${to}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Checks a definition against the caller's readable fields. A field that does not exist is bad input
 * (400); a field that exists but is not the caller's, or a data set that is not, is refused (403).
 */
function resolve(actor: Actor, definition: BuilderDefinition) {
  const all = builderFields[definition.dataSet] as FieldDef[];
  if (!actor.permissions.has(builderDataSetInfo[definition.dataSet].permission)) throw new AppError('FORBIDDEN', `'${builderDataSetInfo[definition.dataSet].label}' 데이터를 볼 권한이 없습니다.`);
  const readable = new Map(readableFields(actor, definition.dataSet).map((f) => [f.key, f]));
  const field = (key: string, path: string): FieldDef => {
    const found = readable.get(key);
    if (found) return found;
    if (all.some((f) => f.key === key)) throw new AppError('FORBIDDEN', `'${all.find((f) => f.key === key)!.label}' 필드를 볼 권한이 없습니다.`, { field: path });
    throw validationError({ [path]: `알 수 없는 필드입니다: ${key}` });
  };
  const columns = [...new Set(definition.columns)].map((key, i) => field(key, `definition.columns.${i}`));
  const filters = definition.filters.map((f, i) => {
    const def = field(f.field, `definition.filters.${i}.field`);
    const path = `definition.filters.${i}.value`;
    if (def.type === 'number' && !Number.isFinite(Number(f.value))) throw validationError({ [path]: '숫자를 입력해주세요.' });
    if (def.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(f.value)) throw validationError({ [path]: '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.' });
    if (def.type === 'text' && (f.op === 'gte' || f.op === 'lte')) throw validationError({ [`definition.filters.${i}.op`]: '글자 필드에는 이상·이하 조건을 쓸 수 없습니다.' });
    if (def.type !== 'text' && f.op === 'contains') throw validationError({ [`definition.filters.${i}.op`]: '숫자·날짜 필드에는 포함 조건을 쓸 수 없습니다.' });
    return { ...f, type: def.type, label: def.label };
  });
  const groupBy = definition.groupBy ? field(definition.groupBy, 'definition.groupBy') : null;
  if (groupBy && !groupBy.groupable) throw validationError({ 'definition.groupBy': `'${groupBy.label}' 필드로는 묶을 수 없습니다.` });
  const measure = definition.aggregate === 'avg' && definition.measure ? field(definition.measure, 'definition.measure') : null;
  if (measure && !measure.averageable) throw validationError({ 'definition.measure': `'${measure.label}' 필드는 평균을 낼 수 없습니다.` });
  return { columns, filters, groupBy, measure };
}

/**
 * A custom report (issue 30 item 5) as a ReportResult: the grouped figures as a chart and a table,
 * then the rows (first 500). Report Center's runs call this for saved 'CUSTOM' reports.
 */
export async function buildCustomReport(db: Db, actor: Actor, definitionInput: unknown, filters: ReportFilters, now: Date, title = ''): Promise<ReportResult> {
  const parsed = builderDefinitionSchema.safeParse(definitionInput);
  if (!parsed.success) throw validationError(Object.fromEntries(parsed.error.issues.map((i) => [`definition.${i.path.join('.')}`, i.message])), '맞춤 리포트의 정의가 올바르지 않습니다.');
  const definition = parsed.data;
  const { columns, filters: conditions, groupBy, measure } = resolve(actor, definition);
  const today = seoulToday(now);
  const to = filters.to ?? today;
  const from = filters.from ?? yearBefore(to);
  const plan: BuilderPlan = {
    dataSet: definition.dataSet,
    columns: columns.map((c) => c.key),
    filters: conditions.map(({ field, op, value, type }) => ({ field, op, value, type })),
    groupBy: groupBy?.key ?? null,
    groupInOrder: groupBy ? ordered.has(groupBy.key) : false,
    aggregate: definition.aggregate,
    measure: measure?.key ?? null,
    from,
    to,
    today,
    unitIds: filters.unitIds ?? [],
    corporationId: filters.corporationId ?? null,
    scope: actor.employeeScope,
  };
  const [{ rows, total }, groups, names] = await Promise.all([builderRows(db, plan), builderGroups(db, plan), filterNames(db, plan.unitIds, plan.corporationId)]);

  if (columns.some((c) => personal.has(c.key))) {
    await recordBulkAccess(db, actor, {
      subjectType: 'custom_report',
      query: { dataSet: definition.dataSet, from, to, unitIds: plan.unitIds, corporationId: plan.corporationId ?? undefined },
      count: total,
      fields: columns.map((c) => c.key),
    });
  }

  const info = builderDataSetInfo[definition.dataSet];
  const valueLabel = definition.aggregate === 'avg' && measure ? `평균 ${measure.label}` : builderAggregateLabels.count;
  const valueFormat: ValueFormat = definition.aggregate === 'avg' && measure ? (measure.format === 'years' ? 'years' : 'score') : 'count';
  const groupRows = groups.map((g) => ({ category: g.category ?? '(없음)', value: g.value, count: g.count }));
  const charts: ChartSpec[] =
    groupBy && definition.chart !== 'none' && groupRows.length
      ? [
          {
            id: 'custom-group',
            title: `${groupBy.label}별 ${valueLabel}`,
            kind: definition.chart,
            category: 'category',
            categoryLabel: groupBy.label,
            series: [{ key: 'value', label: valueLabel }],
            data: groupRows.map(({ category, value }) => ({ category, value })),
            valueFormat,
            description: `${info.label} 데이터를 ${groupBy.label}별로 묶은 ${valueLabel}입니다. ${groupRows.length}개 항목.`,
          },
        ]
      : [];
  const groupTable = groupBy
    ? [
        {
          id: 'custom-groups',
          title: `${groupBy.label}별 ${valueLabel}`,
          columns: [
            { key: 'category', label: groupBy.label, format: 'text' as const },
            ...(definition.aggregate === 'avg' ? [{ key: 'value', label: valueLabel, format: valueFormat }] : []),
            { key: 'count', label: '인원(건수)', format: 'count' as const },
          ],
          rows: groupRows,
          omitted: 0,
        },
      ]
    : [];

  return {
    type: 'CUSTOM',
    title: title.trim() || `맞춤 리포트: ${info.label}`,
    generatedAt: now.toISOString(),
    filters: {
      from,
      to,
      unitIds: plan.unitIds,
      unitNames: names.units,
      corporationId: plan.corporationId,
      corporationName: names.corporation,
      employeeId: null,
      employeeName: null,
    },
    figures: [{ label: figureLabels[definition.dataSet], value: total, format: 'count' }],
    charts,
    tables: [
      ...groupTable,
      {
        id: 'custom-rows',
        title: `${info.label} 목록`,
        columns: columns.map((c) => ({ key: c.key, label: c.label, format: c.format })),
        rows,
        omitted: Math.max(0, total - builderRowLimit),
      },
    ],
    missing: [],
    notes: [
      ...conditions.map((c) => `조건: ${c.label} ${({ eq: '=', neq: '≠', contains: '포함', gte: '≥', lte: '≤' } as const)[c.op]} ${c.value}`),
      ...(total > builderRowLimit ? [`목록은 처음 ${builderRowLimit.toLocaleString('ko-KR')}행만 보여 줍니다. 묶음 집계는 전체 ${total.toLocaleString('ko-KR')}행으로 계산했습니다.`] : []),
    ],
  };
}
