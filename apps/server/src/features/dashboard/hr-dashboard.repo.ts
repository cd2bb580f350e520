import { sql, type SQL } from 'drizzle-orm';
import { rawRows, type Db } from '../../db/client';
import { checklistInstances } from '../../db/schema/checklists';
import { corporations } from '../../db/schema/corporate-structure';
import { employees } from '../../db/schema/employees';
import { evaluationCycles, evaluations } from '../../db/schema/evaluations';
import { orgUnits } from '../../db/schema/organization';
import { applicants, recruitmentNotices } from '../../db/schema/recruitment';
import { resignations } from '../../db/schema/resignations';
import { employeeAliasInScope, type EmployeeScope } from '../../lib/employee-scope';

/**
 * The HR dashboard's aggregates: each call one statement, counted by PostgreSQL over the employees
 * in the caller's scope (and corporation), never row by row in JavaScript.
 */

export type Where = { scope: EmployeeScope; corporationId: string | null };
export type Period = { from: string; to: string };

/** The scope and corporation condition on `employees` aliased `e`. */
function people(w: Where): SQL {
  const scoped = employeeAliasInScope(w.scope, 'e');
  return sql.join([scoped ?? sql`true`, w.corporationId ? sql`e.corporation_id = ${w.corporationId}::uuid` : sql`true`], sql` and `);
}

type StatsRow = {
  kind: 'now' | 'base' | 'month';
  month: string | null;
  active: number;
  on_leave: number;
  hires: number;
  terms: number;
  leavers: number;
};

/**
 * Today's headcount by status, the headcount on the day before the period, and per month of the
 * period its hires, its terminations (any status: the trend) and its 퇴직 (the leavers figure). An
 * employment ends on 퇴직일; a 퇴직일 before the 입사일 is an earlier employment (a rehire) and ignored.
 */
export async function headcountStatistics(db: Db, w: Where, p: Period): Promise<StatsRow[]> {
  return rawRows<StatsRow>(
    db,
    sql`with e as materialized (
        select e.hire_date as h, case when e.termination_date >= e.hire_date then e.termination_date end as t, e.employment_status as s
        from ${employees} e where ${people(w)}
      ),
      months as (select generate_series(date_trunc('month', ${p.from}::date), ${p.to}::date, interval '1 month')::date as m)
      select 'now' as kind, null as month, count(*) filter (where s = '재직')::int as active, count(*) filter (where s = '휴직')::int as on_leave,
        0 as hires, 0 as terms, 0 as leavers from e
      union all
      select 'base', null, count(*)::int, 0, 0, 0, 0 from e where h < ${p.from}::date and (t is null or t >= ${p.from}::date)
      union all
      select 'month', to_char(months.m, 'YYYY-MM'), 0, 0,
        coalesce(x.hires, 0)::int, coalesce(x.terms, 0)::int, coalesce(x.leavers, 0)::int
      from months left join (
        select date_trunc('month', d)::date as m, sum(hires) as hires, sum(terms) as terms, sum(leavers) as leavers from (
          select h as d, 1 as hires, 0 as terms, 0 as leavers from e where h between ${p.from}::date and ${p.to}::date
          union all
          select t, 0, 1, (s = '퇴직')::int from e where t between ${p.from}::date and ${p.to}::date
        ) events group by 1
      ) x on x.m = months.m`,
  );
}

export async function pendingResignations(db: Db, w: Where): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${resignations} r join ${employees} e on e.id = r.employee_id where r.status = 'pending' and ${people(w)}`,
  );
  return row?.n ?? 0;
}

/** Notices open for applications and their applicants by stage (company-wide, as /job-notices lists them). */
export async function recruitment(db: Db): Promise<{ notices: number; stages: { status: string; n: number }[] }> {
  const rows = await rawRows<{ status: string | null; n: number; notices: number }>(
    db,
    sql`select a.status, count(a.id)::int as n, (select count(*)::int from ${recruitmentNotices} where status = 'in_progress') as notices
      from ${recruitmentNotices} rn join ${applicants} a on a.notice_id = rn.id
      where rn.status = 'in_progress' group by a.status
      union all select null, 0, (select count(*)::int from ${recruitmentNotices} where status = 'in_progress')`,
  );
  return { notices: rows[0]?.notices ?? 0, stages: rows.filter((r) => r.status !== null).map((r) => ({ status: r.status!, n: r.n })) };
}

/** Open cycles with their evaluations of people in scope, by status. */
export async function openCycles(db: Db, w: Where): Promise<{ id: string; name: string; due_date: string | null; status: string | null; n: number }[]> {
  return rawRows(
    db,
    sql`select c.id, c.name, c.due_date::text as due_date, x.status, coalesce(x.n, 0)::int as n
      from ${evaluationCycles} c left join (
        select ev.cycle_id, ev.status, count(*) as n from ${evaluations} ev join ${employees} e on e.id = ev.employee_id
        where ev.cycle_id in (select id from ${evaluationCycles} where status = 'open') and ${people(w)}
        group by ev.cycle_id, ev.status
      ) x on x.cycle_id = c.id
      where c.status = 'open' order by c.period_end, c.name, c.id`,
  );
}

/** Onboarding checklists under way, those whose probation ends by `soon`, and those hired in the period. */
export async function probation(db: Db, w: Where, p: Period, soon: string): Promise<{ total: number; ending: number; hired: number }> {
  const [row] = await rawRows<{ total: number; ending: number; hired: number }>(
    db,
    sql`select count(*)::int as total,
        count(*) filter (where nullif(e.record->'organization'->>'probationEndDate', '') <= ${soon})::int as ending,
        count(*) filter (where e.hire_date between ${p.from}::date and ${p.to}::date)::int as hired
      from ${checklistInstances} i join ${employees} e on e.id = i.employee_id
      where i.feature_id = 'onboarding' and i.status = 'in_progress' and i.deleted_at is null and ${people(w)}`,
  );
  return row ?? { total: 0, ending: 0, hired: 0 };
}

type PlacementRow = { kind: 'unit' | 'corporation'; id: string | null; name: string | null; filter: string | null; n: number };

/** Today's headcount (재직, 휴직) by each person's top-level unit and by corporation. */
export async function placements(db: Db, w: Where): Promise<PlacementRow[]> {
  return rawRows<PlacementRow>(
    db,
    sql`with e as materialized (
        select e.corporation_id, coalesce(e.division_id, e.headquarters_id, e.team_id, e.part_id) as top,
          case when e.division_id is not null then 'division' when e.headquarters_id is not null then 'department'
            when e.team_id is not null then 'team' when e.part_id is not null then 'part' end as filter
        from ${employees} e where e.employment_status in ('재직', '휴직') and ${people(w)}
      )
      select 'unit' as kind, g.top as id, u.name, g.filter, g.n from (select top, filter, count(*)::int as n from e group by top, filter) g
        left join ${orgUnits} u on u.id = g.top
      union all
      select 'corporation', g.corporation_id, c.name, null, g.n from (select corporation_id, count(*)::int as n from e group by corporation_id) g
        left join ${corporations} c on c.id = g.corporation_id`,
  );
}
