import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { peopleWhere, type Population } from './report-data.repo';

/** The sealed salaries of the population, and a fingerprint that moves whenever any of them (or a unit name) may have changed. */

export type SealedSalary = { jobGrade: string | null; unitId: string | null; unitName: string | null; sealed: string };

/** Current staff (재직, 휴직) with a recorded salary: 직급, home unit and the AES-GCM text. */
export async function sealedSalaries(db: Db, p: Population): Promise<SealedSalary[]> {
  return queryRows<SealedSalary>(
    db,
    sql`select e.job_grade as "jobGrade", coalesce(e.team_id, e.headquarters_id, e.division_id) as "unitId", u.name as "unitName", e.salary_enc as sealed
      from employees e left join org_units u on u.id = coalesce(e.team_id, e.headquarters_id, e.division_id)
      where e.employment_status <> '퇴직' and e.salary_enc is not null and ${peopleWhere(p)}`,
  );
}

/**
 * Head count, the latest change and the sum of record versions of the population's staff, with the
 * organisation tree's version: a salary change bumps a record's version and updated_at; a move,
 * a retirement or a new hire changes the count or the versions; a renamed unit moves the tree version.
 */
export async function salaryFingerprint(db: Db, p: Population): Promise<string> {
  const [row] = await queryRows<{ fp: string }>(
    db,
    sql`select concat_ws('/', count(*), max(e.updated_at)::text, sum(e.version), count(e.salary_enc), (select sum(version) from org_tree_state)) as fp
      from employees e where e.employment_status <> '퇴직' and ${peopleWhere(p)}`,
  );
  return row!.fp;
}
