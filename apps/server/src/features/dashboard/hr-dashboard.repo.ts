import { sql, type SQL } from 'drizzle-orm';
import { rawRows, type Db } from '../../db/client';
import { checklistInstances } from '../../db/schema/checklists';
import { corporations } from '../../db/schema/corporate-structure';
import { employees } from '../../db/schema/employees';
import { evaluationCycles, evaluations } from '../../db/schema/evaluations';
import { orgUnits } from '../../db/schema/organization';
import { applicants, recruitmentNotices } from '../../db/schema/recruitment';
import { resignations } from '../../db/schema/resignations';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { employeeAliasInScope } from '../../lib/auth/employee-scope.repo';

/**
 * The HR dashboard's aggregates, counted by PostgreSQL over the employees in the caller's scope (and
 * corporation), never row by row in JavaScript: a handful of grouped rows come back.
 */

export type Where = { scope: EmployeeScope; corporationId: string | null };
export type Period = { from: string; to: string };

/** The scope and corporation condition on `employees` aliased `e`. */
function people(w: Where): SQL {
  const scoped = employeeAliasInScope(w.scope, 'e');
  return sql.join([scoped ?? sql`true`, w.corporationId ? sql`e.corporation_id = ${w.corporationId}::uuid` : sql`true`], sql` and `);
}

/**
 * Today's headcount by status, and of it the people without an 입사일 (never in the trend). Reads the
 * status index alone (migration 0030).
 */
export async function currentHeadcount(db: Db, w: Where): Promise<{ active: number; on_leave: number; undated: number }> {
  const [row] = await rawRows<{ active: number; on_leave: number; undated: number }>(
    db,
    sql`select count(*) filter (where e.employment_status = '재직')::int as active, count(*) filter (where e.employment_status = '휴직')::int as on_leave,
        count(*) filter (where e.hire_date is null)::int as undated
      from ${employees} e where e.employment_status in ('재직', '휴직') and ${people(w)}`,
  );
  return row ?? { active: 0, on_leave: 0, undated: 0 };
}

/** 'YYYY-MM' of a date column, or 'after' past the period's end. */
const bucket = (column: SQL, p: Period) => sql`case when ${column} > ${p.to}::date then 'after' else to_char(${column}, 'YYYY-MM') end`;

/**
 * People hired since the period began, by month of 입사일 ('after' past the period's end): all of them
 * (the hires), and those still employed today (재직, 휴직).
 */
export async function hiresSince(db: Db, w: Where, p: Period): Promise<{ month: string; hires: number; staying: number }[]> {
  return rawRows(
    db,
    sql`select ${bucket(sql`e.hire_date`, p)} as month, count(*)::int as hires,
        count(*) filter (where e.employment_status in ('재직', '휴직'))::int as staying
      from ${employees} e where e.hire_date >= ${p.from}::date and ${people(w)} group by 1`,
  );
}

/**
 * 퇴직 whose 퇴직일 falls on or after the period's start, by month of 퇴직일 and of 입사일 ('before' the
 * period, a month of it, 'after', or 'never' without one before the 퇴직일, e.g. an earlier employment of
 * a rehire). A 퇴직일 is the first day no longer employed.
 */
export async function leaversSince(db: Db, w: Where, p: Period): Promise<{ month: string; hired: string; n: number }[]> {
  return rawRows(
    db,
    sql`select ${bucket(sql`e.termination_date`, p)} as month,
        case when e.hire_date is null or e.hire_date > e.termination_date then 'never' when e.hire_date < ${p.from}::date then 'before'
          else ${bucket(sql`e.hire_date`, p)} end as hired, count(*)::int as n
      from ${employees} e
      where e.employment_status = '퇴직' and e.termination_date >= ${p.from}::date and ${people(w)}
      group by 1, 2`,
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

/**
 * Onboarding checklists under way, and those of people hired in the period. (Not the probation end:
 * it lives in the jsonb record, and reading every new hire's record cost most of the call's time.)
 */
export async function probation(db: Db, w: Where, p: Period): Promise<{ total: number; hired: number }> {
  const [row] = await rawRows<{ total: number; hired: number }>(
    db,
    sql`select count(*)::int as total,
        count(*) filter (where e.hire_date between ${p.from}::date and ${p.to}::date)::int as hired
      from ${checklistInstances} i join ${employees} e on e.id = i.employee_id
      where i.feature_id = 'onboarding' and i.status = 'in_progress' and i.deleted_at is null and ${people(w)}`,
  );
  return row ?? { total: 0, hired: 0 };
}

type PlacementRow = { kind: 'unit' | 'corporation'; id: string | null; name: string | null; unit_corporation: string | null; filter: string | null; n: number };

/** Today's headcount (재직, 휴직) by each person's top-level unit and by corporation, in one pass. */
export async function placements(db: Db, w: Where): Promise<PlacementRow[]> {
  return rawRows<PlacementRow>(
    db,
    sql`select g.kind, g.id, coalesce(c.name, u.name) as name, uc.name as unit_corporation, g.filter, g.n
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
      left join ${orgUnits} u on g.kind = 'unit' and u.id = g.id
      left join ${corporations} uc on uc.id = u.corporation_id`,
  );
}

/** Active corporations by name: the dashboard's corporation filter. */
export async function activeCorporations(db: Db): Promise<{ id: string; name: string }[]> {
  return rawRows(db, sql`select id, name from ${corporations} where is_active order by name, id`);
}
