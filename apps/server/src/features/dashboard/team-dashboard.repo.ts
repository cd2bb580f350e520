import { sql, type SQL } from 'drizzle-orm';
import { rawRows, type Db } from '../../db/client';
import { checklistInstances } from '../../db/schema/checklists';
import { employees } from '../../db/schema/employees';
import { evaluationCycles, evaluations } from '../../db/schema/evaluations';
import { orgUnits } from '../../db/schema/organization';

/**
 * Read-only aggregates behind /manager-dashboard. The team of a manager: the people who report to
 * them directly (보고 라인, the organisation service's directReports). Counted by PostgreSQL; only
 * the short lists come back as rows.
 */

/**
 * The led units' trees: each unit under a led one with the led unit it counts toward (`top`) and the
 * direct sub-unit of `top` it lies in (`branch`, null for `top` itself). A led unit lying inside
 * another led unit's tree counts toward that one only.
 */
function teamTree(leaderId: string): SQL {
  return sql`with recursive walk as (
      select u.id, u.id as top, null::uuid as branch from ${orgUnits} u where u.leader_id = ${leaderId}::uuid and u.is_active
      union all
      select c.id, w.top, coalesce(w.branch, c.id) from ${orgUnits} c join walk w on c.parent_id = w.id where c.is_active
    ), nested as (
      select distinct w.top from walk w join walk o on o.id = w.top and o.top <> w.top
    ), tree as (
      select distinct id, top, branch from walk where top not in (select top from nested)
    )`;
}

export type TopUnit = { id: string; name: string; path: string };

/** The led units that head the team (not inside another led unit), with their path from the root. */
export async function topUnits(db: Db, leaderId: string): Promise<TopUnit[]> {
  return rawRows<TopUnit>(
    db,
    sql`${teamTree(leaderId)}, tops as (select distinct top from tree),
        up as (
          select t.top, u.parent_id, u.name::text as path, u.level, u.sort_order, u.name from tops t join ${orgUnits} u on u.id = t.top
          union all
          select up.top, p.parent_id, p.name || ' > ' || up.path, up.level, up.sort_order, up.name from up join ${orgUnits} p on p.id = up.parent_id
        )
        select top as id, name, path from up where parent_id is null order by level, sort_order, name`,
  );
}

const counted = sql`e.employment_status in ('재직', '휴직')`;
const ids = (team: readonly string[]) => sql`${`{${team.join(',')}}`}::uuid[]`;

/** Headcount (재직 + 휴직) and 휴직 of the direct reports by the unit of the placement they report from. */
export async function byUnit(db: Db, reports: readonly { employeeId: string; unitId: string }[]): Promise<{ id: string; name: string; headcount: number; on_leave: number }[]> {
  if (!reports.length) return [];
  return rawRows(
    db,
    sql`with r as (select * from unnest(${ids(reports.map((r) => r.employeeId))}, ${ids(reports.map((r) => r.unitId))}) as r(employee_id, unit_id))
        select u.id, u.name,
               (count(distinct e.id) filter (where ${counted}))::int as headcount,
               (count(distinct e.id) filter (where e.employment_status = '휴직'))::int as on_leave
        from r join ${orgUnits} u on u.id = r.unit_id join ${employees} e on e.id = r.employee_id
        group by u.id, u.name, u.level, u.sort_order
        order by u.level, u.sort_order, u.name`,
  );
}

/** The record's 수습 종료일, else 입사일 + 3개월 (as checklists' probationEndOf). */
const probationEnd = sql`(case when e.record->'organization'->>'probationEndDate' ~ '^\\d{4}-\\d{2}-\\d{2}$'
  then (e.record->'organization'->>'probationEndDate')::date else (e.hire_date + interval '3 months')::date end)`;
/** Onboarding not yet decided (no live checklist completed or rejected). */
const undecided = sql`not exists (select 1 from ${checklistInstances} i where i.employee_id = e.id and i.feature_id = 'onboarding'
  and i.deleted_at is null and i.status in ('completed', 'rejected'))`;

export type Counts = { headcount: number; on_leave: number; new_hires: number; probation_ends: number };

export async function counts(db: Db, team: readonly string[], w: { today: string; hiredFrom: string; probationTo: string }): Promise<Counts> {
  const [row] = await rawRows<Counts>(
    db,
    sql`select (count(*) filter (where ${counted}))::int as headcount,
               (count(*) filter (where e.employment_status = '휴직'))::int as on_leave,
               (count(*) filter (where ${counted} and e.hire_date between ${w.hiredFrom}::date and ${w.today}::date))::int as new_hires,
               (count(*) filter (where ${counted} and ${probationEnd} between ${w.today}::date and ${w.probationTo}::date and ${undecided}))::int as probation_ends
        from ${employees} e where e.id = any(${ids(team)})`,
  );
  return row!;
}

export type PersonRow = { id: string; name: string; employee_no: string; unit: string | null; job_title: string | null; hire_date: string | null };
const person = sql`e.id, e.name_kor as name, e.employee_no, e.job_title, e.hire_date::text as hire_date,
  (select u.name from ${orgUnits} u where u.id = coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id)) as unit`;

/** The team themselves (재직 and 휴직), by name. */
export function members(db: Db, team: readonly string[], limit: number): Promise<PersonRow[]> {
  return rawRows(db, sql`select ${person} from ${employees} e where e.id = any(${ids(team)}) and ${counted} order by e.name_kor, e.employee_no limit ${limit}`);
}

export function newHires(db: Db, team: readonly string[], from: string, today: string, limit: number): Promise<PersonRow[]> {
  return rawRows(
    db,
    sql`select ${person} from ${employees} e where e.id = any(${ids(team)}) and ${counted} and e.hire_date between ${from}::date and ${today}::date
        order by e.hire_date desc, e.name_kor limit ${limit}`,
  );
}

export function onLeave(db: Db, team: readonly string[], limit: number): Promise<PersonRow[]> {
  return rawRows(
    db,
    sql`select ${person} from ${employees} e where e.id = any(${ids(team)}) and e.employment_status = '휴직' order by e.name_kor, e.employee_no limit ${limit}`,
  );
}

export function probationEnds(db: Db, team: readonly string[], today: string, to: string, limit: number): Promise<(PersonRow & { probation_end_date: string; days_left: number })[]> {
  return rawRows(
    db,
    sql`select ${person}, ${probationEnd}::text as probation_end_date, (${probationEnd} - ${today}::date)::int as days_left
        from ${employees} e
        where e.id = any(${ids(team)}) and ${counted} and ${probationEnd} between ${today}::date and ${to}::date and ${undecided}
        order by 7, e.name_kor limit ${limit}`,
  );
}

export type ReviewRow = {
  cycle_id: string;
  cycle_name: string;
  due_date: string | null;
  total: number;
  self_pending: number;
  first_pending: number;
  second_pending: number;
  done: number;
  mine: number;
};

/** The team's evaluations in open cycles, by stage, and those whose open part is the leader's. */
export function reviews(db: Db, team: readonly string[], leaderId: string): Promise<ReviewRow[]> {
  return rawRows(
    db,
    sql`select c.id as cycle_id, c.name as cycle_name, c.due_date::text as due_date, count(*)::int as total,
               (count(*) filter (where ev.status = 'draft'))::int as self_pending,
               (count(*) filter (where ev.status = 'submitted'))::int as first_pending,
               (count(*) filter (where ev.status = 'first_reviewed'))::int as second_pending,
               (count(*) filter (where ev.status in ('second_reviewed', 'confirmed')))::int as done,
               (count(*) filter (where (ev.status = 'submitted' and ev.first_evaluator_id = ${leaderId}::uuid)
                                    or (ev.status = 'first_reviewed' and ev.second_evaluator_id = ${leaderId}::uuid)))::int as mine
        from ${evaluations} ev join ${evaluationCycles} c on c.id = ev.cycle_id
        where c.status = 'open' and ev.employee_id = any(${ids(team)})
        group by c.id, c.name, c.due_date, c.period_end
        order by c.period_end desc, c.name`,
  );
}
