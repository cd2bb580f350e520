import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { peopleWhere, type Population } from './report-data.repo';

/** Leavers by type and tenure at leaving, and the risk signals Saram records (retention risk report). */

export type LeaverGroup = { type: string | null; band: number; count: number };

/** Leavers from `from` to `asOf` by 퇴직 유형 and 근속 band at leaving (bands as workforce.repo's composition). */
export async function leaverGroups(db: Db, p: Population, from: string, asOf: string): Promise<LeaverGroup[]> {
  const rows = await queryRows<LeaverGroup>(
    db,
    sql`select e.resignation_type as type,
        case when e.hire_date is null then -1
          when e.hire_date > e.termination_date - interval '1 year' then 0
          when e.hire_date > e.termination_date - interval '3 years' then 1
          when e.hire_date > e.termination_date - interval '5 years' then 2
          when e.hire_date > e.termination_date - interval '10 years' then 3
          else 4 end as band,
        count(*)::int as count
      from employees e where e.termination_date between ${from} and ${asOf} and ${peopleWhere(p)} group by 1, 2`,
  );
  return rows.map((r) => ({ ...r, band: Number(r.band), count: Number(r.count) }));
}

export type Signals = { pending: number; upcoming: number; unevaluated: number; onLeave: number };

/**
 * pending: resignation requests awaiting a decision; upcoming: approved ones whose last working day
 * is today or later; unevaluated: 재직 people with a year or more of service and no evaluation in a
 * cycle closed in the two years up to `asOf`; onLeave: 휴직.
 */
export async function signals(db: Db, p: Population, asOf: string, today: string): Promise<Signals> {
  const [row] = await queryRows<Signals>(
    db,
    sql`select
      (select count(*) from resignations r join employees e on e.id = r.employee_id where r.status = 'pending' and ${peopleWhere(p)})::int as pending,
      (select count(*) from resignations r join employees e on e.id = r.employee_id
        where r.status = 'approved' and r.last_working_date >= ${today} and ${peopleWhere(p)})::int as upcoming,
      (select count(*) from employees e where e.employment_status = '재직' and e.hire_date <= ${asOf}::date - interval '1 year' and ${peopleWhere(p)}
        and not exists (select 1 from evaluations v join evaluation_cycles c on c.id = v.cycle_id
          where v.employee_id = e.id and c.status in ('closed', 'released') and c.period_end > ${asOf}::date - interval '2 years'))::int as unevaluated,
      (select count(*) from employees e where e.employment_status = '휴직' and ${peopleWhere(p)})::int as "onLeave"`,
  );
  return { pending: Number(row!.pending), upcoming: Number(row!.upcoming), unevaluated: Number(row!.unevaluated), onLeave: Number(row!.onLeave) };
}
