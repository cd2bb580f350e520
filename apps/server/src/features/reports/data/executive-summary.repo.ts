import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { peopleWhere, unitsWhere, type Population } from './report-data.repo';

/** The recruitment and evaluation side of the executive summary. */

/** Notices placed on a unit in the population; with no restriction at all, every notice. */
export function noticesWhere(p: Population, alias = 'n'): SQL {
  const unrestricted = p.scope === null && !p.unitIds.length && !p.corporationId;
  return unrestricted ? sql`true` : sql`${sql.raw(alias)}.unit_id in ${unitsWhere(p)}`;
}

export type Recruiting = { notices: number; openings: number; byStage: { status: string; count: number }[] };

/** Notices in progress, the people they seek, and their (not anonymised) applicants by stage. */
export async function recruiting(db: Db, p: Population): Promise<Recruiting> {
  const [totals] = await queryRows<{ notices: number; openings: number }>(
    db,
    sql`select count(*)::int as notices, coalesce(sum(n.headcount), 0)::int as openings
      from recruitment_notices n where n.status = 'in_progress' and ${noticesWhere(p)}`,
  );
  const byStage = await queryRows<{ status: string; count: number }>(
    db,
    sql`select a.status, count(*)::int as count from applicants a join recruitment_notices n on n.id = a.notice_id
      where n.status = 'in_progress' and a.anonymized_at is null and ${noticesWhere(p)} group by a.status`,
  );
  return { notices: Number(totals!.notices), openings: Number(totals!.openings), byStage: byStage.map((r) => ({ status: r.status, count: Number(r.count) })) };
}

export type CycleProgress = { id: string; name: string; dueDate: string | null; total: number; submitted: number; reviewed: number; confirmed: number };

/** Each open cycle's evaluations of people in the population: written, reviewed by the evaluators, confirmed. */
export async function openCycles(db: Db, p: Population): Promise<CycleProgress[]> {
  const rows = await queryRows<CycleProgress>(
    db,
    sql`select c.id, c.name, c.due_date::text as "dueDate", count(*)::int as total,
        count(*) filter (where v.status <> 'draft')::int as submitted,
        count(*) filter (where v.status in ('second_reviewed', 'confirmed'))::int as reviewed,
        count(*) filter (where v.status = 'confirmed')::int as confirmed
      from evaluation_cycles c join evaluations v on v.cycle_id = c.id join employees e on e.id = v.employee_id
      where c.status = 'open' and ${peopleWhere(p)}
      group by c.id, c.name, c.due_date, c.period_end order by c.period_end desc, c.name`,
  );
  return rows.map((r) => ({ ...r, total: Number(r.total), submitted: Number(r.submitted), reviewed: Number(r.reviewed), confirmed: Number(r.confirmed) }));
}
