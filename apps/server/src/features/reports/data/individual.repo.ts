import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { peopleWhere, type Population } from './report-data.repo';

/** One person's evaluations and onboarding; the people of the population with their latest grade. */

export type PersonEvaluation = { cycle: string; periodStart: string; periodEnd: string; cycleStatus: string; status: string; score: number | null; grade: string | null };

/** Every cycle the person was evaluated in, oldest first; score and grade only once the cycle has closed. */
export async function evaluationsOf(db: Db, employeeId: string): Promise<PersonEvaluation[]> {
  const rows = await queryRows<PersonEvaluation>(
    db,
    sql`select c.name as cycle, c.period_start::text as "periodStart", c.period_end::text as "periodEnd", c.status as "cycleStatus", v.status,
        case when c.status in ('closed', 'released') then v.final_score end as score,
        case when c.status in ('closed', 'released') then v.grade end as grade
      from evaluations v join evaluation_cycles c on c.id = v.cycle_id where v.employee_id = ${employeeId}
      order by c.period_end, c.name`,
  );
  return rows.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) }));
}

export type PersonOnboarding = {
  name: string;
  jobGrade: string | null;
  unit: string | null;
  hireDate: string | null;
  probationEndDate: string | null;
  checklist: { template: string; status: string; startedAt: string; completedAt: string | null; items: number; verified: number } | null;
};

export async function onboardingOf(db: Db, employeeId: string): Promise<PersonOnboarding> {
  const [row] = await queryRows<Omit<PersonOnboarding, 'checklist'> & { template: string | null; status: string | null; startedAt: string | null; completedAt: string | null; items: number | null; verified: number | null }>(
    db,
    sql`select e.name_kor as name, e.job_grade as "jobGrade", u.name as unit, e.hire_date::text as "hireDate",
        coalesce(nullif(e.record->'organization'->>'probationEndDate', ''), (e.hire_date + interval '3 months')::date::text) as "probationEndDate",
        i.template_name as template, i.status, i.created_at::text as "startedAt", i.completed_at::text as "completedAt",
        jsonb_array_length(i.items) as items,
        (select count(distinct cv.item_id) from checklist_verifications cv where cv.instance_id = i.id and cv.status = 'verified' and cv.withdrawn_at is null)::int as verified
      from employees e left join org_units u on u.id = coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id)
      left join checklist_instances i on i.employee_id = e.id and i.feature_id = 'onboarding' and i.deleted_at is null
      where e.id = ${employeeId}`,
  );
  const r = row!;
  return {
    name: r.name,
    jobGrade: r.jobGrade,
    unit: r.unit,
    hireDate: r.hireDate,
    probationEndDate: r.probationEndDate,
    checklist: r.template
      ? { template: r.template, status: r.status!, startedAt: r.startedAt!, completedAt: r.completedAt, items: Number(r.items ?? 0), verified: Number(r.verified ?? 0) }
      : null,
  };
}

export type PersonRow = { id: string; employeeNo: string; name: string; unit: string | null; jobGrade: string | null; hireDate: string | null; grade: string | null; cycle: string | null };

/** The first `limit` current staff of the population by name, each with the grade of their latest closed cycle; and how many there are. */
export async function peopleWithGrades(db: Db, p: Population, limit: number): Promise<{ rows: PersonRow[]; total: number }> {
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from employees e where e.employment_status <> '퇴직' and ${peopleWhere(p)}`);
  const rows = await queryRows<PersonRow>(
    db,
    sql`with page as (
      select e.id, e.employee_no, e.name_kor, e.job_grade, e.hire_date, coalesce(e.part_id, e.team_id, e.headquarters_id, e.division_id) as unit_id
      from employees e where e.employment_status <> '퇴직' and ${peopleWhere(p)} order by e.name_kor, e.employee_no limit ${limit}
    ) select page.id, page.employee_no as "employeeNo", page.name_kor as name, u.name as unit, page.job_grade as "jobGrade", page.hire_date::text as "hireDate",
        lg.grade, lg.cycle
      from page left join org_units u on u.id = page.unit_id
      left join lateral (select v.grade, c.name as cycle from evaluations v join evaluation_cycles c on c.id = v.cycle_id
        where v.employee_id = page.id and c.status in ('closed', 'released') order by c.period_end desc limit 1) lg on true
      order by page.name_kor, page.employee_no`,
  );
  return { rows, total: Number(count!.n) };
}
