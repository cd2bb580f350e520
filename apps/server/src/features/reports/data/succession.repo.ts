import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { peopleWhere, unitsWhere, type Population } from './report-data.repo';

/** Leader posts (succession planning) and the competencies the evaluations hold (skills gap). */

export type Post = {
  unitId: string;
  unitName: string;
  level: number;
  parentName: string | null;
  leaderId: string | null;
  leaderName: string | null;
  jobGrade: string | null;
  hireDate: string | null;
  birthDate: string | null;
  grade: string | null;
};

/** Every active unit of the population with its leader (null: vacant, or the leader has retired) and the leader's latest closed grade. */
export async function posts(db: Db, p: Population): Promise<Post[]> {
  const rows = await queryRows<Post>(
    db,
    sql`select u.id as "unitId", u.name as "unitName", u.level, pu.name as "parentName",
        le.id as "leaderId", le.name_kor as "leaderName", le.job_grade as "jobGrade", le.hire_date::text as "hireDate",
        nullif(le.record->'personal'->>'birthDate', '') as "birthDate",
        (select v.grade from evaluations v join evaluation_cycles c on c.id = v.cycle_id
          where v.employee_id = le.id and c.status in ('closed', 'released') order by c.period_end desc limit 1) as grade
      from org_units u left join org_units pu on pu.id = u.parent_id
      left join employees le on le.id = u.leader_id and le.employment_status <> '퇴직'
      where u.id in ${unitsWhere(p)} order by u.level, u.name`,
  );
  return rows.map((r) => ({ ...r, level: Number(r.level) }));
}

export type Competency = { code: string; name: string; questions: number; answers: number; average: number | null };

/**
 * The competency codes, and for a cycle the 1차 평가자's average rating of each competency question
 * over the population's evaluations (the template's questions read once, the answers by key).
 */
export async function competencies(db: Db, p: Population, cycleId: string | null): Promise<Competency[]> {
  const rows = await queryRows<Competency>(
    db,
    sql`with q as (
      select qq->>'id' as qid, qq->>'competencyCode' as code
      from evaluation_cycles c join evaluation_templates t on t.id = c.template_id
      cross join lateral jsonb_array_elements(t.sections) s cross join lateral jsonb_array_elements(s->'questions') qq
      where c.id = ${cycleId} and qq->>'kind' = 'competency'
    ), a as (
      select q.code, (v.parts->'first'->'answers'->q.qid->>'score')::float8 as score
      from q join evaluations v on v.cycle_id = ${cycleId} join employees e on e.id = v.employee_id
      where ${peopleWhere(p)}
    )
    select k.code, k.name,
      (select count(*) from q where q.code = k.code)::int as questions,
      (select count(a.score) from a where a.code = k.code)::int as answers,
      (select round(avg(a.score)::numeric, 2) from a where a.code = k.code)::float8 as average
    from evaluation_codes k where k.kind = 'competency' and k.is_active order by k.sort_order, k.code`,
  );
  return rows.map((r) => ({ ...r, questions: Number(r.questions), answers: Number(r.answers), average: r.average === null ? null : Number(r.average) }));
}
