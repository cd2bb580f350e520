import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { addDays } from '../../../lib/seoul-time';
import { peopleWhere, type Population } from './report-data.repo';

/**
 * Head counts, hires and leavers over a period, in one pass over `employees` each. A person is
 * employed on day d when hired on or before d and not yet retired: 퇴직일 (termination_date) is the
 * first day without the post (the day after the last working day), so employed means
 * `termination_date > d`. A retired record without a 퇴직일 counts on no day.
 */

export const employedOn = (day: string, alias = 'e'): SQL => {
  const a = sql.raw(alias);
  return sql`((${a}.hire_date is null or ${a}.hire_date <= ${day}::date)
    and (${a}.termination_date is null or ${a}.termination_date > ${day}::date)
    and not (${a}.employment_status = '퇴직' and ${a}.termination_date is null))`;
};

export type Flow = { active: number; onLeave: number; start: number; end: number; hires: number; leavers: number };

/** Head count now (by status), on the eve of `from` and on `asOf`; hires and leavers from `from` to `asOf`. */
export async function flow(db: Db, p: Population, from: string, asOf: string): Promise<Flow> {
  const [row] = await queryRows<Record<keyof Flow, number>>(
    db,
    sql`select
      count(*) filter (where e.employment_status <> '퇴직')::int as "active",
      count(*) filter (where e.employment_status = '휴직')::int as "onLeave",
      count(*) filter (where ${employedOn(addDays(from, -1))})::int as "start",
      count(*) filter (where ${employedOn(asOf)})::int as "end",
      count(*) filter (where e.hire_date between ${from} and ${asOf})::int as "hires",
      count(*) filter (where e.termination_date between ${from} and ${asOf})::int as "leavers"
    from employees e where ${peopleWhere(p)}`,
  );
  return { active: Number(row!.active), onLeave: Number(row!.onLeave), start: Number(row!.start), end: Number(row!.end), hires: Number(row!.hires), leavers: Number(row!.leavers) };
}

export type MonthFlow = { month: string; hires: number; leavers: number };

/** Hires and leavers per month ('YYYY-MM') from `from` to `asOf`; months without either are absent. */
export async function monthlyFlow(db: Db, p: Population, from: string, asOf: string): Promise<MonthFlow[]> {
  const rows = await queryRows<MonthFlow>(
    db,
    sql`select to_char(x.day, 'YYYY-MM') as month, sum(x.h)::int as hires, sum(x.l)::int as leavers from (
      select e.hire_date as day, 1 as h, 0 as l from employees e where e.hire_date between ${from} and ${asOf} and ${peopleWhere(p)}
      union all
      select e.termination_date, 0, 1 from employees e where e.termination_date between ${from} and ${asOf} and ${peopleWhere(p)}
    ) x group by 1 order by 1`,
  );
  return rows.map((r) => ({ month: r.month, hires: Number(r.hires), leavers: Number(r.leavers) }));
}

/** Current head count (재직 and 휴직) per corporation, largest first; people without one under null. */
export async function byCorporation(db: Db, p: Population): Promise<{ id: string | null; name: string | null; count: number }[]> {
  const rows = await queryRows<{ id: string | null; name: string | null; count: number }>(
    db,
    sql`select e.corporation_id as id, c.name, count(*)::int as count
      from employees e left join corporations c on c.id = e.corporation_id
      where e.employment_status <> '퇴직' and ${peopleWhere(p)}
      group by e.corporation_id, c.name order by count desc, c.name`,
  );
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export type Composition = { jobGrade: string | null; employmentType: string | null; band: number; count: number };

/**
 * Current head count by 직급, 고용형태 and 근속 band on `asOf` (0: under 1 year, 1: 1-3, 2: 3-5,
 * 3: 5-10, 4: 10 years or more, -1: no 입사일).
 */
export async function composition(db: Db, p: Population, asOf: string): Promise<Composition[]> {
  const rows = await queryRows<Composition>(
    db,
    sql`select e.job_grade as "jobGrade", e.employment_type as "employmentType",
        case when e.hire_date is null then -1
          when e.hire_date > ${asOf}::date - interval '1 year' then 0
          when e.hire_date > ${asOf}::date - interval '3 years' then 1
          when e.hire_date > ${asOf}::date - interval '5 years' then 2
          when e.hire_date > ${asOf}::date - interval '10 years' then 3
          else 4 end as band,
        count(*)::int as count
      from employees e where e.employment_status <> '퇴직' and ${peopleWhere(p)} group by 1, 2, 3`,
  );
  return rows.map((r) => ({ ...r, band: Number(r.band), count: Number(r.count) }));
}

export const tenureBands = ['1년 미만', '1~3년', '3~5년', '5~10년', '10년 이상'] as const;
export const bandLabel = (band: number) => tenureBands[band] ?? '입사일 없음';
