import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { employeeRowInScope } from '../../lib/auth/employee-scope.repo';
import type { SearchFacets, SearchTerm } from '../../lib/data/search-text';
import { cappedCount, employeeNameMatches, textRank, withinDays } from '../../lib/data/search-text.repo';

export type EvaluationHit = { id: string; name_kor: string; cycle_name: string; status: string; updated_at: string; rank: number };

/** Who may open an evaluation (evaluations.service load): HR within its record scope, or its person and evaluators once the cycle opened. */
export type EvaluationReader = { hr: boolean; userId: string | null; scope: EmployeeScope };

/** The caller's own employee id, read inside the query (no round trip of its own). */
const own = (userId: string) => sql`(select users.employee_id::uuid from users where users.id = ${userId}::uuid)`;

function visible(reader: EvaluationReader): SQL {
  const asHr = reader.hr ? (employeeRowInScope(reader.scope) ?? sql`true`) : sql`false`;
  const asParty = reader.userId ? sql`(c.status <> 'draft' and ${own(reader.userId)} in (ev.employee_id, ev.first_evaluator_id, ev.second_evaluator_id))` : sql`false`;
  return sql`(${asHr} or ${asParty})`;
}

/**
 * By the evaluated person's name (초성, typing state), joined so that the planner starts from the
 * fewer side: a rare name from the name index, a common one (김) from the evaluations, stopping at
 * the first matches. The unit and corporation facets read the person's placement.
 */
function where(term: SearchTerm, reader: EvaluationReader, facets: SearchFacets, statuses: string[] | undefined): SQL {
  return and(
    employeeNameMatches(term),
    facets.unitId ? employeeRowInScope([facets.unitId]) : undefined,
    facets.corporationId ? employeeRowInScope([facets.corporationId]) : undefined,
    visible(reader),
    statuses === undefined ? undefined : statuses.length ? sql`ev.status = any(${`{${statuses.join(',')}}`}::text[])` : sql`false`,
    withinDays(sql`ev.updated_at`, facets),
  )!;
}

const joined = sql`evaluations ev join evaluation_cycles c on c.id = ev.cycle_id join employees on employees.id = ev.employee_id`;

/**
 * The best of each cycle's first matches in name order (an exact name comes first, and a family name or
 * a name being typed reads its index range only that far), latest cycles first.
 */
export async function rankedEvaluations(db: Db, term: SearchTerm, reader: EvaluationReader, facets: SearchFacets, statuses: string[] | undefined, limit: number): Promise<EvaluationHit[]> {
  return queryRows<EvaluationHit>(
    db,
    sql`select found.id, found.name_kor, cy.name as cycle_name, found.status, found.updated_at, ${textRank(sql`found.name_kor`, term)} as rank
      from evaluation_cycles cy cross join lateral (
        select ev.id, employees.name_kor, ev.status, ev.updated_at from ${joined}
        where c.id = cy.id and ${where(term, reader, facets, statuses)} order by employees.name_kor collate "C" limit ${limit}) found
      order by rank, cy.period_end desc, found.name_kor limit ${limit}`,
  );
}

export async function countEvaluations(db: Db, term: SearchTerm, reader: EvaluationReader, facets: SearchFacets, statuses: string[] | undefined, cap: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, cappedCount(sql`from ${joined} where ${where(term, reader, facets, statuses)}`, cap));
  return row?.n ?? 0;
}
