import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { employeeRowInScope, type EmployeeScope } from '../../lib/employee-scope';
import { cappedCount, employeeNameMatches, textRank, withinDays, type SearchFacets, type SearchTerm } from '../../lib/search-text';

export type EvaluationHit = { id: string; name_kor: string; cycle_name: string; status: string; updated_at: string; rank: number };

/** Who may open an evaluation (evaluations.service load): HR within its record scope, or its person and evaluators once the cycle opened. */
export type EvaluationReader = { hr: boolean; employeeId: string | null; scope: EmployeeScope };

function visible(reader: EvaluationReader): SQL {
  const inScope = employeeRowInScope(reader.scope);
  const asHr = !reader.hr ? sql`false` : inScope ? sql`ev.employee_id in (select employees.id from employees where ${inScope})` : sql`true`;
  const asParty = reader.employeeId
    ? sql`(c.status <> 'draft' and ${reader.employeeId}::uuid in (ev.employee_id, ev.first_evaluator_id, ev.second_evaluator_id))`
    : sql`false`;
  return sql`(${asHr} or ${asParty})`;
}

/** By the evaluated person's name (초성, typing state); the unit and corporation facets read the person's placement. */
function from(term: SearchTerm, reader: EvaluationReader, facets: SearchFacets, statuses: string[] | undefined) {
  const people = and(employeeNameMatches(term), facets.unitId ? employeeRowInScope([facets.unitId]) : undefined, facets.corporationId ? employeeRowInScope([facets.corporationId]) : undefined);
  return sql`from evaluations ev join evaluation_cycles c on c.id = ev.cycle_id
    where ${and(
      sql`ev.employee_id in (select employees.id from employees where ${people})`,
      visible(reader),
      statuses === undefined ? undefined : statuses.length ? sql`ev.status = any(${`{${statuses.join(',')}}`}::text[])` : sql`false`,
      withinDays(sql`ev.updated_at`, facets),
    )}`;
}

/** The best among the latest cycles' first matches (a one-syllable name matches thousands); names are read for those only. */
const rankedWindow = 100;

export async function rankedEvaluations(db: Db, term: SearchTerm, reader: EvaluationReader, facets: SearchFacets, statuses: string[] | undefined, limit: number): Promise<EvaluationHit[]> {
  return queryRows<EvaluationHit>(
    db,
    sql`select found.*, ${textRank(sql`found.name_kor`, term)} as rank
      from (select ev.id, (select employees.name_kor from employees where employees.id = ev.employee_id) as name_kor, c.name as cycle_name, c.period_end, ev.status, ev.updated_at
        ${from(term, reader, facets, statuses)} order by c.period_end desc limit ${rankedWindow}) found
      order by rank, found.period_end desc, found.name_kor limit ${limit}`,
  );
}

export async function countEvaluations(db: Db, term: SearchTerm, reader: EvaluationReader, facets: SearchFacets, statuses: string[] | undefined, cap: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, cappedCount(from(term, reader, facets, statuses), cap));
  return row?.n ?? 0;
}
