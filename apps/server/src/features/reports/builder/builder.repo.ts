import type { BuilderAggregate, BuilderDataSet, BuilderFilterOp } from '@saram/shared/reports/report-builder';
import { builderRowLimit } from '@saram/shared/reports/report-builder';
import { evaluationStatusLabels } from '@saram/shared/evaluations/evaluations';
import { resignationStatusLabels } from '@saram/shared/resignations/resignations';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import type { EmployeeScope } from '../../../lib/auth/employee-scope';
import { employeeAliasInScope } from '../../../lib/auth/employee-scope.repo';
import type { BuilderFieldKey } from './builder-fields';

/**
 * The builder's SQL. Every expression below is fixed text keyed by a whitelisted field name; what a
 * client sends reaches the query only as bound parameters (filter values, dates, ids).
 */

const labelled = (column: SQL, labels: Record<string, string>) =>
  sql`(case ${column} ${sql.join(
    Object.entries(labels).map(([code, label]) => sql`when ${code} then ${label}`),
    sql` `,
  )} else ${column} end)`;

const tenureAt = (end: SQL) => sql`round(((${end}) - e.hire_date) / 365.25, 1)::float8`;

const placement = {
  name: sql`e.name_kor`,
  employeeNo: sql`e.employee_no`,
  corporation: sql`c.name`,
  division: sql`e.division`,
  headquarters: sql`e.headquarters`,
  team: sql`e.team`,
  jobGrade: sql`e.job_grade`,
};

type DataSetSql<D extends BuilderDataSet> = {
  from: SQL;
  fields: (today: string) => Record<BuilderFieldKey<D>, SQL>;
  period: (from: string, to: string) => SQL;
};

const employeesSql: DataSetSql<'employees'> = {
  from: sql`employees e left join corporations c on c.id = e.corporation_id`,
  fields: (today) => ({
    ...placement,
    jobTitle: sql`e.job_title`,
    jobFunction: sql`e.job_function`,
    employmentType: sql`e.employment_type`,
    employmentStatus: sql`e.employment_status`,
    hireDate: sql`e.hire_date::text`,
    hireYear: sql`to_char(e.hire_date, 'YYYY')`,
    terminationDate: sql`e.termination_date::text`,
    tenureYears: tenureAt(sql`coalesce(e.termination_date, ${today}::date)`),
  }),
  // Everyone employed on some day of the period.
  period: (from, to) => sql`coalesce(e.hire_date, '-infinity'::date) <= ${to}::date and (e.termination_date is null or e.termination_date >= ${from}::date)`,
};

const resignationsSql: DataSetSql<'resignations'> = {
  from: sql`resignations r join employees e on e.id = r.employee_id left join corporations c on c.id = e.corporation_id`,
  fields: () => ({
    ...placement,
    resignationType: sql`r.resignation_type`,
    status: labelled(sql`r.status`, resignationStatusLabels),
    requestDate: sql`r.request_date::text`,
    lastWorkingDate: sql`r.last_working_date::text`,
    lastWorkingMonth: sql`to_char(r.last_working_date, 'YYYY-MM')`,
    tenureYears: tenureAt(sql`r.last_working_date`),
  }),
  period: (from, to) => sql`r.last_working_date between ${from}::date and ${to}::date`,
};

const evaluationsSql: DataSetSql<'evaluations'> = {
  from: sql`evaluations v join evaluation_cycles y on y.id = v.cycle_id join employees e on e.id = v.employee_id left join corporations c on c.id = e.corporation_id`,
  fields: () => ({
    ...placement,
    cycle: sql`y.name`,
    status: labelled(sql`v.status`, evaluationStatusLabels),
    grade: sql`v.grade`,
    finalScore: sql`v.final_score`,
  }),
  period: (from, to) => sql`y.period_start <= ${to}::date and y.period_end >= ${from}::date`,
};

const dataSets: { [D in BuilderDataSet]: DataSetSql<D> } = { employees: employeesSql, resignations: resignationsSql, evaluations: evaluationsSql };

/** A definition resolved against the whitelist by the service: field keys known and readable, values checked. */
export type BuilderPlan = {
  dataSet: BuilderDataSet;
  columns: string[];
  filters: { field: string; op: BuilderFilterOp; value: string; type: 'text' | 'number' | 'date' }[];
  groupBy: string | null;
  /** Groups in category order (years, months) instead of largest first. */
  groupInOrder: boolean;
  aggregate: BuilderAggregate;
  measure: string | null;
  from: string;
  to: string;
  today: string;
  unitIds: string[];
  corporationId: string | null;
  scope: EmployeeScope;
};

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function condition(expr: SQL, op: BuilderFilterOp, value: string, type: 'text' | 'number' | 'date'): SQL {
  const v = type === 'number' ? sql`${Number(value)}::float8` : sql`${value}`;
  switch (op) {
    case 'eq':
      return sql`${expr} = ${v}`;
    case 'neq':
      return sql`${expr} is distinct from ${v}`;
    case 'contains':
      return sql`${expr} ilike ${likePattern(value)}`;
    case 'gte':
      return sql`${expr} >= ${v}`;
    case 'lte':
      return sql`${expr} <= ${v}`;
  }
}

function compile(plan: BuilderPlan) {
  const set = dataSets[plan.dataSet] as DataSetSql<BuilderDataSet>;
  const fields = set.fields(plan.today) as Record<string, SQL>;
  const field = (key: string) => {
    const expr = fields[key];
    if (!expr) throw new Error(`builder field outside the whitelist: ${key}`);
    return expr;
  };
  const where = [
    set.period(plan.from, plan.to),
    employeeAliasInScope(plan.scope, 'e'),
    plan.unitIds.length ? employeeAliasInScope(plan.unitIds, 'e') : undefined,
    plan.corporationId ? sql`e.corporation_id = ${plan.corporationId}::uuid` : undefined,
    ...plan.filters.map((f) => condition(field(f.field), f.op, f.value, f.type)),
  ].filter((c): c is SQL => c !== undefined);
  return { from: set.from, field, where: sql.join(where, sql` and `) };
}

/** The listed rows (first 500, in the first column's order) and how many rows match in all. */
export async function builderRows(db: Db, plan: BuilderPlan): Promise<{ rows: Record<string, string | number | null>[]; total: number }> {
  const { from, field, where } = compile(plan);
  const columns = sql.join(
    plan.columns.map((key) => sql`${field(key)} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const order = sql.join(
    plan.columns.map((key) => sql`${field(key)} asc nulls last`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, string | number | null> & { __total: number }>(
    db,
    sql`select ${columns}, count(*) over ()::int as __total from ${from} where ${where} order by ${order} limit ${builderRowLimit}`,
  );
  const total = rows[0]?.__total ?? 0;
  return { rows: rows.map(({ __total: _t, ...row }) => row), total };
}

/** One row per group: its category, its row count and the aggregate (count, or the measure's average). */
export async function builderGroups(db: Db, plan: BuilderPlan): Promise<{ category: string | null; count: number; value: number | null }[]> {
  if (!plan.groupBy) return [];
  const { from, field, where } = compile(plan);
  const value = plan.aggregate === 'avg' && plan.measure ? sql`round(avg(${field(plan.measure)})::numeric, 1)::float8` : sql`count(*)::int`;
  const order = plan.groupInOrder ? sql`1 asc nulls last` : sql`2 desc, 1 asc nulls last`;
  return queryRows(db, sql`select ${field(plan.groupBy)} as category, count(*)::int as count, ${value} as value from ${from} where ${where} group by 1 order by ${order} limit 100`);
}

/** The names to print for the filters (units, corporation). */
export async function filterNames(db: Db, unitIds: readonly string[], corporationId: string | null): Promise<{ units: string[]; corporation: string | null }> {
  const [row] = await queryRows<{ units: string[] | null; corporation: string | null }>(
    db,
    sql`select (select array_agg(name order by level, name) from org_units where id = any(${`{${unitIds.join(',')}}`}::uuid[])) as units,
               (select name from corporations where id = ${corporationId}::uuid) as corporation`,
  );
  return { units: row?.units ?? [], corporation: row?.corporation ?? null };
}
