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

type StatsRow = { hire_month: string | null; leave_month: string | null; active: number; on_leave: number; base: number; n: number };

/**
 * One pass over the employees in scope, grouped by the month of the period their 입사일 and their
 * 퇴직일 (퇴직 only) fall in: today's headcount by status, the headcount on the day before the period
 * (employed: 입사일 before it, 퇴직일 not before it; a 퇴직일 before the 입사일 is an earlier employment,
 * a rehire, and ignored), and the hires and leavers of each month.
 */
export async function headcountStatistics(db: Db, w: Where, p: Period): Promise<StatsRow[]> {
  return rawRows<StatsRow>(
    db,
    sql`select to_char(hm, 'YYYY-MM') as hire_month, to_char(tm, 'YYYY-MM') as leave_month,
        count(*) filter (where s = '재직')::int as active, count(*) filter (where s = '휴직')::int as on_leave,
        count(*) filter (where h < ${p.from}::date and (t is null or t >= ${p.from}::date))::int as base, count(*)::int as n
      from (
        select case when e.hire_date between ${p.from}::date and ${p.to}::date then date_trunc('month', e.hire_date) end as hm,
          case when e.employment_status = '퇴직' and e.termination_date between ${p.from}::date and ${p.to}::date then date_trunc('month', e.termination_date) end as tm,
          e.employment_status as s, e.hire_date as h, case when e.termination_date >= e.hire_date then e.termination_date end as t
        from ${employees} e where ${people(w)}
      ) x group by hm, tm`,
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

/** Open cycles with their evaluations of people in scope, by status (without a scope or corporation, no join to employees). */
export async function openCycles(db: Db, w: Where): Promise<{ id: string; name: string; due_date: string | null; status: string | null; n: number }[]> {
  const counted =
    w.scope === null && !w.corporationId
      ? sql`select ev.cycle_id, ev.status, count(*) as n from ${evaluations} ev
          where ev.cycle_id in (select id from ${evaluationCycles} where status = 'open') group by ev.cycle_id, ev.status`
      : sql`select ev.cycle_id, ev.status, count(*) as n from ${evaluations} ev join ${employees} e on e.id = ev.employee_id
          where ev.cycle_id in (select id from ${evaluationCycles} where status = 'open') and ${people(w)} group by ev.cycle_id, ev.status`;
  return rawRows(
    db,
    sql`select c.id, c.name, c.due_date::text as due_date, x.status, coalesce(x.n, 0)::int as n
      from ${evaluationCycles} c left join (${counted}) x on x.cycle_id = c.id
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

/** Today's headcount (재직, 휴직) by each person's top-level unit and by corporation, in one pass. */
export async function placements(db: Db, w: Where): Promise<PlacementRow[]> {
  return rawRows<PlacementRow>(
    db,
    sql`select g.kind, g.id, coalesce(c.name, u.name) as name, g.filter, g.n
      from (
        select case when grouping(p.corporation_id) = 0 then 'corporation' else 'unit' end as kind,
          case when grouping(p.corporation_id) = 0 then p.corporation_id else p.top end as id, p.filter, count(*)::int as n
        from (
          select e.corporation_id, coalesce(e.division_id, e.headquarters_id, e.team_id, e.part_id) as top,
            case when e.division_id is not null then 'division' when e.headquarters_id is not null then 'department'
              when e.team_id is not null then 'team' when e.part_id is not null then 'part' end as filter
          from ${employees} e where e.employment_status in ('재직', '휴직') and ${people(w)}
        ) p
        group by grouping sets ((p.corporation_id), (p.top, p.filter))
      ) g
      left join ${corporations} c on g.kind = 'corporation' and c.id = g.id
      left join ${orgUnits} u on g.kind = 'unit' and u.id = g.id`,
  );
}
