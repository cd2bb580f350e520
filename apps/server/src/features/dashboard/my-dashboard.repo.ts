import { sql, type SQL } from 'drizzle-orm';
import { rawRows, type Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { checklistInstances, checklistVerifications } from '../../db/schema/checklists';
import { employees } from '../../db/schema/employees';
import { orgUnits, taskForceApprovals, taskForceEvents, taskForces } from '../../db/schema/organization';
import { recruitmentNotices } from '../../db/schema/recruitment';
import { resignations } from '../../db/schema/resignations';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { employeeAliasInScope } from '../../lib/auth/employee-scope.repo';

/**
 * Read-only queries behind /dashboard: the caller's employee record, the units they lead, and the
 * work waiting for them in other features' tables (checklists, task forces, job notices,
 * resignations). Each kind is one statement answering its first rows with the total beside them.
 */

export type Me = { id: string; name: string; job_title: string | null; unit: string | null; lowest_unit_id: string | null; is_active: boolean };

export async function employeeOfUser(db: Db, userId: string): Promise<Me | null> {
  const [row] = await rawRows<Me>(
    db,
    sql`select e.id, e.name_kor as name, e.job_title, e.is_active,
          lu.name as unit, lu.id as lowest_unit_id
        from ${users} u join ${employees} e on e.id::text = u.employee_id
        left join ${orgUnits} lu on lu.id = coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id)
        where u.id = ${userId}::uuid`,
  );
  return row ?? null;
}

export async function ledUnits(db: Db, employeeId: string): Promise<{ id: string; name: string }[]> {
  return rawRows(
    db,
    sql`select u.id, u.name from ${orgUnits} u where u.leader_id = ${employeeId}::uuid and u.is_active order by u.level, u.sort_order, u.name`,
  );
}

/** One task row as the queries answer it, with the total of its kind. */
export type TaskRow = { id: string; title: string; detail: string | null; due_date: string | null; since: string | null; link_id: string; total: number };

export type ChecklistAsker = {
  /** The caller's employee (never their own checklist; the 조직장 sign-offs of their unit). */
  me: Me | null;
  roles: readonly string[];
  scope: EmployeeScope;
  limit: number;
};

/**
 * Items of running onboarding checklists that wait for the caller: a sign-off assigned to a role they
 * hold or, when they lead the person's unit (a …장 placed in one of the person's units, as
 * checklists' verification rules decide), to the 소속 조직장; and handed-in documents waiting for a
 * decision. An item's state is its latest live verification.
 */
export async function checklistTasks(db: Db, a: ChecklistAsker): Promise<TaskRow[]> {
  const leads = !!a.me && a.me.is_active && !!a.me.job_title?.trim().endsWith('장') && !!a.me.lowest_unit_id;
  const managerCondition = leads
    ? sql`${a.me!.lowest_unit_id}::uuid in (x.division_id, x.headquarters_id, x.team_id, x.part_id)`
    : sql`false`;
  const roles = `{${a.roles.map((r) => `"${r.replace(/["\\]/g, '')}"`).join(',')}}`;
  return rawRows<TaskRow>(
    db,
    sql`with items as (
          select i.id as instance_id, i.created_at, e.id as employee_id, e.name_kor, e.division_id, e.headquarters_id, e.team_id, e.part_id,
                 item->>'id' as item_id, item->>'title' as item_title, item->'verification' as v
          from ${checklistInstances} i
          join ${employees} e on e.id = i.employee_id
          cross join lateral jsonb_array_elements(i.items) item
          where i.feature_id = 'onboarding' and i.status = 'in_progress' and i.deleted_at is null
            ${a.me ? sql`and e.id <> ${a.me.id}::uuid` : sql``}
            and ${employeeAliasInScope(a.scope, 'e') ?? sql`true`}
        ), waiting as (
          select x.*, lv.status as latest, lv.created_at as latest_at
          from items x
          left join lateral (
            select cv.status, cv.created_at from ${checklistVerifications} cv
            where cv.instance_id = x.instance_id and cv.item_id = x.item_id and cv.withdrawn_at is null
            order by cv.created_at desc limit 1
          ) lv on true
          where (x.v->>'method' = 'document' and lv.status = 'submitted')
             or (x.v->>'method' = 'sign_off' and lv.status is distinct from 'verified'
                 and ((x.v->>'by' = 'role' and x.v->>'role' = any(${roles}::text[])) or (x.v->>'by' = 'manager' and ${managerCondition})))
        )
        select instance_id || ':' || item_id as id, name_kor || ' · ' || item_title as title,
               case when v->>'method' = 'document' then '제출 서류 확인' else '확인 서명' end as detail,
               null as due_date, coalesce(latest_at, created_at)::text as since, employee_id::text as link_id,
               (count(*) over ())::int as total
        from waiting
        order by coalesce(latest_at, created_at), name_kor, item_id
        limit ${a.limit}`,
  );
}

/** Task forces at the caller's approval step (the lowest step still pending is theirs). */
export async function taskForceTasks(db: Db, userId: string, limit: number): Promise<TaskRow[]> {
  return rawRows<TaskRow>(
    db,
    sql`select u.id, u.name as title, a.step || '단계 결재' as detail, tf.start_date::text as due_date,
               (select max(ev.at) from ${taskForceEvents} ev where ev.unit_id = u.id and ev.action = 'submit')::text as since,
               u.id::text as link_id, (count(*) over ())::int as total
        from ${taskForceApprovals} a
        join ${taskForces} tf on tf.unit_id = a.unit_id
        join ${orgUnits} u on u.id = a.unit_id
        where a.approver_id = ${userId}::uuid and a.decision = 'PENDING' and tf.status = 'PENDING_APPROVAL'
          and a.step = (select min(b.step) from ${taskForceApprovals} b where b.unit_id = a.unit_id and b.decision = 'PENDING')
        order by tf.start_date, u.name
        limit ${limit}`,
  );
}

/** Job notices waiting for approval that the caller may decide: not their own, named to them or to nobody. */
export async function noticeTasks(db: Db, userId: string, limit: number): Promise<TaskRow[]> {
  return rawRows<TaskRow>(
    db,
    sql`select n.id, n.title, n.unit_name || ' · 작성 ' || n.author_label as detail, n.start_date::text as due_date,
               n.created_at::text as since, n.id::text as link_id, (count(*) over ())::int as total
        from ${recruitmentNotices} n
        where n.status = 'waiting_approval'
          and (n.author_id is null or n.author_id <> ${userId}::uuid)
          and (n.approver_id is null or n.approver_id = ${userId}::uuid)
        order by n.created_at, n.title
        limit ${limit}`,
  );
}

/** Pending resignation requests of people in the caller's scope, other than their own. */
export async function resignationTasks(db: Db, a: { userId: string; meId: string | null; scope: EmployeeScope; limit: number }): Promise<TaskRow[]> {
  const notMine: SQL = a.meId ? sql`and r.employee_id <> ${a.meId}::uuid` : sql``;
  return rawRows<TaskRow>(
    db,
    sql`select r.id, e.name_kor || ' · ' || r.resignation_type as title,
               coalesce((select u.name || ' · ' from ${orgUnits} u where u.id = coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id)), '') || '최종 근무일 ' || to_char(r.last_working_date, 'YYYY.MM.DD') as detail,
               r.last_working_date::text as due_date, r.created_at::text as since, r.id::text as link_id, (count(*) over ())::int as total
        from ${resignations} r
        join ${employees} e on e.id = r.employee_id
        where r.status = 'pending'
          and (r.requested_by is null or r.requested_by <> ${a.userId}::uuid) ${notMine}
          and ${employeeAliasInScope(a.scope, 'e') ?? sql`true`}
        order by r.last_working_date, r.created_at
        limit ${a.limit}`,
  );
}
