import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/**
 * What the date rules read (declared reads: employees, org_units, users, evaluations,
 * evaluation_cycles, checklist_instances). Record dates are text in the jsonb record: only real
 * ISO days are compared (as text, which orders like the dates).
 */

const isoDay = (value: SQL) => sql`(${value}) ~ '^\\d{4}-\\d{2}-\\d{2}$'`;
/** The active account linked to an employee id (uuid). */
/** An employee's own id and placement ids, for a grant's scope (lib/auth/employee-scope placedInScope). */
const placement = sql`array_remove(array[e.id, e.corporation_id, e.division_id, e.headquarters_id, e.team_id, e.part_id]::text[], null) as placement`;
const accountOf = (employeeId: SQL) => sql`(select u.id from users u where u.employee_id = (${employeeId})::text and u.is_active order by u.created_at limit 1)`;

export type DatedPerson = { id: string; name: string; employeeNo: string; due: string; ownUserId: string | null; leaderUserId: string | null; placement: string[] };

/** Where each record date lives. Contract end: the planned end of the current (last) employment period. */
export const recordDates = {
  probation: sql`e.record->'organization'->>'probationEndDate'`,
  visa: sql`e.record->'personal'->'visa'->>'expiryDate'`,
  contract: sql`e.record->'employmentHistory'->-1->>'endDate'`,
} as const;

/** People still employed whose date falls between `from` and `to` (inclusive), with their account and their unit leader's. */
export function peopleDueBetween(db: Db, date: keyof typeof recordDates, from: string, to: string): Promise<DatedPerson[]> {
  const due = recordDates[date];
  return queryRows<DatedPerson>(
    db,
    sql`select e.id, e.name_kor as "name", e.employee_no as "employeeNo", ${due} as due, ${placement},
          ${accountOf(sql`e.id`)} as "ownUserId",
          (select ${accountOf(sql`ou.leader_id`)} from org_units ou
            where ou.id = coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id) and ou.leader_id is distinct from e.id) as "leaderUserId"
        from employees e
        where e.employment_status <> '퇴직' and e.anonymized_at is null
          and ${isoDay(due)} and ${due} between ${from} and ${to}
        order by ${due}, e.employee_no`,
  );
}

export type DueEvaluation = { id: string; name: string; cycleName: string; due: string; writerUserId: string | null };

/** Unfinished evaluations of open cycles due between `from` and `to`, with the account whose turn it is (evaluations' writerOf). */
export function evaluationsDueBetween(db: Db, from: string, to: string): Promise<DueEvaluation[]> {
  const writer = sql`case ev.status when 'draft' then ev.employee_id when 'submitted' then ev.first_evaluator_id when 'first_reviewed' then ev.second_evaluator_id end`;
  return queryRows<DueEvaluation>(
    db,
    sql`select ev.id, e.name_kor as "name", c.name as "cycleName", c.due_date::text as due, ${accountOf(writer)} as "writerUserId"
        from evaluations ev
        join evaluation_cycles c on c.id = ev.cycle_id
        join employees e on e.id = ev.employee_id
        where c.status = 'open' and c.due_date between ${from}::date and ${to}::date
          and ev.status in ('draft', 'submitted', 'first_reviewed')
        order by c.due_date, e.employee_no`,
  );
}

export type OnboardingPerson = { id: string; hireDate: string; ownUserId: string | null; placement: string[] };

/** New hires whose onboarding still runs and who were hired on or before `hiredBy`. */
export function runningOnboardingHiredBy(db: Db, hiredBy: string): Promise<OnboardingPerson[]> {
  return queryRows<OnboardingPerson>(
    db,
    sql`select e.id, e.hire_date::text as "hireDate", ${accountOf(sql`e.id`)} as "ownUserId", ${placement}
        from checklist_instances ci
        join employees e on e.id = ci.employee_id
        where ci.feature_id = 'onboarding' and ci.status = 'in_progress' and ci.deleted_at is null
          and e.employment_status <> '퇴직' and e.hire_date <= ${hiredBy}::date
        order by e.hire_date, e.employee_no`,
  );
}
