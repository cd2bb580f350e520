import { sql } from 'drizzle-orm';
import { defaultGradeBands } from '@saram/shared/evaluations/evaluations';
import { queryRows, type Db } from '../../../db/client';
import { addDays } from '../../../lib/seoul-time';
import { peopleWhere, unitsWhere, type Population } from './report-data.repo';
import { employedOn } from './workforce.repo';

/** Units, leaders and evaluation results, grouped in SQL: department performance, talent and manager reports. */

/** The unit a person counts under in per-unit figures: their team (a part rolls into it), else the unit above. */
const homeUnit = sql`coalesce(e.team_id, e.headquarters_id, e.division_id)`;

export type Cycle = { id: string; name: string; periodStart: string; periodEnd: string; status: string };

/** The latest cycle in one of `statuses` that had begun by `to`. */
export async function latestCycle(db: Db, statuses: readonly string[], to: string): Promise<Cycle | null> {
  const [row] = await queryRows<Cycle>(
    db,
    sql`select id, name, period_start::text as "periodStart", period_end::text as "periodEnd", status from evaluation_cycles
      where status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)}) and period_start <= ${to}
      order by period_end desc, created_at desc limit 1`,
  );
  return row ?? null;
}

/** Grade codes in their order (evaluation codes, else the usual S-D). */
export async function gradeCodes(db: Db): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(db, sql`select code from evaluation_codes where kind = 'grade' and is_active order by sort_order, code`);
  return rows.length ? rows.map((r) => r.code) : defaultGradeBands.map((b) => b.code);
}

export type GradeRow = { key: string | null; grade: string | null; count: number; scored: number; scoreSum: number };

/** A cycle's evaluations of the population per grade, and per home unit when `byUnit`. */
export async function gradesOf(db: Db, p: Population, cycleId: string, byUnit: boolean): Promise<GradeRow[]> {
  const key = byUnit ? homeUnit : sql`null::uuid`;
  const rows = await queryRows<GradeRow>(
    db,
    sql`select ${key} as key, v.grade, count(*)::int as count, count(v.final_score)::int as scored, coalesce(sum(v.final_score), 0)::float8 as "scoreSum"
      from evaluations v join employees e on e.id = v.employee_id
      where v.cycle_id = ${cycleId} and ${peopleWhere(p)} group by 1, 2`,
  );
  return rows.map((r) => ({ ...r, count: Number(r.count), scored: Number(r.scored), scoreSum: Number(r.scoreSum) }));
}

export type UnitFlow = { id: string | null; name: string | null; headcount: number; start: number; end: number; hires: number; leavers: number };

/** Per home unit: head count now, on the eve of the period and at `asOf`; hires and leavers in it. */
export async function unitFlows(db: Db, p: Population, from: string, asOf: string): Promise<UnitFlow[]> {
  const rows = await queryRows<UnitFlow>(
    db,
    sql`with g as (
      select ${homeUnit} as id,
        count(*) filter (where e.employment_status <> '퇴직')::int as headcount,
        count(*) filter (where ${employedOn(addDays(from, -1))})::int as start,
        count(*) filter (where ${employedOn(asOf)})::int as "end",
        count(*) filter (where e.hire_date between ${from} and ${asOf})::int as hires,
        count(*) filter (where e.termination_date between ${from} and ${asOf})::int as leavers
      from employees e where ${peopleWhere(p)} and (e.employment_status <> '퇴직' or e.termination_date >= ${from})
      group by 1
    ) select g.*, u.name from g left join org_units u on u.id = g.id order by g.headcount desc, u.name`,
  );
  return rows.map((r) => ({ ...r, headcount: Number(r.headcount), start: Number(r.start), end: Number(r.end), hires: Number(r.hires), leavers: Number(r.leavers) }));
}

export type LeaderTeam = {
  unitId: string;
  unitName: string;
  leaderId: string;
  leaderName: string;
  size: number;
  start: number;
  end: number;
  leavers: number;
};

/** One aggregate row per unit a person is placed in (any level): grouping sets over the placement columns, one scan. */
const perPlacedUnit = sql`grouping sets ((e.division_id), (e.headquarters_id), (e.team_id), (e.part_id))`;
const placedUnit = sql`coalesce(e.division_id, e.headquarters_id, e.team_id, e.part_id)`;
const leaderUnits = (p: Population) => sql`(select u.id, u.name, u.leader_id from org_units u where u.leader_id is not null and u.id in ${unitsWhere(p)})`;

/**
 * Each active unit of the population that has a leader, with its team: everyone placed in the unit or
 * below it except the leader. Counted per placed unit in one scan (grouping sets), then the leader's
 * own row, where it was counted, taken off.
 */
export async function leaderTeams(db: Db, p: Population, from: string, asOf: string): Promise<LeaderTeam[]> {
  const eve = addDays(from, -1);
  const counts = (alias: string) => {
    const a = sql.raw(alias);
    return sql`count(*) filter (where ${a}.employment_status <> '퇴직')::int as size,
        count(*) filter (where ${employedOn(eve, alias)})::int as start,
        count(*) filter (where ${employedOn(asOf, alias)})::int as "end",
        count(*) filter (where ${a}.termination_date between ${from} and ${asOf})::int as leavers`;
  };
  const rows = await queryRows<LeaderTeam>(
    db,
    sql`with l as ${leaderUnits(p)},
    m as (
      select ${placedUnit} as unit_id, ${counts('e')}
      from employees e where ${peopleWhere(p)} and (e.employment_status <> '퇴직' or e.termination_date >= ${from})
      group by ${perPlacedUnit}
    ), own as (
      select l.id as unit_id, ${counts('le')}
      from l join employees le on le.id = l.leader_id
      where l.id in (le.division_id, le.headquarters_id, le.team_id, le.part_id) and ${peopleWhere(p, 'le')}
        and (le.employment_status <> '퇴직' or le.termination_date >= ${from})
      group by l.id
    ) select l.id as "unitId", l.name as "unitName", l.leader_id as "leaderId", le.name_kor as "leaderName",
        (coalesce(m.size, 0) - coalesce(own.size, 0))::int as size, (coalesce(m.start, 0) - coalesce(own.start, 0))::int as start,
        (coalesce(m."end", 0) - coalesce(own."end", 0))::int as "end", (coalesce(m.leavers, 0) - coalesce(own.leavers, 0))::int as leavers
      from l join employees le on le.id = l.leader_id left join m on m.unit_id = l.id left join own on own.unit_id = l.id
      order by l.name, l.id`,
  );
  return rows.map((r) => ({ ...r, size: Number(r.size), start: Number(r.start), end: Number(r.end), leavers: Number(r.leavers) }));
}

/** Per leader: the reviews assigned to them as 1차 or 2차 평가자 in a cycle, and those they have done. */
export async function leaderReviews(db: Db, p: Population, cycleId: string): Promise<{ leaderId: string; assigned: number; done: number }[]> {
  const rows = await queryRows<{ leaderId: string; assigned: number; done: number }>(
    db,
    sql`with l as (select distinct u.leader_id from org_units u where u.leader_id is not null and u.id in ${unitsWhere(p)})
      select l.leader_id as "leaderId", count(*)::int as assigned,
        count(*) filter (where (v.first_evaluator_id = l.leader_id and v.status in ('first_reviewed', 'second_reviewed', 'confirmed'))
          or (v.second_evaluator_id = l.leader_id and v.status in ('second_reviewed', 'confirmed')))::int as done
      from l join evaluations v on v.cycle_id = ${cycleId} and (v.first_evaluator_id = l.leader_id or v.second_evaluator_id = l.leader_id)
      group by l.leader_id`,
  );
  return rows.map((r) => ({ ...r, assigned: Number(r.assigned), done: Number(r.done) }));
}

/** Per leader unit: its team's grades in a cycle (the team as in leaderTeams: per placed unit, the leader's own taken off). */
export async function leaderTeamGrades(db: Db, p: Population, cycleId: string): Promise<{ unitId: string; grade: string | null; count: number }[]> {
  const rows = await queryRows<{ unitId: string; grade: string | null; count: number }>(
    db,
    sql`with l as ${leaderUnits(p)},
    g as (
      select ${placedUnit} as unit_id, v.grade, count(*)::int as count
      from evaluations v join employees e on e.id = v.employee_id
      where v.cycle_id = ${cycleId} and ${peopleWhere(p)} group by grouping sets ((e.division_id, v.grade), (e.headquarters_id, v.grade), (e.team_id, v.grade), (e.part_id, v.grade))
    ), own as (
      select l.id as unit_id, v.grade, count(*)::int as count
      from l join evaluations v on v.cycle_id = ${cycleId} and v.employee_id = l.leader_id join employees e on e.id = v.employee_id
      where l.id in (e.division_id, e.headquarters_id, e.team_id, e.part_id) and ${peopleWhere(p)} group by 1, 2
    ) select g.unit_id as "unitId", g.grade, (g.count - coalesce(own.count, 0))::int as count
      from g join l on l.id = g.unit_id left join own on own.unit_id = g.unit_id and own.grade is not distinct from g.grade
      where g.count - coalesce(own.count, 0) > 0`,
  );
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
